import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ParticularClauseAnswer, ParticularClauseInput } from '../../domain/modalityTerms';
import type { TermTag } from '../../domain/templates';
import { FormDialog, useDialogSave } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties/gatewayMessages';
import { TaggedTextEditor } from './TaggedTextEditor';
import { isBlankText } from './textForm';

export interface ParticularClauseDialogProps {
  /** The clause being edited; absent for a new one. */
  clause?: ParticularClauseAnswer;
  termTags: readonly TermTag[];
  onClose: () => void;
  onSave: (input: ParticularClauseInput) => Promise<unknown>;
}

/** The gateway names the fields it refuses ("Título da cláusula (Title): …"). */
const gatewayLabels = { Title: 'Título da cláusula (Title)', Value: 'Texto da cláusula (Value)' };

type Errors = { Title?: string; Value?: string; general: string[] };

/** Adds or edits a particular clause: its title and its text, with tags and the live preview. */
export const ParticularClauseDialog = ({
  clause,
  termTags,
  onClose,
  onSave,
}: ParticularClauseDialogProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.clauses.${key}`);
  const [title, setTitle] = useState(clause?.Title ?? '');
  const [value, setValue] = useState(clause?.Value ?? '');
  const [errors, setErrors] = useState<Errors>({ general: [] });
  const { saving, save: saveWith } = useDialogSave(onClose);

  const save = async () => {
    const checked: Errors = { general: [] };
    if (!title.trim()) checked.Title = t('titleRequired');
    if (isBlankText(value)) checked.Value = t('textRequired');
    setErrors(checked);
    if (checked.Title || checked.Value) return;
    await saveWith(
      async () => {
        await onSave({ Title: title.trim(), Value: value });
      },
      (error) => {
        const { fields, general } = messagesByField(gatewayMessages(error), gatewayLabels);
        setErrors({ ...fields, general });
      },
    );
  };

  return (
    <FormDialog
      title={t(clause ? 'edit' : 'add')}
      titleId="clause-dialog-title"
      maxWidth="lg"
      busy={saving}
      errors={errors.general}
      onClose={onClose}
      onSave={save}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
    >
      <TextField
        label={t('clauseTitle')}
        required
        fullWidth
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, Title: undefined }));
        }}
        error={Boolean(errors.Title)}
        helperText={errors.Title}
        disabled={saving}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <TaggedTextEditor
        label={t('text')}
        required
        value={value}
        onChange={(html) => {
          setValue(html);
          setErrors((current) => ({ ...current, Value: undefined }));
        }}
        termTags={termTags}
        error={errors.Value}
        disabled={saving}
      />
    </FormDialog>
  );
};
