import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ProposalTag } from '../../domain/contracts/proposalTexts';
import { templateTagCatalogue, type TermTag } from '../../domain/templates';

interface TagOption {
  tag: string;
  description: string;
  group: string;
}

export interface TagPickerProps {
  /** The tenant's [Name] term tags, offered after the engine's catalogue. */
  termTags?: readonly TermTag[];
  /**
   * The whole list to offer instead of the catalogue and termTags, as the gateway answers it
   * (GetCompanyProposalTags: the tags a proposal text may use).
   */
  tags?: readonly ProposalTag[];
  onPick: (tag: string) => void;
  disabled?: boolean;
}

const NO_TERM_TAGS: readonly TermTag[] = [];

/**
 * "Inserir tag": the engine's catalogue, grouped as the catalogue groups it, then the tenant's own
 * [Name] term tags (or the list given in `tags`). Picking one inserts `[TAG]` at the editor's
 * cursor.
 */
export const TagPicker = ({ termTags = NO_TERM_TAGS, tags, onPick, disabled }: TagPickerProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.texts.${key}`);
  const termGroup = t('termTagsGroup');
  const options = useMemo<TagOption[]>(
    () =>
      tags
        ? tags.map((one) => ({ tag: one.Tag, description: one.Description, group: one.Group }))
        : [
            ...templateTagCatalogue,
            ...termTags.map((term) => ({
              tag: term.Name,
              description: term.Value,
              group: termGroup,
            })),
          ],
    [tags, termTags, termGroup],
  );

  return (
    <Autocomplete<TagOption>
      size="small"
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => `[${option.tag}] ${option.description}`}
      value={null}
      onChange={(_, option) => option && onPick(`[${option.tag}]`)}
      blurOnSelect
      clearOnBlur
      disabled={disabled}
      noOptionsText={t('noTags')}
      sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 420 }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {`[${option.tag}]`}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {option.description}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('insertTag')} placeholder={t('searchTag')} />
      )}
    />
  );
};
