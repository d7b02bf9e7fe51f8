import { mod11Remainder } from './checkDigits';

/**
 * Nosso número of the Bradesco layout (Bradesco's published boleto layout, Cobrança Bradesco
 * "Dígito do Nosso Número"): 11 digits, with a check digit printed on the slip
 * (never in the barcode) computed módulo 11 with weights 2–7 over carteira (2) + nosso número
 * (11); remainder 0 → "0", remainder 1 → "P", otherwise 11 − remainder.
 */
export const OUR_NUMBER_DIGITS = 11;
export const MAX_OUR_NUMBER = 10 ** OUR_NUMBER_DIGITS - 1;

export const padOurNumber = (ourNumber: number) => {
  if (!Number.isSafeInteger(ourNumber) || ourNumber < 1 || ourNumber > MAX_OUR_NUMBER) {
    throw new Error(`Nosso número fora da faixa: ${ourNumber}`);
  }
  return String(ourNumber).padStart(OUR_NUMBER_DIGITS, '0');
};

export const padCarteira = (carteira: string) => {
  if (!/^\d{1,2}$/.test(carteira)) throw new Error(`Carteira inválida: "${carteira}"`);
  return carteira.padStart(2, '0');
};

export const ourNumberCheckDigit = (carteira: string, ourNumber: number): string => {
  const remainder = mod11Remainder(`${padCarteira(carteira)}${padOurNumber(ourNumber)}`, 7);
  if (remainder === 0) return '0';
  if (remainder === 1) return 'P';
  return String(11 - remainder);
};

/**
 * The sequence in a Bradesco nosso número as printed, compacted (`09000000001234`): carteira (2),
 * nosso número (11), DV (a digit or P).
 */
export const bradescoPrintedSequence = (compact: string): number | null => {
  const match = /^\d{2}(\d{11})[\dP]$/.exec(compact);
  return match ? Number(match[1]) : null;
};

/** As printed on the slip: `09/00000000123-4`. */
export const formatOurNumber = (carteira: string, ourNumber: number) =>
  `${padCarteira(carteira)}/${padOurNumber(ourNumber)}-${ourNumberCheckDigit(carteira, ourNumber)}`;
