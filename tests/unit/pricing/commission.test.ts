import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { calculateCommission } from '../../../domain/pricing';

const premium = new Decimal('2465.75');
const range = { minPercentage: '5', maxPercentage: '30' };

const values = (outcome: ReturnType<typeof calculateCommission>) =>
  outcome.ok
    ? [outcome.result.percentage.toFixed(4), outcome.result.value.toFixed(2)]
    : outcome.problems;

describe('calculateCommission', () => {
  it('by percentage: value = premium × % ÷ 100, half up to cents', () => {
    const outcome = calculateCommission(
      premium,
      { calculatePerComissionPercentage: true, comissionPercentage: '20', comissionValue: '1' },
      range,
    );
    expect(values(outcome)).toEqual(['20.0000', '493.15']);
    expect(outcome.ok && outcome.result.steps.map((s) => [s.key, s.formula])).toEqual([
      ['comissionPercentage', 'Informado, de 5 % a 30 % (perfil do corretor)'],
      ['comissionValue', 'R$ 2.465,75 × 20 %'],
    ]);
    // 2.465,75 × 12,5 % = 308,21875 → 308,22
    expect(
      values(
        calculateCommission(
          premium,
          { calculatePerComissionPercentage: true, comissionPercentage: '12,5' },
          range,
        ),
      ),
    ).toEqual(['12.5000', '308.22']);
  });

  it('by value: % = value ÷ premium × 100, half up to 4 decimals', () => {
    const outcome = calculateCommission(
      premium,
      {
        calculatePerComissionPercentage: false,
        comissionValue: '500.00',
        comissionPercentage: '1',
      },
      range,
    );
    // 500 ÷ 2.465,75 = 0,2027780…
    expect(values(outcome)).toEqual(['20.2778', '500.00']);
    expect(outcome.ok && outcome.result.steps.map((s) => s.key)).toEqual([
      'comissionValue',
      'comissionPercentage',
    ]);
  });

  it('accepts the range’s ends by either route', () => {
    for (const percentage of ['5', '30']) {
      const outcome = calculateCommission(
        premium,
        { calculatePerComissionPercentage: true, comissionPercentage: percentage },
        range,
      );
      expect(outcome.ok).toBe(true);
    }
    // 5 % is 123,2875 → 123,29 and 30 % is 739,725 → 739,73: the values the % route gives.
    for (const value of ['123.29', '739.73']) {
      const outcome = calculateCommission(
        premium,
        { calculatePerComissionPercentage: false, comissionValue: value },
        range,
      );
      expect(outcome.ok).toBe(true);
    }
  });

  it('refuses a percentage outside the broker profile’s range', () => {
    for (const percentage of ['4.99', '30.01', '-1']) {
      expect(
        calculateCommission(
          premium,
          { calculatePerComissionPercentage: true, comissionPercentage: percentage },
          range,
        ),
      ).toEqual({
        ok: false,
        problems: [
          {
            field: 'ComissionPercentage',
            message: 'O percentual de comissão deve ficar entre 5 % e 30 %.',
          },
        ],
      });
    }
  });

  it('refuses a value outside the values of the range', () => {
    for (const value of ['123.28', '739.74']) {
      expect(
        calculateCommission(
          premium,
          { calculatePerComissionPercentage: false, comissionValue: value },
          range,
        ),
      ).toEqual({
        ok: false,
        problems: [
          {
            field: 'ComissionValue',
            message:
              'O valor de comissão deve ficar entre R$ 123,29 e R$ 739,73 (de 5 % a 30 % do prêmio).',
          },
        ],
      });
    }
  });

  it('asks for the driving field when it is missing', () => {
    expect(
      values(calculateCommission(premium, { calculatePerComissionPercentage: true }, range)),
    ).toEqual([{ field: 'ComissionPercentage', message: 'Informe o percentual de comissão.' }]);
    expect(
      values(
        calculateCommission(
          premium,
          { calculatePerComissionPercentage: false, comissionPercentage: '20' },
          range,
        ),
      ),
    ).toEqual([{ field: 'ComissionValue', message: 'Informe o valor de comissão.' }]);
  });
});
