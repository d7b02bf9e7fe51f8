import { type DecimalInput, toDecimal } from '../decimalValue';
import { barcodeCheckDigit, mod10 } from './checkDigits';
import { dueDateFactor } from './dueDateFactor';

/**
 * A bank boleto's 44-digit barcode and 47-digit linha digitável (FEBRABAN bloqueto de cobrança):
 *
 * barcode: bank (3) · currency 9 (1) · general check digit (1) · due-date factor (4) ·
 * amount in centavos (10) · free field (25).
 *
 * linha digitável: bank + currency + free field 1–5 + DV · free field 6–15 + DV ·
 * free field 16–25 + DV (each DV módulo 10) · the barcode's check digit · factor + amount.
 */
export const CURRENCY_REAL = '9';
export const MAX_AMOUNT = '99999999.99';

export interface BoletoInput {
  /** COMPE code, 3 digits. */
  bankCode: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Reais, > 0 and ≤ 99.999.999,99, at most 2 decimals. */
  amount: DecimalInput;
  /** 25 digits: the bank's layout (freeField.ts). */
  freeField: string;
}

export interface BoletoCodes {
  barcode: string;
  /** 47 digits, without formatting (formatDigitableLine shows it). */
  digitableLine: string;
}

/** The amount's 10 digits in centavos. */
export const amountField = (amount: DecimalInput): string => {
  const value = toDecimal(amount);
  if (!value || value.lte(0) || value.gt(MAX_AMOUNT) || value.decimalPlaces() > 2) {
    throw new Error(`Valor de boleto inválido: ${String(amount)}`);
  }
  return value.times(100).toFixed(0).padStart(10, '0');
};

export const buildBarcode = ({ bankCode, dueDate, amount, freeField }: BoletoInput): string => {
  if (!/^\d{3}$/.test(bankCode)) throw new Error(`Código de banco inválido: "${bankCode}"`);
  if (!/^\d{25}$/.test(freeField)) throw new Error(`Campo livre inválido: "${freeField}"`);
  const factor = String(dueDateFactor(dueDate)).padStart(4, '0');
  const withoutDigit = `${bankCode}${CURRENCY_REAL}${factor}${amountField(amount)}${freeField}`;
  const digit = barcodeCheckDigit(withoutDigit);
  return `${withoutDigit.slice(0, 4)}${digit}${withoutDigit.slice(4)}`;
};

const withMod10 = (group: string) => `${group}${mod10(group)}`;

/** The linha digitável of a 44-digit barcode. */
export const digitableLineOf = (barcode: string): string => {
  if (!/^\d{44}$/.test(barcode)) throw new Error(`Código de barras inválido: "${barcode}"`);
  const free = barcode.slice(19);
  return [
    withMod10(`${barcode.slice(0, 4)}${free.slice(0, 5)}`),
    withMod10(free.slice(5, 15)),
    withMod10(free.slice(15, 25)),
    barcode[4],
    barcode.slice(5, 19),
  ].join('');
};

export const buildBoleto = (input: BoletoInput): BoletoCodes => {
  const barcode = buildBarcode(input);
  return { barcode, digitableLine: digitableLineOf(barcode) };
};

/** `00190.00009 01234.567890 12345.678901 2 12340000012345` (as banks print it). */
export const formatDigitableLine = (line: string): string => {
  const d = line.replace(/\D/g, '');
  if (d.length !== 47) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
};
