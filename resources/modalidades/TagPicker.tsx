import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { templateTagCatalogue, type TermTag } from '../../domain/templates';

interface TagOption {
  tag: string;
  description: string;
  group: string;
}

export interface TagPickerProps {
  termTags: readonly TermTag[];
  onPick: (tag: string) => void;
  disabled?: boolean;
}

/**
 * "Inserir tag": the engine's catalogue, grouped as the catalogue groups it, then the tenant's own
 * [Name] term tags. Picking one inserts `[TAG]` at the editor's cursor.
 */
export const TagPicker = ({ termTags, onPick, disabled }: TagPickerProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.texts.${key}`);
  const termGroup = t('termTagsGroup');
  const options = useMemo<TagOption[]>(
    () => [
      ...templateTagCatalogue,
      ...termTags.map((term) => ({ tag: term.Name, description: term.Value, group: termGroup })),
    ],
    [termTags, termGroup],
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
