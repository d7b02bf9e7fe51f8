import { format, isValid, parse, parseISO } from 'date-fns';

export type DateInput = Date | string | null | undefined;

/**
 * Reads a Date, an ISO date-time, a date-only `YYYY-MM-DD` or an already formatted `DD/MM/YYYY`.
 * A date-only value is read as a local calendar day (date-fns `parseISO`), never as UTC
 * midnight, so it does not move to the day before west of Greenwich.
 */
export const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const text = value.trim();
  const date = /^\d{2}\/\d{2}\/\d{4}$/.test(text)
    ? parse(text, 'dd/MM/yyyy', new Date())
    : parseISO(text);
  return isValid(date) ? date : null;
};

/** DD/MM/YYYY; empty string for empty or invalid input. */
export const formatDate = (value: DateInput): string => {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy') : '';
};

/** `DD/MM/YYYY às HH:mm` in local time. */
export const formatDateTime = (value: DateInput): string => {
  const date = toDate(value);
  return date ? format(date, "dd/MM/yyyy 'às' HH:mm") : '';
};
