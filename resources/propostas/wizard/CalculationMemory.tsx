import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CalculationStep } from '../../../domain/contracts/proposals';
import { formatNumberPtBR } from '../../../domain/format';

/** "2465.75" → "2.465,75", "0.5000" → "0,5000": pt-BR with the decimals the memory wrote. */
const valueText = (value: string) => {
  const decimals = value.split('.')[1]?.length ?? 0;
  return (
    formatNumberPtBR(value, { minFractionDigits: decimals, maxFractionDigits: decimals }) || value
  );
};

/**
 * "Memória de cálculo": every factor and intermediate value of the premium as domain/pricing
 * wrote it (CalculationMemory of CalculateFinancialData and of the proposal), in its order.
 */
export const CalculationMemory = ({ steps }: { steps: readonly CalculationStep[] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.propostas.wizard.memory.${key}`);
  return (
    <Paper variant="outlined" component="section" aria-label={t('title')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('title')}
      </Typography>
      {steps.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('item')}</TableCell>
              <TableCell>{t('formula')}</TableCell>
              <TableCell align="right">{t('value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {steps.map((step) => (
              <TableRow key={step.Key}>
                <TableCell>{step.Label}</TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{step.Formula}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {valueText(step.Value)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
};
