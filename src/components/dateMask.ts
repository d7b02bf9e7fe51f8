import { format, isValid, parse } from 'date-fns';

export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

/** Keeps up to 8 digits and inserts the slashes of dd/MM/yyyy as the user types. */
export const maskDateInput = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
};

/** "31/12/2024" → Date, or null when incomplete or not a real calendar day. */
export const parseDisplayDate = (text: string): Date | null => {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const date = parse(text, DISPLAY_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
};

/** Date → "yyyy-MM-dd" (the value DynamicInput keeps for dates). */
export const toIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd');

/** "yyyy-MM-dd" or an ISO date-time → local Date, or null. */
export const fromIsoDate = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = parse(value.slice(0, 10), 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : null;
};

export const formatDisplayDate = (date: Date): string => format(date, DISPLAY_DATE_FORMAT);
