import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { parseIsoDay } from '../policyTerm';
import type { Field } from './layout';

/** A field's value as read, or the reason it could not be (without the line prefix). */
export type FieldRead<T> = { value: T } | { problem: string };

export const slice = (line: string, field: Field) =>
  line.slice(field.start - 1, field.start - 1 + field.length);

const invalid = (field: Field, raw: string) =>
  `${field.label} ${field.feminine ? 'inválida' : 'inválido'} ("${raw}")`;

const DIGITS = /^\d+$/;

/** The raw characters of an alphanumeric field, trimmed. */
export const readAlpha = (line: string, field: Field) => slice(line, field).trim();

/** A numeric field: digits only (a bank fills an unused numeric field with zeros). */
export const readDigits = (line: string, field: Field): FieldRead<string> => {
  const raw = slice(line, field);
  return DIGITS.test(raw) ? { value: raw } : { problem: invalid(field, raw) };
};

export const readNumber = (line: string, field: Field): FieldRead<number> => {
  const read = readDigits(line, field);
  return 'value' in read ? { value: Number(read.value) } : read;
};

/** Digits with two implied decimals ("000000000012345" → "123.45"), never a binary float. */
export const readMoney = (line: string, field: Field): FieldRead<string> => {
  const read = readDigits(line, field);
  if (!('value' in read)) return read;
  return { value: new Decimal(read.value).div(100).toFixed(2) };
};

/** DDMMAAAA as an ISO day; all zeros is "no date" (null) where the field is optional. */
export const readDate = (line: string, field: Field): FieldRead<string | null> => {
  const raw = slice(line, field);
  if (field.optional && (raw === '00000000' || raw.trim() === '')) return { value: null };
  if (!/^\d{8}$/.test(raw)) return { problem: invalid(field, raw) };
  const iso = `${raw.slice(4, 8)}-${raw.slice(2, 4)}-${raw.slice(0, 2)}`;
  return parseIsoDay(iso) ? { value: iso } : { problem: invalid(field, raw) };
};

/** What the writer puts in a field (numbers and money as text or Decimal, dates as ISO days). */
export type FieldValue = string | number | Decimal | null | undefined;

const moneyDigits = (field: Field, value: DecimalInput) => {
  const amount = toDecimal(value);
  if (!amount || amount.isNegative() || !amount.times(100).isInteger()) {
    throw new Error(`CNAB 240: ${field.label} ${String(value)} não é um valor em reais.`);
  }
  return amount.times(100).toFixed(0);
};

const dateDigits = (field: Field, value: FieldValue) => {
  if (value === null || value === undefined || value === '') return '00000000';
  const day = parseIsoDay(value);
  if (!day) throw new Error(`CNAB 240: ${field.label} ${String(value)} não é uma data AAAA-MM-DD.`);
  const iso = String(value).slice(0, 10);
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
};

/** The field's characters for `value`, exactly `field.length` long. */
export const formatField = (field: Field, value: FieldValue): string => {
  if (field.kind === 'alpha') {
    return String(value ?? '')
      .slice(0, field.length)
      .padEnd(field.length, ' ');
  }
  let digits: string;
  if (field.kind === 'date') digits = dateDigits(field, value);
  else if (field.kind === 'money') digits = moneyDigits(field, value ?? 0);
  else digits = String(value ?? '').replace(/\D/g, '') || '0';
  if (digits.length > field.length) {
    throw new Error(`CNAB 240: ${field.label} "${digits}" passa de ${field.length} dígitos.`);
  }
  return digits.padStart(field.length, '0');
};
