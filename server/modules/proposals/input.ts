import { format } from 'date-fns';
import { toDecimal } from '../../../domain/decimalValue';
import { toDate } from '../../../domain/format';

/** A term date as sent (YYYY-MM-DD or DD/MM/YYYY) → YYYY-MM-DD; null for empty or invalid. */
export const dayOf = (value: string | null | undefined): string | null => {
  const date = toDate(value ?? null);
  return date ? format(date, 'yyyy-MM-dd') : null;
};

/** A money value as sent (1000.5, "1.000,50") → "1000.50"; null for empty or not a number. */
export const moneyOf = (value: string | number | null | undefined): string | null => {
  const amount = toDecimal(value ?? null);
  return amount ? amount.toDecimalPlaces(2).toFixed(2) : null;
};

/** A percentage as sent (0.5, "0,5") → "0.5000"; null for empty or not a number. */
export const rateOf = (value: string | number | null | undefined): string | null => {
  const amount = toDecimal(value ?? null);
  return amount ? amount.toDecimalPlaces(4).toFixed(4) : null;
};
