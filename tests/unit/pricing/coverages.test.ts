import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { coveragesPremium } from '../../../domain/pricing';

const base = {
  insuredAmountValue: new Decimal('1000000.00'),
  basePremium: new Decimal('2465.75'),
  rate: new Decimal('0.5'),
  deadlineDays: 180,
};

const priced = (coverage: {
  name: string;
  coverageCalculationTypeId: number;
  params: Record<string, string>;
}) => {
  const outcome = coveragesPremium([coverage], base);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.result;
};

describe('coveragesPremium', () => {
  it('type 1: a percentage of the IS, capped by MaxValue, priced at the proposal’s rate and days', () => {
    const result = priced({
      name: 'Multa',
      coverageCalculationTypeId: 1,
      params: { Percentage: '30.0000', MaxValue: '200000.00' },
    });
    // min(300.000, 200.000) × 0,5 % × 180 ÷ 365 = 493,1506…
    expect(result.coverages).toEqual([
      {
        Name: 'Multa',
        CoverageCalculationTypeId: 1,
        InsuredAmountValue: '200000.00',
        Premium: '493.15',
      },
    ]);
    expect(result.steps.map((s) => [s.key, s.formula, s.value])).toEqual([
      [
        'coverage.1.insuredAmountValue',
        'R$ 1.000.000,00 × 30 %, máximo de R$ 200.000,00',
        '200000.00',
      ],
      ['coverage.1.premium', 'R$ 200.000,00 × 0,5 % a.a. × 180 ÷ 365 dias', '493.15'],
      ['coveragesPremium', 'R$ 493,15', '493.15'],
    ]);
  });

  it('type 1 without a cap takes the whole percentage', () => {
    const result = priced({
      name: 'Multa',
      coverageCalculationTypeId: 1,
      params: { Percentage: '10.0000' },
    });
    expect(result.coverages[0].InsuredAmountValue).toBe('100000.00');
    expect(result.coverages[0].Premium).toBe('246.58');
  });

  it('type 2: a fixed insured amount priced at the proposal’s rate and days', () => {
    const result = priced({
      name: 'Trabalhista',
      coverageCalculationTypeId: 2,
      params: { Value: '50000.00' },
    });
    // 50.000 × 0,5 % × 180 ÷ 365 = 123,2876…
    expect(result.coverages[0]).toEqual({
      Name: 'Trabalhista',
      CoverageCalculationTypeId: 2,
      InsuredAmountValue: '50000.00',
      Premium: '123.29',
    });
    expect(result.steps[0].formula).toBe('Valor fixo da cobertura');
  });

  it('type 3: a rate over the main modality’s premium, at least MinPremium', () => {
    const plain = priced({
      name: 'Adicional',
      coverageCalculationTypeId: 3,
      params: { Rate: '10.0000' },
    });
    // 2.465,75 × 10 % = 246,575 → half up 246,58
    expect(plain.coverages[0]).toEqual({
      Name: 'Adicional',
      CoverageCalculationTypeId: 3,
      InsuredAmountValue: null,
      Premium: '246.58',
    });
    expect(plain.steps[0].formula).toBe('R$ 2.465,75 × 10 %');
    const floored = priced({
      name: 'Adicional',
      coverageCalculationTypeId: 3,
      params: { Rate: '10.0000', MinPremium: '300.00' },
    });
    expect(floored.coverages[0].Premium).toBe('300.00');
    expect(floored.steps[0].formula).toBe('R$ 2.465,75 × 10 %, mínimo de R$ 300,00');
  });

  it('adds the coverages up, and answers zero without any', () => {
    const outcome = coveragesPremium(
      [
        { name: 'A', coverageCalculationTypeId: 2, params: { Value: '50000.00' } },
        { name: 'B', coverageCalculationTypeId: 3, params: { Rate: '10.0000' } },
      ],
      base,
    );
    expect(outcome.ok && outcome.result.total.toFixed(2)).toBe('369.87');
    const none = coveragesPremium([], base);
    expect(none.ok && [none.result.total.toFixed(2), none.result.steps]).toEqual(['0.00', []]);
  });

  it('refuses a coverage of an unknown calculation type', () => {
    expect(
      coveragesPremium([{ name: 'Estranha', coverageCalculationTypeId: 9, params: {} }], base),
    ).toEqual({
      ok: false,
      problems: [
        {
          field: 'Coverages',
          message:
            'A cobertura "Estranha" tem um tipo de cálculo desconhecido; revise a parametrização da modalidade.',
        },
      ],
    });
  });
});
