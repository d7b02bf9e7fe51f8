import {
  Alert,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../domain/format';
import {
  adjustmentIndexLabels,
  type EffectiveRenewal,
  renewalSchedule,
} from '../../domain/renewal';
import { SimulationTermInputs, useSimulationTerm } from './SimulationTerm';

/**
 * "Simulação": the renewal of a sample policy under the values on screen (not yet saved), computed
 * by the same rule the gateway's GetRenewalSchedule applies.
 */
export const RenewalSimulation = ({
  config,
  hint,
}: {
  config: EffectiveRenewal;
  hint?: string;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`aval.ruleConfig.simulation.${key}`, options);
  const simulation = useSimulationTerm(1);
  const schedule = simulation.valid ? renewalSchedule(simulation.valid, config) : null;
  const yesNo = (value: boolean) => translate(`aval.ruleConfig.${value ? 'yes' : 'no'}`);
  const rows: [string, string][] = schedule
    ? [
        [t('opensOn'), schedule.RenewalOpensOn ? formatDate(schedule.RenewalOpensOn) : '—'],
        [
          t('brokerNotice'),
          schedule.BrokerNoticeOn ? formatDate(schedule.BrokerNoticeOn) : t('noNotice'),
        ],
        [
          t('nextTerm'),
          schedule.NextStartDate && schedule.NextEndDate
            ? `${formatDate(schedule.NextStartDate)} a ${formatDate(schedule.NextEndDate)}`
            : '—',
        ],
        [t('automatic'), yesNo(schedule.AutomaticRenewal)],
        [t('index'), adjustmentIndexLabels[schedule.AdjustmentIndex]],
        [t('recalculate'), yesNo(schedule.RecalculatePremium)],
        [t('autoIssue'), yesNo(schedule.AutoIssueWhenUnchanged)],
      ]
    : [];
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={t('title')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint ?? t('renewalHint')}
      </Typography>
      <SimulationTermInputs simulation={simulation} />
      {schedule && (
        <Stack spacing={1.5} sx={{ mt: 2 }} data-testid="renewal-simulation">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">
              {t('statusOn', { date: formatDate(simulation.valid?.referenceDate) })}
            </Typography>
            <Chip
              size="small"
              color={schedule.Renewable ? 'primary' : 'default'}
              label={translate(`aval.ruleConfig.renewalStatus.${schedule.Status}`)}
            />
          </Stack>
          {schedule.Reason && <Alert severity="info">{schedule.Reason}</Alert>}
          <Table size="small" aria-label={t('title')}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: '55%' }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Paper>
  );
};
