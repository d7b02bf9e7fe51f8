import Decimal from 'decimal.js';
import { type DecimalInput, groupThousands, toDecimal } from './decimalValue';

export { amountInWords } from './amountInWords';
// dates apart, so a screen that shows only amounts does not load date-fns
export { type DateInput, formatDate, formatDateTime, toDate } from './formatDate';
export type { DecimalInput } from './decimalValue';

/** Renders a rounded, non-negative Decimal as `1.234,56`; `-0,00` never shows a sign. */
const ptBRFixed = (amount: Decimal, fractionDigits: number): string => {
  const fixed = amount.abs().toFixed(fractionDigits, Decimal.ROUND_HALF_UP);
  const [integer, fraction] = fixed.split('.');
  const sign = amount.isNegative() && !new Decimal(fixed).isZero() ? '-' : '';
  return `${sign}${groupThousands(integer)}${fraction ? `,${fraction}` : ''}`;
};

/**
 * BRL with prefix R$, comma decimal, dot thousands and 2 decimals (rounded half up):
 * `R$ 1.234,56`, `-R$ 10,00`. The separator after R$ is a plain space so the text compares
 * predictably. Empty string for empty or unreadable input.
 */
export const formatBRL = (value: DecimalInput): string => {
  const amount = toDecimal(value);
  if (!amount) return '';
  const text = ptBRFixed(amount, 2);
  return text.startsWith('-') ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
};

export interface NumberFormatOptions {
  minFractionDigits?: number;
  maxFractionDigits?: number;
}

/** pt-BR number (`1.234,5`), by default with up to 3 decimals like `toLocaleString('pt-BR')`. */
export const formatNumberPtBR = (
  value: DecimalInput,
  { minFractionDigits = 0, maxFractionDigits = 3 }: NumberFormatOptions = {},
): string => {
  const amount = toDecimal(value);
  if (!amount) return '';
  const rounded = amount.toDecimalPlaces(maxFractionDigits, Decimal.ROUND_HALF_UP);
  return ptBRFixed(rounded, Math.max(minFractionDigits, rounded.decimalPlaces()));
};

/** A percentage value (20 means 20 %) rounded to a whole number, with a space before the sign. */
export const formatPercent = (value: DecimalInput): string => {
  const amount = toDecimal(value);
  return amount ? `${ptBRFixed(amount, 0)} %` : '';
};

const ORDINALS = ['Primeiro', 'Segundo', 'Terceiro', 'Quarto', 'Quinto'];

/** 1 to 5 written out (Primeiro … Quinto); other numbers as `6º`. */
export const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}º`;

/**
 * Brazilian phone mask as typed: (DD) XXXX-XXXX for a landline (10 digits), (DD) XXXXX-XXXX for a
 * mobile (11 digits); extra digits are cut.
 */
export const maskPhone = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = `(${digits.slice(0, 2)}) `;
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  return rest.length <= split
    ? `${area}${rest}`
    : `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
};
