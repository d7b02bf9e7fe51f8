import { Button, Checkbox, FormControlLabel, IconButton, Stack, TextField } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CcgGuarantorInput } from '../../domain/contracts/ccg';
import { FormDialog } from '../../src/components/FormDialog';
import type { CcgInfo } from '../../src/providers/ccgApi';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorText } from '../../src/providers/errorText';

const empty = (): CcgGuarantorInput => ({ Name: '', Cpf: '', Email: '' });

export interface CcgCreateDialogProps {
  holderUniqueId: string;
  onClose: () => void;
  onCreated: (ccg: CcgInfo) => void;
}

/** Creates the holder's CCG: its guarantors and whether it is signed on paper (manual). */
export const CcgCreateDialog = ({ holderUniqueId, onClose, onCreated }: CcgCreateDialogProps) => {
  const { createHolderCcg } = useDataProvider<AvalDataProvider>();
  const [guarantors, setGuarantors] = useState<CcgGuarantorInput[]>([empty()]);
  const [manual, setManual] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const change = (index: number, field: keyof CcgGuarantorInput, value: string) =>
    setGuarantors((list) =>
      list.map((one, at) => (at === index ? { ...one, [field]: value } : one)),
    );
  const save = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const filled = guarantors.filter(
        (one) => one.Name.trim() || one.Cpf.trim() || one.Email.trim(),
      );
      onCreated(await createHolderCcg(holderUniqueId, filled, manual));
    } catch (error) {
      const body = (error as { body?: { Errors?: string[] } }).body;
      setErrors(body?.Errors?.length ? body.Errors : [errorText(error)]);
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title="Criar CCG"
      titleId="ccg-create-title"
      maxWidth="md"
      busy={busy}
      errors={errors}
      onClose={onClose}
      onSave={save}
      cancelLabel="Cancelar"
      saveLabel="Criar e gerar contrato"
    >
      {guarantors.map((guarantor, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label={`Nome do fiador ${index + 1}`}
            value={guarantor.Name}
            onChange={(event) => change(index, 'Name', event.target.value)}
            fullWidth
          />
          <TextField
            label="CPF"
            value={guarantor.Cpf}
            onChange={(event) => change(index, 'Cpf', event.target.value)}
          />
          <TextField
            label="E-mail"
            value={guarantor.Email}
            onChange={(event) => change(index, 'Email', event.target.value)}
            fullWidth
          />
          <IconButton
            aria-label={`Remover fiador ${index + 1}`}
            onClick={() => setGuarantors((list) => list.filter((_, at) => at !== index))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button onClick={() => setGuarantors((list) => [...list, empty()])}>
          Adicionar fiador
        </Button>
      </div>
      <FormControlLabel
        control={
          <Checkbox checked={manual} onChange={(event) => setManual(event.target.checked)} />
        }
        label="Assinado em papel (a seguradora envia a cópia assinada)"
      />
    </FormDialog>
  );
};
