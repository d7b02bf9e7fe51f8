import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RequestDocument } from '../../../../../domain/requestDocuments';
import { FormDialog } from '../../../../components/FormDialog';
import { cardText as t } from '../holder/CardFacts';
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
  const translate = useTranslate();
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
      title={translate(t('documents.statusTitle'), { name: document.Name })}
      titleId="card-document-status-title"
      busy={busy}
      errors={errors}
      onClose={onClose}
      onSave={save}
      cancelLabel={translate(t('documents.cancel'))}
      saveLabel={translate(t('documents.save'))}
    >
      <RadioGroup
        row
        value={status}
        onChange={(event) => setStatus(event.target.value as 'Conforme' | 'Reprovado')}
      >
        <FormControlLabel
          value="Conforme"
          control={<Radio />}
          label={translate(t('documents.approved'))}
        />
        <FormControlLabel
          value="Reprovado"
          control={<Radio />}
          label={translate(t('documents.refused'))}
        />
      </RadioGroup>
      {status === 'Reprovado' && (
        <TextField
          label={translate(t('documents.refusalReason'))}
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
