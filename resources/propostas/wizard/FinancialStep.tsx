import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { FinancialCalculation } from '../../../domain/contracts/proposals';
import { engineLabels, type EngineName } from '../../../domain/engines/types';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { proposalPath } from '../paths';
import { useProposalActions } from '../proposalAccess';
import { coBrokersInput, CoBrokersInput, sameCoBrokers } from './CoBrokersInput';
import { FinancialCalculator } from './FinancialCalculator';
import { financialInput, type FinancialValues, valuesOf } from './financialValues';
import { isRefusal, type ProposalDraft, type ProposalRecord } from './useProposalDraft';
import { isEditable, stepPath } from './wizardModel';
import { NotEditable, RefusalAlert, wizardText } from './WizardForm';

const verdictColor = { approved: 'success', referred: 'warning', refused: 'error' } as const;

/** After "Enviar proposta": the status the engines left and each engine's verdict and reasons. */
const Outcome = ({ proposal }: { proposal: ProposalRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string, options?: object) => translate(wizardText(`outcome.${key}`), options);
  const lastRun = proposal.ProposalEngineExecutionLogs.filter(
    (log) => !proposal.SubmittedAt || log.RanAt >= proposal.SubmittedAt,
  );
  const logs = lastRun.length ? lastRun : proposal.ProposalEngineExecutionLogs;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('title')}>
      <Typography variant="h6" component="h2">
        {t('sent', { number: proposal.Number })}
      </Typography>
      <Typography sx={{ my: 1 }} data-testid="proposal-outcome-status">
        {t('status')}: <strong>{proposal.StatusName}</strong>
      </Typography>
      <List dense>
        {logs.map((log) => (
          <ListItem key={log.Id} data-testid="engine-log">
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{engineLabels[log.Engine as EngineName] ?? log.Engine}</span>
                  <Chip
                    size="small"
                    color={verdictColor[log.Verdict]}
                    label={t(`verdict.${log.Verdict}`)}
                  />
                </Stack>
              }
              secondary={log.Reasons.join(' ')}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="contained"
        onClick={() => navigate(`/propostas/proposta/${proposal.UniqueId}`)}
      >
        {t('open')}
      </Button>
    </Paper>
  );
};

/**
 * Step 5, dados-financeiros: commission, instalments and grace period priced live, the
 * co-brokers and, for insurer staff, the rate; then UpdateProposal (co-brokers, when changed),
 * UpdateCalculateFinancialData and "Enviar proposta" (SubmitProposal: the engines decide).
 * Insurer staff open it to change the rate (AllowedActions 'changeRate'): they neither edit the
 * co-brokers nor send the proposal.
 */
export const FinancialStep = ({ draft }: { draft: ProposalDraft }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { saveFinancialData, submitProposal } = useDataProvider<AvalDataProvider>();
  const proposal = draft.proposal as ProposalRecord;
  const { may } = useProposalActions(proposal);
  const [defaults] = useState(() => valuesOf(proposal));
  const [calculated, setCalculated] = useState<FinancialCalculation | null>(null);
  const [submitted, setSubmitted] = useState<ProposalRecord | null>(null);
  const intent = useRef<'save' | 'submit'>('save');
  // save and send are two calls: one click runs both, a second click while they run none
  const sending = useRef(false);
  // once sent, nothing more goes out from this form (a late second click included)
  const sentOnce = useRef(false);
  const t = (key: string) => translate(wizardText(`financial.${key}`));
  const allowed = (action: string) => proposal.AllowedActions.includes(action);
  // the broker's quote; insurer staff reach it for the rate only
  const editsQuote = isEditable(proposal);

  if (submitted) return <Outcome proposal={submitted} />;
  if (!editsQuote && !allowed('changeRate')) return <NotEditable proposal={proposal} />;
  const sends = allowed('submit') || allowed('resubmit');

  const send = async (values: FinancialValues) => {
    // the co-brokers first (UpdateProposal): the financial data is then saved on their Version
    let current: ProposalRecord = proposal;
    if (editsQuote && !sameCoBrokers(proposal, values.CoBrokers)) {
      const saved = await draft.saveFields({ CoBrokers: coBrokersInput(values.CoBrokers) });
      if (!saved) return undefined;
      if (isRefusal(saved)) return saved.errors;
      current = saved;
    }
    const saved = await draft.run(() => saveFinancialData(financialInput(current, values)));
    if (!saved) return undefined;
    if (isRefusal(saved)) return saved.errors;
    if (intent.current !== 'submit') return undefined;
    const sent = await draft.run(() => submitProposal(saved));
    if (sent && !isRefusal(sent)) {
      sentOnce.current = true;
      setSubmitted(sent);
    }
    return undefined;
  };
  const onSubmit = async (values: FinancialValues) => {
    if (sending.current || sentOnce.current) return undefined;
    sending.current = true;
    try {
      return await send(values);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form
      defaultValues={defaults}
      onSubmit={(values: FieldValues) => onSubmit(values as FinancialValues)}
      noValidate
    >
      <RefusalAlert draft={draft} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FinancialCalculator
          proposal={proposal}
          canChangeRate={may.changeRate}
          onResult={setCalculated}
        />
        <CoBrokersInput
          proposal={proposal}
          messages={draft.refusal?.messages ?? []}
          readOnly={!editsQuote}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button
          onClick={() =>
            navigate(
              editsQuote
                ? stepPath('resumo-da-proposta', proposal.UniqueId)
                : proposalPath('insurer', proposal),
            )
          }
          disabled={draft.saving}
        >
          {translate(wizardText('back'))}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant={sends ? 'outlined' : 'contained'}
            disabled={draft.saving || !calculated}
            onClick={() => {
              intent.current = 'save';
            }}
          >
            {t('save')}
          </Button>
          {sends && (
            <Button
              type="submit"
              variant="contained"
              loading={draft.saving}
              disabled={draft.saving || !calculated}
              onClick={() => {
                intent.current = 'submit';
              }}
            >
              {t('submit')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Form>
  );
};
