import { differenceInCalendarDays, parseISO } from 'date-fns';

/**
 * The due-date factor (fator de vencimento, barcode positions 6–9): days since the base date
 * 1997-10-07. Four digits run out at 9999 (2025-02-21), so FEBRABAN restarts the count at 1000 on
 * 2025-02-22: from then on the factor is 1000 + days since 2025-02-22, and it wraps again every 9000 days. A bank reads a
 * factor in the window around today, so both eras coexist without ambiguity.
 */
export const FACTOR_BASE_DATE = '1997-10-07';
export const FACTOR_RESTART_DATE = '2025-02-22';
const FACTOR_MIN = 1000;
const FACTOR_MAX = 9999;
const CYCLE = FACTOR_MAX - FACTOR_MIN + 1;

const days = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The factor of a due date (YYYY-MM-DD); the first day with a factor is 1997-10-08 (0001). */
export const dueDateFactor = (dueDate: string): number => {
  if (!ISO_DAY.test(dueDate) || Number.isNaN(parseISO(dueDate).getTime())) {
    throw new Error(`Data de vencimento inválida: "${dueDate}"`);
  }
  const sinceBase = days(FACTOR_BASE_DATE, dueDate);
  if (sinceBase < 1) throw new Error(`Vencimento anterior a 08/10/1997: ${dueDate}`);
  if (sinceBase <= FACTOR_MAX) return sinceBase;
  return FACTOR_MIN + (days(FACTOR_RESTART_DATE, dueDate) % CYCLE);
};
