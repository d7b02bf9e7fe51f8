import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { RequestDocument } from '../../../../../domain/requestDocuments';
import { FormDialog } from '../../../../components/FormDialog';
import type { RunCardWrite } from './useCardProposal';
import type { AvalDataProvider } from '../../../../providers/dataProvider';

/** Conforme, or Reprovado with the reason the broker will read; sent with the Version read. */
export const DocumentStatusDialog = ({
  document,
  run,
  onClose,
}: {
  document: RequestDocument;
  run: RunCardWrite;
  onClose: () => void;
}) => {
  const { proposalCardChangeDocumentStatus } = useDataProvider<AvalDataProvider>();
  const [status, setStatus] = useState<'Conforme' | 'Reprovado'>('Conforme');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const save = async () => {
    setBusy(true);
    const failure = await run(() =>
      proposalCardChangeDocumentStatus({
        RequestDocumentUniqueId: document.UniqueId,
        Status: status,
        ReviewNote: status === 'Reprovado' ? note : null,
        Version: document.Version,
      }),
    );
    setBusy(false);
    if (failure) setErrors([failure]);
    else onClose();
  };
  return (
    <FormDialog
      title={`Analisar documento: ${document.Name}`}
      titleId="card-document-status-title"
      busy={busy}
      errors={errors}
      onClose={onClose}
      onSave={save}
      cancelLabel="Cancelar"
      saveLabel="Salvar"
    >
      <RadioGroup
        row
        value={status}
        onChange={(event) => setStatus(event.target.value as 'Conforme' | 'Reprovado')}
      >
        <FormControlLabel value="Conforme" control={<Radio />} label="Conforme" />
        <FormControlLabel value="Reprovado" control={<Radio />} label="Reprovado" />
      </RadioGroup>
      {status === 'Reprovado' && (
        <TextField
          label="Motivo da reprovação"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          required
          fullWidth
        />
      )}
    </FormDialog>
  );
};
