import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import { Alert, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatBRL, formatDateTime, formatNumberPtBR } from '../../domain/format';
import type { PolicyHolderDetail } from '../../domain/policyHolders';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import { BusyButton } from '../../src/components/BusyButton';
import type { HolderAccess } from './holderAccess';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface LimitsTabProps {
  holder: PolicyHolderDetail;
  permissions: HolderAccess;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

/** "2,5 %" from "2.5000": the base rate keeps its decimals (formatPercent rounds to units). */
export const formatRate = (rate: string | null) =>
  rate === null
    ? '—'
    : `${formatNumberPtBR(rate, { minFractionDigits: 2, maxFractionDigits: 4 })} %`;

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" component="p">
      {value}
    </Typography>
  </Grid>
);

/** Limites e taxas: the stored result of the limits rule, and the button that recalculates it. */
export const LimitsTab = ({ holder, permissions, reload }: LimitsTabProps) => {
  const { calculateLimits } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const modals = useModals();
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: object) => translate(`resources.tomadores.${key}`, options);
  const limits = holder.Limits;
  const calculated = limits.LimitValue !== null;

  const calculate = async () => {
    setBusy(true);
    try {
      const answer = await reload(calculateLimits(holder.UniqueId));
      notify(
        t('limits.calculated', {
          riskClass: answer.RiskClass,
          limit: formatBRL(answer.LimitValue),
        }),
        { type: 'success' },
      );
    } catch (error) {
      await modals.showError(gatewayMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('limits.title')}
        slotProps={{ title: { variant: 'h6' } }}
        action={
          permissions.calculateLimits && (
            <BusyButton busy={busy} onClick={calculate} startIcon={<CalculateOutlinedIcon />}>
              {t(calculated ? 'limits.recalculate' : 'limits.calculate')}
            </BusyButton>
          )
        }
      />
      <CardContent>
        <Stack spacing={2}>
          {!calculated && <Alert severity="info">{t('limits.notCalculated')}</Alert>}
          {calculated && (
            <Grid container spacing={2}>
              <Figure label={t('fields.RiskClass')} value={limits.RiskClass ?? '—'} />
              <Figure label={t('fields.LimitValue')} value={formatBRL(limits.LimitValue)} />
              <Figure label={t('fields.LimitUsedValue')} value={formatBRL(limits.LimitUsedValue)} />
              <Figure
                label={t('fields.LimitAvailableValue')}
                value={formatBRL(limits.LimitAvailableValue)}
              />
              <Figure
                label={t('fields.BaseRate')}
                value={t('limits.perYear', { rate: formatRate(limits.BaseRate) })}
              />
              <Figure
                label={t('fields.LimitsCalculatedAt')}
                value={formatDateTime(limits.LimitsCalculatedAt) || '—'}
              />
            </Grid>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('limits.financialsHint')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('limits.rule')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};
