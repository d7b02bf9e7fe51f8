import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CalculationStep } from '../../domain/contracts/proposals';
import { formatBRL, formatDateTime, formatNumberPtBR } from '../../domain/format';
import { DetailCard } from './DetailCard';

/** A memory value in pt-BR by its kind: R$ 1.234,56, 0,5000 %, 180 dias, 3. */
export const formatMemoryValue = ({ Value, Kind }: Pick<CalculationStep, 'Value' | 'Kind'>) => {
  switch (Kind) {
    case 'money':
      return formatBRL(Value);
    case 'rate':
      return `${formatNumberPtBR(Value, { minFractionDigits: 2, maxFractionDigits: 4 })} %`;
    case 'days':
      return `${formatNumberPtBR(Value, { maxFractionDigits: 0 })} dias`;
    default:
      return formatNumberPtBR(Value, { maxFractionDigits: 0 });
  }
};

/**
 * "Memória de cálculo": how the premium was derived, step by step as the gateway priced it
 * (domain/pricing), each value with its formula. For the detail and the wizard's financial step.
 */
export const CalculationMemoryCard = ({
  steps,
  calculatedAt,
}: {
  steps: CalculationStep[];
  calculatedAt?: string | null;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.propostas.memory.${key}`);
  return (
    <DetailCard
      title={t('title')}
      action={
        calculatedAt && (
          <Typography variant="caption" color="text.secondary">
            {translate('resources.propostas.memory.calculatedAt', {
              when: formatDateTime(calculatedAt),
            })}
          </Typography>
        )
      }
      empty={steps.length ? undefined : t('empty')}
    >
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('step')}</TableCell>
            <TableCell>{t('formula')}</TableCell>
            <TableCell align="right">{t('value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step) => (
            <TableRow key={step.Key} data-key={step.Key}>
              <TableCell component="th" scope="row">
                {step.Label}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{step.Formula}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                {formatMemoryValue(step)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DetailCard>
  );
};
