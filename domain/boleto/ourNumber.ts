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

/**
 * Segment T positions 38–57 ("identificação do título no banco") as Bradesco writes them in its
 * CNAB 240 cobrança layout: carteira in 3 digits (38–40), five zeros (41–45), the nosso número
 * in 11 (46–56) and its DV (57, a digit or P) — `00900000000000001239` for carteira 09, nosso
 * número 123.
 */
export const bradescoReturnField = (carteira: string, ourNumber: number) =>
  `${padCarteira(carteira).padStart(3, '0')}00000${padOurNumber(ourNumber)}${ourNumberCheckDigit(carteira, ourNumber)}`;

/** The nosso número in Bradesco's segment T positions 38–57; null when its DV does not check. */
export const bradescoOurNumberOfReturn = (field: string): number | null => {
  const match = /^0(\d{2})00000(\d{11})([\dP])$/.exec(field);
  if (!match) return null;
  const ourNumber = Number(match[2]);
  if (ourNumber < 1 || ourNumberCheckDigit(match[1], ourNumber) !== match[3]) return null;
  return ourNumber;
};
