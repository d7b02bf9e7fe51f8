import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  BooleanInput,
  Form,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type {
  FinancialCalculation,
  FinancialDataInput,
  ProposalDetail,
} from '../../../domain/contracts/proposals';
import { engineLabels, type EngineName } from '../../../domain/engines/types';
import { formatBRL } from '../../../domain/format';
import { percentText } from '../../../domain/pricing/messages';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { CalculationMemoryCard } from '../CalculationMemoryCard';
import { useDebounced } from '../../../src/components/useDebounced';
import { isRefusal, type ProposalDraft, type ProposalRecord, refusalOf } from './useProposalDraft';
import { isEditable, stepPath } from './wizardModel';
import { MoneyInput } from './WizardInputs';
import { NotEditable, RefusalAlert, wizardText } from './WizardForm';

interface FinancialValues {
  CalculatePerComissionPercentage: boolean;
  ComissionPercentage: string | null;
  ComissionValue: string | null;
  NumberOfInstallment: number | null;
  GracePeriod: number | null;
}

const FINANCIAL_FIELDS = [
  'ComissionPercentage',
  'ComissionValue',
  'NumberOfInstallment',
  'GracePeriod',
] as const;

const valuesOf = (proposal: ProposalRecord): FinancialValues => ({
  CalculatePerComissionPercentage: proposal.CalculatePerComissionPercentage,
  ComissionPercentage: proposal.ComissionPercentage,
  ComissionValue: proposal.ComissionValue,
  NumberOfInstallment: proposal.NumberOfInstallment,
  GracePeriod: proposal.GracePeriod,
});

export const financialInput = (
  proposal: Pick<ProposalDetail, 'UniqueId' | 'Version'>,
  values: FinancialValues,
): FinancialDataInput => ({
  ProposalUniqueId: proposal.UniqueId,
  Version: proposal.Version,
  CalculatePerComissionPercentage: values.CalculatePerComissionPercentage,
  // the one that drives the commission; the other follows from it
  ...(values.CalculatePerComissionPercentage
    ? { ComissionPercentage: values.ComissionPercentage?.trim() || null }
    : { ComissionValue: values.ComissionValue || null }),
  NumberOfInstallment: values.NumberOfInstallment || null,
  GracePeriod: values.GracePeriod ?? null,
});

/** The premium, IOF, commission and instalments of a calculation. */
const Result = ({ result }: { result: FinancialCalculation }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(wizardText(`financial.${key}`));
  const rows: [string, string][] = [
    [t('premium'), formatBRL(result.InsurancePremium)],
    [`${t('iof')} (${percentText(result.IofPercentage)})`, formatBRL(result.IofValue)],
    [t('total'), formatBRL(result.TotalWithIof)],
    [
      `${t('commission')} (${percentText(result.ComissionPercentage)})`,
      formatBRL(result.ComissionValue),
    ],
    [t('rate'), `${percentText(result.Tax)} a.a.`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('resultTitle')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('resultTitle')}
      </Typography>
      <Grid container spacing={2}>
        {rows.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 'grow' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {label}
            </Typography>
            <Typography data-testid={`financial-${label}`}>{value}</Typography>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="installments">
        {t('installments')}:{' '}
        {result.InstallmentValues.map((value, index) => `${index + 1}ª ${formatBRL(value)}`).join(
          ' · ',
        )}
        {result.GracePeriod !== null && ` · ${t('grace')}: ${result.GracePeriod} ${t('days')}`}
      </Typography>
    </Paper>
  );
};

/**
 * The inputs and the live calculation: each change (debounced) asks CalculateFinancialData;
 * the last good answer stays on screen when one fails (the spec's rollback snapshot), with the
 * failure's messages under the fields they name and above the result.
 */
const Calculator = ({
  proposal,
  onResult,
}: {
  proposal: ProposalRecord;
  onResult: (result: FinancialCalculation | null) => void;
}) => {
  const translate = useTranslate();
  // the provider itself is stable; each of its methods read off it is a new function per read
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { setError, clearErrors } = useFormContext<FinancialValues>();
  const values = useWatch<FinancialValues>() as FinancialValues;
  const input = useDebounced(
    JSON.stringify(financialInput(proposal, { ...valuesOf(proposal), ...values })),
  );
  const [result, setResult] = useState<FinancialCalculation | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // the input whose answer (or refusal) is on screen: another one is being calculated
  const [answered, setAnswered] = useState<string | null>(null);
  const busy = answered !== input;
  const latest = useRef(0);
  const t = (key: string, options?: object) => translate(wizardText(`financial.${key}`), options);

  useEffect(() => {
    const request = ++latest.current;
    dataProvider
      .calculateFinancialData(JSON.parse(input) as FinancialDataInput)
      .then((answer) => {
        if (request !== latest.current) return;
        setResult(answer);
        onResult(answer);
        setProblems([]);
        clearErrors();
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return;
        const refusal = refusalOf(error);
        setProblems(refusal.messages);
        clearErrors();
        for (const field of FINANCIAL_FIELDS) {
          const message = refusal.errors?.[field];
          if (typeof message === 'string') setError(field, { type: 'server', message });
        }
      })
      .finally(() => {
        if (request === latest.current) setAnswered(input);
      });
  }, [input, dataProvider, clearErrors, setError, onResult]);

  const installments = result?.InstallmentResult.PossibleInstallments ?? 1;
  const installmentChoices = useMemo(
    () =>
      Array.from({ length: installments }, (_, index) => ({
        id: index + 1,
        name: `${index + 1}x`,
      })),
    [installments],
  );
  const graceChoices = (result?.InstallmentResult.PossibleGracePeriodsInDays ?? []).map((days) => ({
    id: days,
    name: `${days} ${t('days')}`,
  }));
  const byPercentage = values.CalculatePerComissionPercentage;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('choices')}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <BooleanInput
              source="CalculatePerComissionPercentage"
              label={t('byPercentage')}
              helperText={false}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {byPercentage ? (
              <TextInput
                source="ComissionPercentage"
                label={t('commissionPercentage')}
                helperText={false}
                fullWidth
              />
            ) : (
              <MoneyInput source="ComissionValue" label={t('commissionValue')} />
            )}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <SelectInput
              source="NumberOfInstallment"
              label={t('installmentCount')}
              choices={installmentChoices}
              helperText={false}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <SelectInput
              source="GracePeriod"
              label={t('gracePeriod')}
              choices={graceChoices}
              emptyText={t('firstGrace')}
              helperText={false}
            />
          </Grid>
        </Grid>
      </Paper>
      {busy && <LinearProgress aria-label={t('calculating')} />}
      {problems.length > 0 && (
        <Alert severity="error" role="alert" data-testid="calculation-errors">
          {result && <strong>{t('keptLast')} </strong>}
          {problems.join(' ')}
        </Alert>
      )}
      {result && <Result result={result} />}
      <CalculationMemoryCard steps={result?.CalculationMemory ?? proposal.CalculationMemory} />
    </Box>
  );
};

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
 * Step 5, dados-financeiros: commission, instalments and grace period priced live, then
 * UpdateCalculateFinancialData and "Enviar proposta" (SubmitProposal: the engines decide).
 */
export const FinancialStep = ({ draft }: { draft: ProposalDraft }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { saveFinancialData, submitProposal } = useDataProvider<AvalDataProvider>();
  const proposal = draft.proposal as ProposalRecord;
  const [defaults] = useState(() => valuesOf(proposal));
  const [calculated, setCalculated] = useState<FinancialCalculation | null>(null);
  const [submitted, setSubmitted] = useState<ProposalRecord | null>(null);
  const intent = useRef<'save' | 'submit'>('save');
  // save and send are two calls: one click runs both, a second click while they run none
  const sending = useRef(false);
  // once sent, nothing more goes out from this form (a late second click included)
  const sentOnce = useRef(false);
  const t = (key: string) => translate(wizardText(`financial.${key}`));

  if (submitted) return <Outcome proposal={submitted} />;
  if (!isEditable(proposal)) return <NotEditable proposal={proposal} />;

  const send = async (values: FinancialValues) => {
    const saved = await draft.run(() => saveFinancialData(financialInput(proposal, values)));
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
      <Calculator proposal={proposal} onResult={setCalculated} />
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button
          onClick={() => navigate(stepPath('resumo-da-proposta', proposal.UniqueId))}
          disabled={draft.saving}
        >
          {translate(wizardText('back'))}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="outlined"
            disabled={draft.saving || !calculated}
            onClick={() => {
              intent.current = 'save';
            }}
          >
            {t('save')}
          </Button>
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
        </Stack>
      </Stack>
    </Form>
  );
};
