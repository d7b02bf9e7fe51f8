import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  anniversarySchedule,
  type EffectiveAnniversary,
} from '../../domain/anniversaryEndorsement';
import { formatDate } from '../../domain/format';
import { adjustmentIndexLabels } from '../../domain/renewal';
import { SimulationFrame } from '../renovacao/SimulationFrame';
import { useSimulationTerm } from '../renovacao/SimulationTerm';

/** The anniversaries of a sample three-year policy under the values on screen, one row each. */
export const AnniversarySimulation = ({
  config,
  hint,
}: {
  config: EffectiveAnniversary;
  hint?: string;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`aval.ruleConfig.simulation.${key}`, options);
  const simulation = useSimulationTerm(3);
  const schedule = simulation.valid ? anniversarySchedule(simulation.valid, config) : null;
  const yesNo = (value: boolean) => translate(`aval.ruleConfig.${value ? 'yes' : 'no'}`);
  return (
    <SimulationFrame
      simulation={simulation}
      hint={hint ?? t('anniversaryHint')}
      testId="anniversary-simulation"
      reason={schedule?.Reason}
    >
      {schedule && schedule.Anniversaries.length > 0 && (
        <>
          <Typography variant="body2">
            {t('anniversaryTerms', {
              index: adjustmentIndexLabels[schedule.AdjustmentIndex],
              charge: yesNo(schedule.ChargeAnnualPremium),
              issue: translate(
                `aval.ruleConfig.simulation.${schedule.AutomaticIssue ? 'issueAutomatic' : 'issueAnalysis'}`,
              ),
            })}
          </Typography>
          <Table size="small" aria-label={t('anniversaries')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.number')}</TableCell>
                <TableCell>{t('columns.anniversary')}</TableCell>
                <TableCell>{t('columns.due')}</TableCell>
                <TableCell>{t('columns.period')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {schedule.Anniversaries.map((item) => (
                <TableRow key={item.Number}>
                  <TableCell>{`${item.Number}º`}</TableCell>
                  <TableCell>{formatDate(item.AnniversaryDate)}</TableCell>
                  <TableCell>{formatDate(item.EndorsementDueOn)}</TableCell>
                  <TableCell>{`${formatDate(item.PeriodStart)} a ${formatDate(item.PeriodEnd)}`}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={item.Status === 'A_GERAR' ? 'warning' : 'default'}
                      label={translate(`aval.ruleConfig.anniversaryStatus.${item.Status}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </SimulationFrame>
  );
};
