import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  checkInsuredAmount,
  minimumInsuredAmount,
  modalityPremium,
  rateOverrideBounds,
  resolveRate,
  termPremium,
} from '../../../domain/pricing';
import { licitante } from './fixtures';

describe('termPremium', () => {
  it('pins the worked example: R$ 1.000.000,00 at 0,5 % a.a. for 180 days is R$ 2.465,75', () => {
    expect(termPremium('1000000.00', '0.5', 180).toFixed(2)).toBe('2465.75');
  });

  it('rounds half up to cents once, at the end', () => {
    // 1.000.000 × 1 % × 1 ÷ 365 = 27,3972…; 73.000 × 1 % × 1 ÷ 365 = 2,00 exactly.
    expect(termPremium('1000000', '1', 1).toFixed(2)).toBe('27.40');
    expect(termPremium('73000', '1', 1).toFixed(2)).toBe('2.00');
    // 365 × 0,5 % … = 0,005 per day on R$ 365,00: half a cent goes up.
    expect(termPremium('365', '0.5', 1).toFixed(2)).toBe('0.01');
  });

  it('counts a year as 365 days, a whole year costing the annual rate', () => {
    expect(termPremium('1000000', '0.5', 365).toFixed(2)).toBe('5000.00');
  });
});

describe('minimumInsuredAmount', () => {
  it('is the base × percentage ÷ 100, to cents (spec part 2 §5)', () => {
    expect(minimumInsuredAmount('100000', '10').toFixed(2)).toBe('10000.00');
    expect(minimumInsuredAmount('333.33', '33.333').toFixed(2)).toBe('111.11');
  });
});

describe('checkInsuredAmount', () => {
  const withMinimum = { ...licitante, minInsuredAmountValue: '10000.00' };

  it('accepts the bounds themselves and rounds to cents', () => {
    expect(checkInsuredAmount('10000', withMinimum, 'InsuredAmountValue')).toEqual({
      amount: new Decimal('10000'),
      problems: [],
    });
    expect(checkInsuredAmount('5000000.00', withMinimum, 'InsuredAmountValue').problems).toEqual(
      [],
    );
    expect(checkInsuredAmount('1.005', licitante, 'InsuredAmountValue').amount?.toFixed(2)).toBe(
      '1.01',
    );
  });

  it('says the spec’s minimum and maximum messages with the BRL amount', () => {
    expect(checkInsuredAmount('9999.99', withMinimum, 'InsuredAmountValue').problems).toEqual([
      {
        field: 'InsuredAmountValue',
        message:
          'O valor de importância segurada mínimo para a modalidade "Licitante" é de R$ 10.000,00',
      },
    ]);
    expect(
      checkInsuredAmount('5000000.01', withMinimum, 'ComplementaryInsuredAmountValue').problems,
    ).toEqual([
      {
        field: 'ComplementaryInsuredAmountValue',
        message:
          'O valor de importância segurada máximo para a modalidade "Licitante" é de R$ 5.000.000,00',
      },
    ]);
  });

  it('has no minimum when the modality gives none, but wants a positive amount', () => {
    expect(checkInsuredAmount('0.01', licitante, 'InsuredAmountValue').problems).toEqual([]);
    for (const value of [null, undefined, '', '0', '-5', 'abc']) {
      expect(checkInsuredAmount(value, licitante, 'InsuredAmountValue').problems).toEqual([
        {
          field: 'InsuredAmountValue',
          message: 'Informe a importância segurada, um valor maior que zero.',
        },
      ]);
    }
  });
});

describe('resolveRate', () => {
  const holderOnly = { ...licitante, canUseModalityTax: false };

  it('starts from the holder’s base rate', () => {
    expect(resolveRate(holderOnly, '0.80')).toEqual({
      ok: true,
      result: {
        startingRate: new Decimal('0.8'),
        source: 'holder',
        rate: new Decimal('0.8'),
        overridden: false,
      },
    });
  });

  it('starts from the modality’s base rate when CanUseModalityTax', () => {
    const rate = resolveRate(licitante, '0.80');
    expect(rate.ok && [rate.result.source, rate.result.rate.toFixed(4)]).toEqual([
      'modality',
      '0.5000',
    ]);
  });

  it('asks for the holder’s limits and rates when it has no base rate', () => {
    expect(resolveRate(holderOnly, null)).toEqual({
      ok: false,
      problems: [
        {
          field: 'RiskRate',
          message:
            'O tomador não tem taxa base: calcule os limites e taxas do tomador antes de cotar.',
        },
      ],
    });
    // The modality's own rate needs no holder rate.
    expect(resolveRate(licitante, null).ok).toBe(true);
  });

  it('takes a staff rate between 50 % and 300 % of the starting rate, bounds included', () => {
    expect(rateOverrideBounds('0.5')).toEqual({
      minimum: new Decimal('0.25'),
      maximum: new Decimal('1.5'),
    });
    for (const [override, expected] of [
      ['0.25', '0.2500'],
      ['1.5', '1.5000'],
      ['1,2', '1.2000'],
      [0.75, '0.7500'],
    ] as const) {
      const rate = resolveRate(licitante, null, override);
      expect(rate.ok && [rate.result.rate.toFixed(4), rate.result.overridden]).toEqual([
        expected,
        true,
      ]);
    }
    const same = resolveRate(licitante, null, '0.5');
    expect(same.ok && same.result.overridden).toBe(false);
  });

  it('refuses a staff rate outside the bounds in pt-BR', () => {
    for (const override of ['0.2499', '1.5001']) {
      expect(resolveRate(licitante, null, override)).toEqual({
        ok: false,
        problems: [
          {
            field: 'RiskRate',
            message:
              'A taxa deve ficar entre 0,25 % a.a. e 1,5 % a.a. (de 50 % a 300 % da taxa inicial de 0,5 % a.a.).',
          },
        ],
      });
    }
  });

  it('refuses an unreadable or non-positive staff rate', () => {
    for (const override of ['abc', '0', '-1']) {
      const rate = resolveRate(licitante, null, override);
      expect(!rate.ok && rate.problems).toEqual([
        { field: 'RiskRate', message: 'Informe a taxa em % ao ano, um número maior que zero.' },
      ]);
    }
  });
});

describe('modalityPremium', () => {
  const rate = (value: string) => ({
    startingRate: new Decimal(value),
    source: 'modality' as const,
    rate: new Decimal(value),
    overridden: false,
  });

  it('charges the pro-rata when above the minimum premium', () => {
    const priced = modalityPremium({
      insuredAmountValue: new Decimal('1000000'),
      rate: rate('0.5'),
      term: { startDate: '2026-03-10', endDate: '2026-09-06', deadlineDays: 180 },
      minInsurancePremium: '100.00',
    });
    expect(priced.premium.toFixed(2)).toBe('2465.75');
    expect(priced.termPremium.toFixed(2)).toBe('2465.75');
  });

  it('floors the premium at the modality’s minimum premium', () => {
    const priced = modalityPremium({
      insuredAmountValue: new Decimal('10000'),
      rate: rate('0.5'),
      term: { startDate: '2026-03-10', endDate: '2026-04-09', deadlineDays: 30 },
      minInsurancePremium: '100.00',
    });
    expect(priced.termPremium.toFixed(2)).toBe('4.11');
    expect(priced.premium.toFixed(2)).toBe('100.00');
    expect(priced.steps.at(-1)).toEqual({
      key: 'modalityPremium',
      label: 'Prêmio da modalidade',
      formula: 'Maior entre o prêmio pelo prazo (R$ 4,11) e o prêmio mínimo (R$ 100,00)',
      value: '100.00',
      kind: 'money',
    });
  });

  it('keys and labels the steps of a complementary modality apart', () => {
    const priced = modalityPremium(
      {
        insuredAmountValue: new Decimal('1000'),
        rate: rate('1'),
        term: { startDate: '2026-03-10', endDate: '2027-03-10', deadlineDays: 365 },
        minInsurancePremium: '0',
      },
      'complementary.',
      ' (complementar)',
    );
    expect(priced.steps.map((s) => s.key)).toEqual([
      'complementary.insuredAmountValue',
      'complementary.deadlineDays',
      'complementary.startingRate',
      'complementary.riskRate',
      'complementary.termPremium',
      'complementary.minInsurancePremium',
      'complementary.modalityPremium',
    ]);
    expect(priced.steps[0].label).toBe('Importância segurada (complementar)');
  });
});
