import {
  Alert,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  anniversarySchedule,
  type EffectiveAnniversary,
} from '../../domain/anniversaryEndorsement';
import { formatDate } from '../../domain/format';
import { adjustmentIndexLabels } from '../../domain/renewal';
import { SimulationTermInputs, useSimulationTerm } from '../renovacao/SimulationTerm';

/** "Simulação": the anniversaries of a sample multi-year policy under the values on screen. */
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
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={t('title')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint ?? t('anniversaryHint')}
      </Typography>
      <SimulationTermInputs simulation={simulation} />
      {schedule && (
        <Stack spacing={1.5} sx={{ mt: 2 }} data-testid="anniversary-simulation">
          {schedule.Reason && <Alert severity="info">{schedule.Reason}</Alert>}
          {schedule.Anniversaries.length > 0 && (
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
        </Stack>
      )}
    </Paper>
  );
};
