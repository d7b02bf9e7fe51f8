import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  type ProposalPremiumInput,
  type ProposalPremiumOptions,
  calculateProposalPremium,
  minimumInsuredAmount,
} from '../../../domain/pricing';
import { baseInput, baseOptions, licitante } from './fixtures';

const calculate = (
  input: Partial<ProposalPremiumInput> = {},
  options: Partial<ProposalPremiumOptions> = {},
) => calculateProposalPremium(baseInput(input), baseOptions(options));

const result = (input: Partial<ProposalPremiumInput> = {}, options = {}) => {
  const outcome = calculate(input, options);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.result;
};

const problems = (input: Partial<ProposalPremiumInput> = {}, options = {}) => {
  const outcome = calculate(input, options);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
};

const memoryValue = (memory: { key: string; value: string }[], key: string) =>
  memory.find((s) => s.key === key)?.value;

const judicial = {
  ...licitante,
  name: 'Judicial trabalhista',
  minInsurancePremium: '50.00',
  baseRate: '1.0000',
  maxInsuredAmountValue: '300000.00',
  minPeriodInDays: 30,
  maxPeriodInDays: 365,
};

describe('calculateProposalPremium: the worked example', () => {
  it('IS R$ 1.000.000,00 at 0,5 % a.a. for 180 days is R$ 2.465,75', () => {
    expect(result({ numberOfInstallment: 3 })).toEqual({
      Tax: '0.5000',
      StartingTax: '0.5000',
      TaxSource: 'modality',
      StartDate: '2026-03-10',
      EndDate: '2026-09-06',
      DeadlineDays: 180,
      InsuredAmountValue: '1000000.00',
      MinInsurancePremium: '100.00',
      MainModalityPremium: '2465.75',
      Complementary: null,
      ComplementaryModalityPremium: null,
      Coverages: [],
      CoveragesPremium: '0.00',
      InsurancePremium: '2465.75',
      ComissionPercentage: '20.0000',
      ComissionValue: '493.15',
      IofPercentage: '0.0000',
      IofValue: '0.00',
      TotalWithIof: '2465.75',
      NumberOfInstallment: 3,
      InstallmentValues: ['821.93', '821.91', '821.91'],
      GracePeriod: 0,
      InstallmentResult: { PossibleInstallments: 10, PossibleGracePeriodsInDays: [0, 15, 30] },
      CalculationMemory: expect.any(Array),
    });
  });

  it('writes every factor and intermediate value in the calculation memory, in order', () => {
    const memory = result({ numberOfInstallment: 3 }).CalculationMemory;
    expect(memory.map((s) => [s.key, s.label, s.formula, s.value])).toEqual([
      ['insuredAmountValue', 'Importância segurada', 'Informada', '1000000.00'],
      ['deadlineDays', 'Prazo em dias', '06/09/2026 − 10/03/2026', '180'],
      [
        'startingRate',
        'Taxa inicial (% a.a.)',
        'Taxa base da modalidade (a modalidade pode usar a própria taxa)',
        '0.5000',
      ],
      ['riskRate', 'Taxa aplicada (% a.a.)', 'Taxa inicial', '0.5000'],
      [
        'termPremium',
        'Prêmio pelo prazo',
        'R$ 1.000.000,00 × 0,5 % a.a. × 180 ÷ 365 dias',
        '2465.75',
      ],
      ['minInsurancePremium', 'Prêmio mínimo da modalidade', 'Parâmetro da modalidade', '100.00'],
      [
        'modalityPremium',
        'Prêmio da modalidade',
        'Maior entre o prêmio pelo prazo (R$ 2.465,75) e o prêmio mínimo (R$ 100,00)',
        '2465.75',
      ],
      ['insurancePremium', 'Prêmio total', 'R$ 2.465,75 (modalidade)', '2465.75'],
      [
        'premiumCeiling',
        'Prêmio máximo permitido',
        'R$ 1.000.000,00 × 10 % (limite de prêmio sobre a importância segurada)',
        '100000.00',
      ],
      [
        'comissionPercentage',
        'Percentual de comissão',
        'Informado, de 0 % a 30 % (perfil do corretor)',
        '20.0000',
      ],
      ['comissionValue', 'Valor de comissão', 'R$ 2.465,75 × 20 %', '493.15'],
      ['iofPercentage', 'IOF (%)', 'Parâmetro da seguradora', '0.0000'],
      ['iofValue', 'Valor do IOF', 'R$ 2.465,75 × 0 %', '0.00'],
      ['totalWithIof', 'Prêmio total com IOF', 'R$ 2.465,75 + R$ 0,00', '2465.75'],
      [
        'possibleInstallments',
        'Parcelas possíveis',
        'Até 10 (máximo de 10, parcela mínima de R$ 200,00)',
        '10',
      ],
      ['numberOfInstallment', 'Número de parcelas', 'Informado', '3'],
      [
        'installmentValue',
        'Valor da parcela',
        'R$ 2.465,75 ÷ 3, a primeira com os centavos restantes (R$ 821,93)',
        '821.91',
      ],
      ['gracePeriod', 'Carência (dias)', 'Não informada: a primeira possível', '0'],
    ]);
    for (const s of memory) {
      const pattern = {
        money: /^\d+\.\d{2}$/,
        rate: /^\d+\.\d{4}$/,
        days: /^\d+$/,
        count: /^\d+$/,
      };
      expect(s.value).toMatch(pattern[s.kind]);
    }
  });

  it('gives the same premium from the end date as from the days', () => {
    const byDates = result({ deadlineDays: undefined, endDate: '2026-09-06' });
    expect([byDates.DeadlineDays, byDates.InsurancePremium]).toEqual([180, '2465.75']);
    const both = result({ endDate: '2026-09-06', deadlineDays: 180 });
    expect(both.InsurancePremium).toBe('2465.75');
    expect(problems({ endDate: '2026-09-07', deadlineDays: 180 })).toEqual([
      {
        field: 'DeadlineDays',
        message: 'O prazo de 180 dias não corresponde às datas de vigência, que somam 181 dias.',
      },
    ]);
  });

  it('reads pt-BR and number inputs the same as decimal strings', () => {
    const typed = result({ insuredAmountValue: 'R$ 1.000.000,00', comissionPercentage: 20 });
    expect([typed.InsurancePremium, typed.ComissionValue]).toEqual(['2465.75', '493.15']);
  });
});

describe('calculateProposalPremium: minimum premium and rate', () => {
  it('floors the premium at the modality’s minimum premium', () => {
    const floored = result({ insuredAmountValue: '10000', deadlineDays: 30 });
    expect(floored.MainModalityPremium).toBe('100.00');
    expect(memoryValue(floored.CalculationMemory, 'termPremium')).toBe('4.11');
    expect(floored.ComissionValue).toBe('20.00');
  });

  it('starts from the holder’s base rate unless the modality can use its own', () => {
    const holder = result({ modality: { ...licitante, canUseModalityTax: false } });
    // 1.000.000 × 0,8 % × 180 ÷ 365 = 3.945,2054…
    expect([holder.Tax, holder.TaxSource, holder.InsurancePremium]).toEqual([
      '0.8000',
      'holder',
      '3945.21',
    ]);
    expect(memoryValue(holder.CalculationMemory, 'startingRate')).toBe('0.8000');
    expect(
      problems({ modality: { ...licitante, canUseModalityTax: false }, holderBaseRate: null }),
    ).toEqual([
      {
        field: 'RiskRate',
        message:
          'O tomador não tem taxa base: calcule os limites e taxas do tomador antes de cotar.',
      },
    ]);
  });

  it('prices at the staff rate within its bounds, keeping the starting rate in the memory', () => {
    const changed = result({ riskRateOverride: '1' });
    expect([changed.Tax, changed.StartingTax, changed.InsurancePremium]).toEqual([
      '1.0000',
      '0.5000',
      '4931.51',
    ]);
    const step = changed.CalculationMemory.find((s) => s.key === 'riskRate');
    expect(step?.formula).toBe('Alterada pela seguradora, entre 0,25 % e 1,5 % a.a.');
    expect(problems({ riskRateOverride: '1.6' })).toEqual([
      {
        field: 'RiskRate',
        message:
          'A taxa deve ficar entre 0,25 % a.a. e 1,5 % a.a. (de 50 % a 300 % da taxa inicial de 0,5 % a.a.).',
      },
    ]);
  });
});

describe('calculateProposalPremium: coverages and complementary modality', () => {
  it('adds each coverage type’s premium to the total', () => {
    const priced = result({
      coverages: [
        { name: 'Multa', coverageCalculationTypeId: 1, params: { Percentage: '20.0000' } },
        { name: 'Trabalhista', coverageCalculationTypeId: 2, params: { Value: '50000.00' } },
        { name: 'Adicional', coverageCalculationTypeId: 3, params: { Rate: '10.0000' } },
      ],
    });
    // 200.000 → 493,15; 50.000 → 123,29; 10 % of 2.465,75 → 246,58.
    expect(priced.Coverages.map((c) => c.Premium)).toEqual(['493.15', '123.29', '246.58']);
    expect(priced.CoveragesPremium).toBe('863.02');
    expect(priced.InsurancePremium).toBe('3328.77');
    expect(priced.ComissionValue).toBe('665.75');
    expect(memoryValue(priced.CalculationMemory, 'insurancePremium')).toBe('3328.77');
    expect(priced.CalculationMemory.find((s) => s.key === 'insurancePremium')?.formula).toBe(
      'R$ 2.465,75 (modalidade) + R$ 863,02 (coberturas)',
    );
  });

  it('refuses a coverage of an unknown type', () => {
    expect(
      problems({ coverages: [{ name: 'X', coverageCalculationTypeId: 7, params: {} }] }),
    ).toMatchObject([{ field: 'Coverages' }]);
  });

  it('prices the complementary modality the same way, at its own rate, and adds it', () => {
    const priced = result({
      complementary: {
        modality: judicial,
        insuredAmountValue: '200000',
        startDate: '2026-03-10',
        deadlineDays: 90,
      },
    });
    // 200.000 × 1 % × 90 ÷ 365 = 493,1506…
    expect(priced.Complementary).toEqual({
      StartDate: '2026-03-10',
      EndDate: '2026-06-08',
      DeadlineDays: 90,
      InsuredAmountValue: '200000.00',
      Tax: '1.0000',
      MinInsurancePremium: '50.00',
      Premium: '493.15',
    });
    expect(priced.ComplementaryModalityPremium).toBe('493.15');
    expect(priced.InsurancePremium).toBe('2958.90');
    expect(memoryValue(priced.CalculationMemory, 'premiumCeiling')).toBe('120000.00');
    const keys = priced.CalculationMemory.map((s) => s.key);
    expect(keys).toContain('complementary.termPremium');
    expect(priced.CalculationMemory.find((s) => s.key === 'complementary.termPremium')).toEqual({
      key: 'complementary.termPremium',
      label: 'Prêmio pelo prazo (modalidade complementar "Judicial trabalhista")',
      formula: 'R$ 200.000,00 × 1 % a.a. × 90 ÷ 365 dias',
      value: '493.15',
      kind: 'money',
    });
  });

  it('gives the complementary modality the main term when it has none of its own', () => {
    const priced = result({
      complementary: { modality: judicial, insuredAmountValue: '200000' },
    });
    // 200.000 × 1 % × 180 ÷ 365 = 986,3013…
    expect(priced.Complementary).toMatchObject({ DeadlineDays: 180, Premium: '986.30' });
  });

  it('checks the complementary modality’s own limits on its own fields', () => {
    expect(
      problems({
        complementary: {
          modality: judicial,
          insuredAmountValue: '300000.01',
          startDate: '2026-03-10',
          deadlineDays: 366,
        },
      }),
    ).toEqual([
      {
        field: 'ComplementaryInsuredAmountValue',
        message:
          'O valor de importância segurada máximo para a modalidade "Judicial trabalhista" é de R$ 300.000,00',
      },
      {
        field: 'ComplementaryDeadlineDays',
        message: 'Prazo de dias para essa modalidade não pode ser maior que 365',
      },
    ]);
    expect(
      problems({
        complementary: { modality: judicial, insuredAmountValue: '1000', startDate: 'amanhã' },
      }),
    ).toMatchObject([{ field: 'ComplementaryStartDate' }, { field: 'ComplementaryDeadlineDays' }]);
  });
});

describe('calculateProposalPremium: commission, IOF and ceiling', () => {
  it('drives the commission by value when asked', () => {
    const byValue = result({ calculatePerComissionPercentage: false, comissionValue: '500.00' });
    expect([byValue.ComissionValue, byValue.ComissionPercentage]).toEqual(['500.00', '20.2778']);
  });

  it('refuses a commission outside the broker profile’s range', () => {
    expect(problems({ comissionPercentage: '31' })).toEqual([
      {
        field: 'ComissionPercentage',
        message: 'O percentual de comissão deve ficar entre 0 % e 30 %.',
      },
    ]);
    expect(
      problems({ calculatePerComissionPercentage: false, comissionValue: '800' }),
    ).toMatchObject([{ field: 'ComissionValue' }]);
  });

  it('charges no IOF by default and the tenant’s IOF when set, the instalments paying it', () => {
    expect(result().IofValue).toBe('0.00');
    const taxed = result({ numberOfInstallment: 2 }, { iofPercentage: '7.38' });
    // 2.465,75 × 7,38 % = 181,972…
    expect([taxed.IofPercentage, taxed.IofValue, taxed.TotalWithIof]).toEqual([
      '7.3800',
      '181.97',
      '2647.72',
    ]);
    expect(taxed.InstallmentValues).toEqual(['1323.86', '1323.86']);
    expect(taxed.ComissionValue).toBe('493.15');
  });

  it('enforces the premium/IS ceiling, 10 % by default', () => {
    // R$ 1.000 at the R$ 100,00 minimum is exactly 10 %: allowed.
    expect(result({ insuredAmountValue: '1000', deadlineDays: 30 }).InsurancePremium).toBe(
      '100.00',
    );
    expect(
      problems({
        insuredAmountValue: '1000',
        deadlineDays: 30,
        modality: { ...licitante, minInsurancePremium: '150.00' },
      }),
    ).toEqual([
      {
        field: 'InsurancePremium',
        message:
          'O prêmio de R$ 150,00 ultrapassa o limite de 10 % da importância segurada (máximo de R$ 100,00).',
      },
    ]);
    const raised = result(
      {
        insuredAmountValue: '1000',
        deadlineDays: 30,
        modality: { ...licitante, minInsurancePremium: '150.00' },
      },
      { maxPremiumPercentage: '15' },
    );
    expect(raised.InsurancePremium).toBe('150.00');
  });
});

describe('calculateProposalPremium: instalments', () => {
  it('defaults to 1 instalment and the first grace period', () => {
    const single = result();
    expect([single.NumberOfInstallment, single.InstallmentValues, single.GracePeriod]).toEqual([
      1,
      ['2465.75'],
      0,
    ]);
  });

  it('splits the total so the cents add up exactly', () => {
    const split = result({ numberOfInstallment: 9, gracePeriod: 30 });
    const sum = split.InstallmentValues.reduce((t, v) => t.plus(v), new Decimal(0));
    expect(sum.toFixed(2)).toBe(split.TotalWithIof);
    expect(split.InstallmentValues[0]).toBe('273.99');
    expect(split.GracePeriod).toBe(30);
  });

  it('reports too many instalments and a grace period not offered together with the rest', () => {
    expect(
      problems({ numberOfInstallment: 11, gracePeriod: 45, comissionPercentage: '40' }),
    ).toEqual([
      {
        field: 'ComissionPercentage',
        message: 'O percentual de comissão deve ficar entre 0 % e 30 %.',
      },
      {
        field: 'NumberOfInstallment',
        message: 'O número de parcelas deve ser um número inteiro de 1 a 10.',
      },
      { field: 'GracePeriod', message: 'A carência deve ser uma das opções: 0, 15, 30 dias.' },
    ]);
  });

  it('applies the modality’s override of the payment code', () => {
    const priced = result({}, { installmentOverride: { MaxInstallments: 2 } });
    expect(priced.InstallmentResult.PossibleInstallments).toBe(2);
  });
});

describe('calculateProposalPremium: IS, days and start-date limits', () => {
  it('says the spec’s IS messages', () => {
    const withMinimum = {
      ...licitante,
      minInsuredAmountValue: minimumInsuredAmount('100000', '10'),
    };
    expect(problems({ modality: withMinimum, insuredAmountValue: '9999.99' })).toEqual([
      {
        field: 'InsuredAmountValue',
        message:
          'O valor de importância segurada mínimo para a modalidade "Licitante" é de R$ 10.000,00',
      },
    ]);
    expect(problems({ insuredAmountValue: '5000000.01' })).toEqual([
      {
        field: 'InsuredAmountValue',
        message:
          'O valor de importância segurada máximo para a modalidade "Licitante" é de R$ 5.000.000,00',
      },
    ]);
  });

  it('says the spec’s days messages', () => {
    expect(problems({ deadlineDays: 29 })).toEqual([
      {
        field: 'DeadlineDays',
        message: 'Prazo de dias para essa modalidade não pode ser menor que 30',
      },
    ]);
    expect(problems({ deadlineDays: 1826 })).toEqual([
      {
        field: 'DeadlineDays',
        message: 'Prazo de dias para essa modalidade não pode ser maior que 1825',
      },
    ]);
  });

  it('limits the start date to the modality’s retroactivity and future days', () => {
    expect(result({ startDate: '2026-02-08' }).StartDate).toBe('2026-02-08');
    expect(problems({ startDate: '2026-02-07' })).toMatchObject([{ field: 'StartDate' }]);
    expect(result({ startDate: '2026-05-09' }).StartDate).toBe('2026-05-09');
    expect(problems({ startDate: '2026-05-10' })).toMatchObject([{ field: 'StartDate' }]);
  });

  it('reports every input problem at once, before pricing', () => {
    expect(
      problems({
        insuredAmountValue: '6000000',
        startDate: '2026-01-01',
        deadlineDays: 10,
        riskRateOverride: '9',
        comissionPercentage: '99',
      }).map((p) => p.field),
    ).toEqual(['InsuredAmountValue', 'DeadlineDays', 'StartDate', 'RiskRate']);
  });

  it('counts the window from today in Brasília when no day is given', () => {
    const outcome = calculateProposalPremium(baseInput({ startDate: '2000-01-01' }));
    expect(!outcome.ok && outcome.problems.map((p) => p.field)).toEqual(['StartDate']);
  });
});
