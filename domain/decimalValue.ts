import Decimal from 'decimal.js';

/** What the formatting and amount helpers accept: API numerics arrive as strings. */
export type DecimalInput = number | string | Decimal | null | undefined;

/**
 * Reads a number, a decimal string (`1234.56`, as the gateway sends numerics) or a pt-BR string
 * (`1.234,56`, `R$ 1.234,56`, as a user types it) into a Decimal, so no value goes through
 * binary-float arithmetic. Null for empty or unreadable input.
 */
export const toDecimal = (value: DecimalInput): Decimal | null => {
  if (value === null || value === undefined) return null;
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  let text = value.replace(/R\$|\s/g, '');
  if (text === '') return null;
  // A comma marks the pt-BR form, where dots only group thousands.
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  return new Decimal(text);
};

/** `1234567` → `1.234.567`: pt-BR thousands grouping of a string of digits. */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
