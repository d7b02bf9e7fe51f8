/*
 * The BRL mask works on digit strings (never binary floats), so amounts of any size keep their
 * cents exactly. Display goes through domain/format's formatBRL.
 */

/** Cents as a digit string ("123456") → decimal string ("1234.56"). */
export const centsDigitsToDecimal = (digits: string): string => {
  const padded = digits.replace(/^0+/, '').padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
};

/**
 * What the user typed in a BRL-masked field → the decimal string to keep, or null when empty.
 * Digits fill from the right (cents first), as in the usual currency masks.
 */
export const parseBRLInput = (text: string): string | null => {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return centsDigitsToDecimal(digits);
};
