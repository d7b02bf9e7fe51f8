import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_RETROACTIVE_DAYS,
  cancellationDateProblems,
  cancellationMethodOf,
  cancellationRefund,
  SHORT_RATE_TABLE,
  shortRatePercent,
} from '../../domain/cancellationRefund';
import { addDays } from '../../domain/policyTerm';

const YEAR = { startDate: '2026-01-01', endDate: '2027-01-01' }; // 365 days
const refundOf = (
  cancellationDate: string,
  method: 'PRO_RATA' | 'PRAZO_CURTO',
  premium = '3650.00',
  term = YEAR,
) => cancellationRefund({ premium, ...term, cancellationDate, method });

describe('pro rata temporis', () => {
  it('keeps the premium of the days that ran and refunds the rest', () => {
    const result = refundOf(addDays(YEAR.startDate, 100), 'PRO_RATA');
    expect(result).toMatchObject({
      DaysInForce: 100,
      TermDays: 365,
      RetainedPremium: '1000.00',
      RefundValue: '2650.00',
      MethodName: 'Pro rata temporis',
    });
  });

  it('refunds everything on the first day or before the start, nothing on the last day', () => {
    expect(refundOf(YEAR.startDate, 'PRO_RATA').RefundValue).toBe('3650.00');
    expect(refundOf('2025-12-20', 'PRO_RATA')).toMatchObject({
      DaysInForce: 0,
      RefundValue: '3650.00',
    });
    expect(refundOf(YEAR.endDate, 'PRO_RATA')).toMatchObject({
      DaysInForce: 365,
      RefundValue: '0.00',
    });
    expect(refundOf('2027-06-01', 'PRO_RATA').DaysInForce).toBe(365);
  });

  it('rounds the retained premium half-up to the cent; both parts add up to the premium', () => {
    const result = refundOf(addDays(YEAR.startDate, 1), 'PRO_RATA', '1000.00');
    // 1000 / 365 = 2.7397… → 2.74
    expect(result.RetainedPremium).toBe('2.74');
    expect(result.RefundValue).toBe('997.26');
    for (let day = 0; day <= 365; day += 7) {
      const parts = refundOf(addDays(YEAR.startDate, day), 'PRO_RATA', '1234.57');
      expect(new Decimal(parts.RetainedPremium).plus(parts.RefundValue).toFixed(2)).toBe('1234.57');
    }
  });

  it('counts a leap year as 366 days', () => {
    const leap = { startDate: '2028-01-01', endDate: '2029-01-01' };
    expect(refundOf('2028-07-01', 'PRO_RATA', '366.00', leap)).toMatchObject({
      TermDays: 366,
      DaysInForce: 182,
      RetainedPremium: '182.00',
    });
  });
});

describe('the SUSEP short-rate table', () => {
  it('takes each row exactly on its day of a one-year term', () => {
    for (const [days, percent] of SHORT_RATE_TABLE) {
      expect(shortRatePercent(days, 365), `${days} dias`).toBe(percent);
    }
  });

  it('takes the next row up between two rows, 0 when nothing ran, 100 after the term', () => {
    expect(shortRatePercent(0, 365)).toBe(0);
    expect(shortRatePercent(1, 365)).toBe(13);
    expect(shortRatePercent(16, 365)).toBe(20);
    expect(shortRatePercent(30, 365)).toBe(20);
    expect(shortRatePercent(31, 365)).toBe(27);
    expect(shortRatePercent(346, 365)).toBe(100);
    expect(shortRatePercent(400, 365)).toBe(100);
  });

  it('scales other terms to the year: a row of D days is D/365 of the term', () => {
    // two years: 30 days of 730 are 15/365 of the term → 13 %; 31 days → the 30-day row (20 %)
    expect(shortRatePercent(30, 730)).toBe(13);
    expect(shortRatePercent(31, 730)).toBe(20);
    // 182 days: 90 days are 180.5/365 of the term → the 195-day row; 97 (194.5) too; 98 → 210
    expect(shortRatePercent(90, 182)).toBe(73);
    expect(shortRatePercent(97, 182)).toBe(73);
    expect(shortRatePercent(98, 182)).toBe(75);
  });

  it('keeps the percentage of the premium and refunds the rest', () => {
    expect(refundOf(addDays(YEAR.startDate, 100), 'PRAZO_CURTO', '10000.00')).toMatchObject({
      DaysInForce: 100,
      RetainedPercentage: '46',
      RetainedPremium: '4600.00',
      RefundValue: '5400.00',
      MethodName: 'Tabela de prazo curto (SUSEP)',
    });
    expect(refundOf(YEAR.startDate, 'PRAZO_CURTO', '10000.00').RefundValue).toBe('10000.00');
    expect(refundOf(addDays(YEAR.startDate, 364), 'PRAZO_CURTO', '10000.00').RefundValue).toBe(
      '0.00',
    );
  });

  it('never refunds more than pro rata', () => {
    for (let day = 0; day <= 365; day += 1) {
      const date = addDays(YEAR.startDate, day);
      const short = new Decimal(refundOf(date, 'PRAZO_CURTO').RefundValue);
      expect(short.lte(refundOf(date, 'PRO_RATA').RefundValue), date).toBe(true);
    }
  });
});

describe('the method and the date', () => {
  it('falls back to pro rata for an unknown or absent method', () => {
    expect(cancellationMethodOf('PRAZO_CURTO')).toBe('PRAZO_CURTO');
    expect(cancellationMethodOf(null)).toBe('PRO_RATA');
    expect(cancellationMethodOf('X')).toBe('PRO_RATA');
  });

  it('accepts today back to the retroactive limit, before the end of the term', () => {
    const today = '2026-06-30';
    const term = { endDate: '2027-01-01', today };
    expect(cancellationDateProblems(today, term)).toEqual([]);
    expect(cancellationDateProblems(addDays(today, -CANCELLATION_RETROACTIVE_DAYS), term)).toEqual(
      [],
    );
    expect(
      cancellationDateProblems(addDays(today, -CANCELLATION_RETROACTIVE_DAYS - 1), term)[0],
    ).toContain(`no máximo ${CANCELLATION_RETROACTIVE_DAYS} dias`);
    expect(cancellationDateProblems('2026-07-01', term)[0]).toContain('futura');
    expect(cancellationDateProblems('2026-02-30', term)[0]).toContain('CancellationDate');
    expect(cancellationDateProblems(today, { endDate: today, today })[0]).toContain(
      'fim de vigência',
    );
  });
});
