import { describe, expect, it } from 'vitest';
import {
  availableLimit,
  calculatePolicyHolderLimits,
  LIMITS_MESSAGES,
  type LimitsFinancials,
} from '../../domain/policyHolderLimits';

const TODAY = new Date(2026, 5, 30);

/** A holder founded exactly `years` whole years before TODAY. */
const foundedYearsAgo = (years: number) => `${2026 - years}-06-30`;

const run = (financials: LimitsFinancials) => {
  const outcome = calculatePolicyHolderLimits(financials, TODAY);
  if (!outcome.ok) throw new Error(outcome.problems.join(' '));
  return outcome.limits;
};

const classOf = (netWorth: string, years: number, foundationDate = foundedYearsAgo(years)) =>
  run({ annualRevenue: '1000000', netWorth, foundationDate }).riskClass;

describe('risk class boundaries (equity ratio = net worth ÷ revenue, whole years)', () => {
  it.each([
    ['500000', 10, 'A'],
    ['499999', 10, 'B'],
    ['300000', 5, 'B'],
    ['299999', 5, 'C'],
    ['150000', 3, 'C'],
    ['149999', 3, 'D'],
    ['50000', 1, 'D'],
    ['49999', 1, 'E'],
  ])('net worth %s over 1.000.000 of revenue, %i years → class %s', (netWorth, years, expected) => {
    expect(classOf(netWorth, years)).toBe(expected);
  });

  it.each([
    ['500000', '2016-07-01', 'B'],
    ['300000', '2021-07-01', 'C'],
    ['150000', '2023-07-01', 'D'],
    ['50000', '2025-07-01', 'E'],
  ])(
    'with the ratio of a class but one day short of its years (%s, founded %s) → class %s',
    (netWorth, foundationDate, expected) => {
      expect(classOf(netWorth, 0, foundationDate)).toBe(expected);
    },
  );

  it('counts a whole year on the anniversary itself', () => {
    expect(
      run({ annualRevenue: '100', netWorth: '50', foundationDate: '2016-06-30' }),
    ).toMatchObject({ riskClass: 'A', yearsOfActivity: 10 });
  });
});

describe('limit and base rate', () => {
  it('caps the limit by the class share of the revenue (A: 30 % of revenue)', () => {
    const limits = run({
      annualRevenue: '10000000',
      netWorth: '5000000',
      foundationDate: '2000-01-01',
    });
    expect(limits.limitValue.toFixed(2)).toBe('3000000.00');
    expect(limits.baseRate.toFixed(2)).toBe('0.80');
  });

  it('grants the class share of the net worth when that is smaller (B: 80 %)', () => {
    const limits = run({
      annualRevenue: '10000000',
      netWorth: '3000000',
      foundationDate: '2020-01-01',
    });
    expect(limits.riskClass).toBe('B');
    expect(limits.limitValue.toFixed(2)).toBe('2400000.00');
    expect(limits.baseRate.toFixed(2)).toBe('1.20');
  });

  it('rounds the limit down to whole thousands of reais (C: 60 % of 150.999 = 90.599,40)', () => {
    const limits = run({
      annualRevenue: '1000000',
      netWorth: '150999',
      foundationDate: '2020-01-01',
    });
    expect(limits.riskClass).toBe('C');
    expect(limits.limitValue.toFixed(2)).toBe('90000.00');
    expect(limits.baseRate.toFixed(2)).toBe('1.80');
  });

  it('gives D 40 % of the net worth at 2,50 % a.a. and E 20 % at 3,50 % a.a.', () => {
    const d = run({ annualRevenue: '1000000', netWorth: '50000', foundationDate: '2024-01-01' });
    expect([d.riskClass, d.limitValue.toFixed(2), d.baseRate.toFixed(2)]).toEqual([
      'D',
      '20000.00',
      '2.50',
    ]);
    const e = run({ annualRevenue: '1000000', netWorth: '40000', foundationDate: '2026-01-01' });
    expect([e.riskClass, e.limitValue.toFixed(2), e.baseRate.toFixed(2)]).toEqual([
      'E',
      '8000.00',
      '3.50',
    ]);
  });

  it('gives no limit to a holder with zero or negative net worth (class E)', () => {
    for (const netWorth of ['0', '-250000']) {
      const limits = run({ annualRevenue: '1000000', netWorth, foundationDate: '1990-01-01' });
      expect(limits.riskClass).toBe('E');
      expect(limits.limitValue.isZero()).toBe(true);
    }
  });

  it('reads pt-BR money as typed, in decimal arithmetic', () => {
    const limits = run({
      annualRevenue: 'R$ 1.000.000,00',
      netWorth: '500.000,00',
      foundationDate: '10/01/2010',
    });
    expect(limits.riskClass).toBe('A');
    expect(limits.equityRatio.toString()).toBe('0.5');
  });
});

describe('missing or impossible financials', () => {
  it('names every missing field', () => {
    const outcome = calculatePolicyHolderLimits(
      { annualRevenue: null, netWorth: '', foundationDate: undefined },
      TODAY,
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [
        LIMITS_MESSAGES.revenueMissing,
        LIMITS_MESSAGES.netWorthMissing,
        LIMITS_MESSAGES.foundationMissing,
      ],
    });
  });

  it('refuses a zero revenue and a foundation date in the future', () => {
    const outcome = calculatePolicyHolderLimits(
      { annualRevenue: '0', netWorth: '100', foundationDate: '2026-07-01' },
      TODAY,
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [LIMITS_MESSAGES.revenueNotPositive, LIMITS_MESSAGES.foundationInFuture],
    });
  });
});

describe('available limit', () => {
  it('is the limit minus what is used, never below zero', () => {
    expect(availableLimit('1000000.00', '250000.50').toFixed(2)).toBe('749999.50');
    expect(availableLimit('1000.00', '5000.00').toFixed(2)).toBe('0.00');
  });
});
