import { addMonths, format, parseISO } from 'date-fns';
import type { DecimalInput } from '../decimalValue';
import { splitInstallments } from '../pricing/installments';

export interface SlipInstallment {
  installmentNumber: number;
  amount: string;
  dueDate: string;
}

/**
 * A premium as N slips: amounts from pricing's split (whole centavos, the leftover ones on the
 * first) and monthly due dates counted from the first (31/01 → 28/02 → 31/03: each month is
 * counted from the first date, so a short month does not pull the later ones back).
 */
export const slipInstallments = (
  premium: DecimalInput,
  installments: number,
  firstDueDate: string,
): SlipInstallment[] => {
  const first = parseISO(firstDueDate);
  return splitInstallments(premium, installments).map((amount, index) => ({
    installmentNumber: index + 1,
    amount,
    dueDate: format(addMonths(first, index), 'yyyy-MM-dd'),
  }));
};
