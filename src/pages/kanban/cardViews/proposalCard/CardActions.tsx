import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { KanbanCard } from '../../../../../domain/contracts/kanban';
import type { CardProposalInfo } from '../../../../../domain/contracts/kanbanProposalCards';
import { BusyButton } from '../../../../components/BusyButton';
import { FormDialog } from '../../../../components/FormDialog';
import { ContractualTermsDialog, ProposalDataDialog } from './ProposalEditDialogs';
import { cardText as t } from '../holder/CardFacts';
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
  const translate = useTranslate();
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
          ? translate(t('actions.sentToBrokerWithEmail'), {
              recipients: sent.Recipients.join(', '),
            })
          : translate(t('actions.sentToBroker')),
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
      setResult({
        ok: true,
        text: translate(t('actions.emailSent'), { recipients: sent.Recipients.join(', ') }),
      });
    });
    setBusy(null);
    if (failure) setResult({ ok: false, text: failure });
  };

  return (
    <Stack spacing={1}>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" size="small" onClick={() => setOpen('broker')}>
          {translate(t('actions.sendToBroker'))}
        </Button>
        <BusyButton
          busy={busy === 'email'}
          variant="outlined"
          size="small"
          onClick={emailDocuments}
        >
          {translate(t('actions.emailDocuments'))}
        </BusyButton>
        <Button size="small" onClick={() => setOpen('data')}>
          {translate(t('actions.editData'))}
        </Button>
        <Button size="small" onClick={() => setOpen('terms')}>
          {translate(t('actions.editTerms'))}
        </Button>
      </Stack>
      {open === 'broker' && (
        <FormDialog
          title={translate(t('actions.sendToBroker'))}
          titleId="card-send-broker-title"
          busy={busy === 'broker'}
          errors={errors}
          onClose={() => setOpen(null)}
          onSave={sendToBroker}
          cancelLabel={translate(t('actions.cancel'))}
          saveLabel={translate(t('actions.send'))}
          intro={translate(t('actions.sendIntro'))}
        >
          <TextField
            label={translate(t('actions.brokerMessage'))}
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
