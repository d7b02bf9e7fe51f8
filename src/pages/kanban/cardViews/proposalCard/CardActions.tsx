import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { KanbanCard } from '../../../../../domain/contracts/kanban';
import type { CardProposalInfo } from '../../../../../domain/contracts/kanbanProposalCards';
import { BusyButton } from '../../../../components/BusyButton';
import { FormDialog } from '../../../../components/FormDialog';
import { ContractualTermsDialog, ProposalDataDialog } from './ProposalEditDialogs';
import type { RunCardWrite } from './useCardProposal';
import type { AvalDataProvider } from '../../../../providers/dataProvider';

type Open = 'broker' | 'data' | 'terms' | null;

/** The analyst's actions on the card: to the broker, document e-mail, the insurer's edits. */
export const CardActions = ({
  card,
  info,
  run,
}: {
  card: KanbanCard;
  info: CardProposalInfo;
  run: RunCardWrite;
}) => {
  const { proposalCardEmailDocuments, proposalCardSendToBroker } =
    useDataProvider<AvalDataProvider>();
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'broker' | 'email' | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const uniqueId = info.Proposal.UniqueId;

  const sendToBroker = async () => {
    setBusy('broker');
    const failure = await run(async () => {
      const sent = await proposalCardSendToBroker({
        ProposalUniqueId: uniqueId,
        CardId: card.id,
        Version: card.version,
        Message: message || null,
      });
      setResult({
        ok: true,
        text: sent.SentCount
          ? `Card enviado ao corretor; e-mail para ${sent.Recipients.join(', ')}.`
          : 'Card enviado ao corretor.',
      });
    });
    setBusy(null);
    if (failure) setErrors([failure]);
    else setOpen(null);
  };
  const emailDocuments = async () => {
    setBusy('email');
    const failure = await run(async () => {
      const sent = await proposalCardEmailDocuments(uniqueId);
      setResult({ ok: true, text: `E-mail enviado para ${sent.Recipients.join(', ')}.` });
    });
    setBusy(null);
    if (failure) setResult({ ok: false, text: failure });
  };

  return (
    <Stack spacing={1}>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" size="small" onClick={() => setOpen('broker')}>
          Enviar ao corretor
        </Button>
        <BusyButton
          busy={busy === 'email'}
          variant="outlined"
          size="small"
          onClick={emailDocuments}
        >
          Enviar e-mail de documentos
        </BusyButton>
        <Button size="small" onClick={() => setOpen('data')}>
          Editar dados da proposta
        </Button>
        <Button size="small" onClick={() => setOpen('terms')}>
          Editar cláusulas particulares
        </Button>
      </Stack>
      {open === 'broker' && (
        <FormDialog
          title="Enviar ao corretor"
          titleId="card-send-broker-title"
          busy={busy === 'broker'}
          errors={errors}
          onClose={() => setOpen(null)}
          onSave={sendToBroker}
          cancelLabel="Cancelar"
          saveLabel="Enviar"
          intro="O card vai para a etapa Pendente corretor e o corretor recebe por e-mail os documentos pendentes."
        >
          <TextField
            label="Recado ao corretor"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
        </FormDialog>
      )}
      {open === 'data' && (
        <ProposalDataDialog info={info} run={run} onClose={() => setOpen(null)} />
      )}
      {open === 'terms' && (
        <ContractualTermsDialog info={info} run={run} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
};
