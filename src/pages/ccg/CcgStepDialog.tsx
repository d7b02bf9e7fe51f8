import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ccgStatusLabels, type CCGStatusId } from '../../../domain/ccgStatus';
import { FormDialog } from '../../components/FormDialog';
import type { CcgStep } from '../../providers/ccgApi';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';

const statuses = Object.entries(ccgStatusLabels).map(([id, label]) => ({
  id: Number(id) as CCGStatusId,
  label,
}));

export interface CcgStepDialogProps {
  /** The step being edited, or null for a new one. */
  step: CcgStep | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits one CCG step; a refusal keeps what was typed with the server's message. */
export const CcgStepDialog = ({ step, onClose, onSaved }: CcgStepDialogProps) => {
  const { saveCcgStep } = useDataProvider<AvalDataProvider>();
  const [name, setName] = useState(step?.Name ?? '');
  const [description, setDescription] = useState(step?.Description ?? '');
  const [status, setStatus] = useState<number>(step?.CCGStatus ?? 1);
  const [required, setRequired] = useState(step?.Required ?? true);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!name.trim()) {
      setErrors(['Informe o nome da etapa.']);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await saveCcgStep({
        ...(step ? { UniqueId: step.UniqueId, Version: step.Version } : {}),
        Name: name.trim(),
        Description: description.trim() || null,
        CCGStatus: status,
        Required: required,
      });
      onSaved();
    } catch (error) {
      setErrors([errorText(error)]);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={step ? 'Editar etapa do CCG' : 'Nova etapa do CCG'}
      titleId="ccg-step-dialog-title"
      busy={busy}
      errors={errors}
      onClose={onClose}
      onSave={save}
      cancelLabel="Cancelar"
      saveLabel="Salvar"
    >
      <TextField
        label="Nome"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        label="Descrição"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <TextField
        select
        label="Status do CCG"
        value={status}
        onChange={(event) => setStatus(Number(event.target.value))}
      >
        {statuses.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox checked={required} onChange={(event) => setRequired(event.target.checked)} />
        }
        label="Etapa obrigatória"
      />
    </FormDialog>
  );
};
