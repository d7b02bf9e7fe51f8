import { Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../domain/format';
import {
  adjustmentIndexLabels,
  type EffectiveRenewal,
  renewalSchedule,
} from '../../domain/renewal';
import { SimulationFrame } from './SimulationFrame';
import { useSimulationTerm } from './SimulationTerm';

/**
 * The renewal of a sample one-year policy under the values on screen, computed by the same rule
 * the gateway's GetRenewalSchedule applies: its status on the reference date, then one row per fact.
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
    <SimulationFrame
      simulation={simulation}
      hint={hint ?? t('renewalHint')}
      testId="renewal-simulation"
      reason={schedule?.Reason}
      heading={
        schedule && (
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
        )
      }
    >
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
    </SimulationFrame>
  );
};
