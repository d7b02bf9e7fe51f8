import { Alert, Box, Grid, LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BooleanInput, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FinancialCalculation, FinancialDataInput } from '../../../domain/contracts/proposals';
import { formatBRL } from '../../../domain/format';
import { percentText } from '../../../domain/pricing/messages';
import { RATE_OVERRIDE_BOUNDS, rateOverrideBounds } from '../../../domain/pricing/modalityPremium';
import { FigurePanel } from '../../../src/components/FigurePanel';
import { useDebounced } from '../../../src/components/useDebounced';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { CalculationMemoryCard } from '../CalculationMemoryCard';
import {
  FINANCIAL_FIELDS,
  financialInput,
  type FinancialValues,
  valuesOf,
} from './financialValues';
import { type ProposalRecord, refusalOf } from './useProposalDraft';
import { MoneyInput } from './WizardInputs';
import { wizardText } from './WizardForm';

/** "Entre 0,6 % e 3,6 % a.a. …": the staff's range around the starting rate (domain/pricing). */
const useRateRange = (startingRate: string | undefined) => {
  const translate = useTranslate();
  if (!startingRate) return undefined;
  const { minimum, maximum } = rateOverrideBounds(startingRate);
  return translate(wizardText('financial.rateRange'), {
    minimum: percentText(minimum),
    maximum: percentText(maximum),
    starting: percentText(startingRate),
    minPercent: percentText(RATE_OVERRIDE_BOUNDS.minPercent),
    maxPercent: percentText(RATE_OVERRIDE_BOUNDS.maxPercent),
  });
};

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
    <FigurePanel title={t('resultTitle')} rows={rows} testIdPrefix="financial">
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="installments">
        {t('installments')}:{' '}
        {result.InstallmentValues.map((value, index) => `${index + 1}ª ${formatBRL(value)}`).join(
          ' · ',
        )}
        {result.GracePeriod !== null && ` · ${t('grace')}: ${result.GracePeriod} ${t('days')}`}
      </Typography>
    </FigurePanel>
  );
};

/**
 * The inputs and the live calculation: each change (debounced) asks CalculateFinancialData;
 * the last good answer stays on screen when one fails (the spec's rollback snapshot), with the
 * failure's messages under the fields they name and above the result.
 */
export const FinancialCalculator = ({
  proposal,
  canChangeRate,
  onResult,
}: {
  proposal: ProposalRecord;
  /** Insurer staff: the rate is an input, within the range of the starting rate. */
  canChangeRate: boolean;
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
  const startingRate =
    result?.StartingTax ??
    proposal.CalculationMemory.find((step) => step.Key === 'startingRate')?.Value;
  const rateRange = useRateRange(startingRate);

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
          {canChangeRate && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                source="RiskRate"
                label={t('riskRate')}
                helperText={rateRange ?? false}
                fullWidth
              />
            </Grid>
          )}
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
