import Decimal from 'decimal.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatDate,
  formatDateTime,
  formatNumberPtBR,
  formatPercent,
  ordinal,
  toDate,
} from '../../domain/format';

// West of Greenwich a date-only value read as UTC midnight would fall on the day before;
// Node applies a TZ change at once.
const originalTz = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [1, 'R$ 1,00'],
    [0.5, 'R$ 0,50'],
    [1234.56, 'R$ 1.234,56'],
    [1_000_000, 'R$ 1.000.000,00'],
    [-1234.5, '-R$ 1.234,50'],
    [-0.001, 'R$ 0,00'],
    ['1234.5', 'R$ 1.234,50'],
    ['1.234,56', 'R$ 1.234,56'],
    ['R$ 10,00', 'R$ 10,00'],
    ['123456789012345.67', 'R$ 123.456.789.012.345,67'],
    [new Decimal('9999999999.999'), 'R$ 10.000.000.000,00'],
  ] as const)('formats %j as %s', (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it('rounds half up on the decimal value, not the binary float', () => {
    // 1.005 is 1.00499999999999989… as a binary float; toFixed(2) would give 1.00
    expect(formatBRL(1.005)).toBe('R$ 1,01');
    expect(formatBRL('2.675')).toBe('R$ 2,68');
    expect(formatBRL(0.1 + 0.2)).toBe('R$ 0,30');
  });

  it('returns an empty string for empty or unreadable input', () => {
    expect(formatBRL(null)).toBe('');
    expect(formatBRL(undefined)).toBe('');
    expect(formatBRL('')).toBe('');
    expect(formatBRL('abc')).toBe('');
    expect(formatBRL(Number.NaN)).toBe('');
  });
});

describe('formatNumberPtBR', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumberPtBR(1234.5)).toBe('1.234,5');
    expect(formatNumberPtBR('1234567')).toBe('1.234.567');
    expect(formatNumberPtBR(0.12345)).toBe('0,123');
    expect(formatNumberPtBR(-9876.54321, { maxFractionDigits: 2 })).toBe('-9.876,54');
    expect(formatNumberPtBR(12, { minFractionDigits: 2 })).toBe('12,00');
    expect(formatNumberPtBR(null)).toBe('');
  });
});

describe('formatPercent', () => {
  it('rounds to a whole number with a space before the sign', () => {
    expect(formatPercent(12)).toBe('12 %');
    expect(formatPercent(12.4)).toBe('12 %');
    expect(formatPercent(12.5)).toBe('13 %');
    expect(formatPercent('0.49')).toBe('0 %');
    expect(formatPercent(-3.5)).toBe('-4 %');
    expect(formatPercent(1500)).toBe('1.500 %');
    expect(formatPercent(undefined)).toBe('');
  });
});

describe('formatDate', () => {
  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2024-03-01')).toBe('01/03/2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate('2024-12-31T00:00:00')).toBe('31/12/2024');
  });

  it('formats Date objects and zoned ISO strings in local time', () => {
    expect(formatDate(new Date(2024, 1, 29))).toBe('29/02/2024');
    // 02:00 UTC is still the evening before in São Paulo (UTC-3)
    expect(formatDate('2024-06-15T02:00:00Z')).toBe('14/06/2024');
  });

  it('accepts a value already in DD/MM/YYYY', () => {
    expect(formatDate('05/11/2023')).toBe('05/11/2023');
  });

  it('returns an empty string for empty or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(toDate('31/02/2024')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('renders DD/MM/YYYY às HH:mm in local time', () => {
    expect(formatDateTime('2024-03-01T14:05:00')).toBe('01/03/2024 às 14:05');
    expect(formatDateTime('2024-03-01T14:05:00Z')).toBe('01/03/2024 às 11:05');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59))).toBe('31/12/2023 às 23:59');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('ordinal', () => {
  it('writes 1 to 5 out', () => {
    expect([1, 2, 3, 4, 5].map(ordinal)).toEqual([
      'Primeiro',
      'Segundo',
      'Terceiro',
      'Quarto',
      'Quinto',
    ]);
  });

  it('falls back to the numeral for other numbers', () => {
    expect(ordinal(6)).toBe('6º');
    expect(ordinal(0)).toBe('0º');
  });
});
