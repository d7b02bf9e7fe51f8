import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type {
  PipeTypeAnswer,
  RequiredDocumentAnswer,
  RequiredDocumentInput,
} from '../../domain/modalityTerms';
import { FormDialog, useDialogSave } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties/gatewayMessages';

export interface RequiredDocumentDialogProps {
  /** The document being edited; absent for a new one. */
  document?: RequiredDocumentAnswer;
  pipes: readonly PipeTypeAnswer[];
  /** The pipe a new document starts in. */
  pipeTypeId?: number;
  onClose: () => void;
  onSave: (input: RequiredDocumentInput) => Promise<unknown>;
}

/** The gateway names the fields it refuses ("Nome do documento (Name): …"). */
const gatewayLabels = {
  Name: 'Nome do documento (Name)',
  Description: 'Descrição (Description)',
  PipeTypeId: 'Pipe de análise (PipeTypeId)',
};

type Errors = Partial<Record<keyof typeof gatewayLabels, string>> & { general: string[] };

/** Adds or edits a required proposal document: its name, description, pipe and whether required. */
export const RequiredDocumentDialog = ({
  document,
  pipes,
  pipeTypeId,
  onClose,
  onSave,
}: RequiredDocumentDialogProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.documents.${key}`);
  const [values, setValues] = useState({
    Name: document?.Name ?? '',
    Description: document?.Description ?? '',
    IsRequired: document?.IsRequired ?? true,
    PipeTypeId: document?.PipeTypeId ?? pipeTypeId ?? pipes[0]?.Id ?? 0,
  });
  const [errors, setErrors] = useState<Errors>({ general: [] });
  const { saving, save: saveWith } = useDialogSave(onClose);

  const change = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    if (!values.Name.trim()) {
      setErrors({ Name: t('nameRequired'), general: [] });
      return;
    }
    await saveWith(
      async () => {
        await onSave({
          Name: values.Name.trim(),
          Description: values.Description.trim() || null,
          IsRequired: values.IsRequired,
          PipeTypeId: values.PipeTypeId,
        });
      },
      (error) => {
        const { fields, general } = messagesByField(gatewayMessages(error), gatewayLabels);
        setErrors({ ...fields, general });
      },
    );
  };

  return (
    <FormDialog
      title={t(document ? 'edit' : 'add')}
      titleId="document-dialog-title"
      busy={saving}
      errors={errors.general}
      onClose={onClose}
      onSave={save}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
    >
      <TextField
        label={t('name')}
        required
        fullWidth
        value={values.Name}
        onChange={(event) => change('Name', event.target.value)}
        error={Boolean(errors.Name)}
        helperText={errors.Name}
        disabled={saving}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <TextField
        label={t('description')}
        fullWidth
        multiline
        minRows={2}
        value={values.Description}
        onChange={(event) => change('Description', event.target.value)}
        error={Boolean(errors.Description)}
        helperText={errors.Description ?? t('descriptionHint')}
        disabled={saving}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        select
        label={t('pipe')}
        required
        fullWidth
        value={values.PipeTypeId || ''}
        onChange={(event) => change('PipeTypeId', Number(event.target.value))}
        error={Boolean(errors.PipeTypeId)}
        helperText={errors.PipeTypeId ?? t('pipeHint')}
        disabled={saving}
      >
        {pipes.map((pipe) => (
          <MenuItem key={pipe.Id} value={pipe.Id}>
            {pipe.Name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={values.IsRequired}
            onChange={(event) => change('IsRequired', event.target.checked)}
            disabled={saving}
          />
        }
        label={t('isRequired')}
      />
    </FormDialog>
  );
};
