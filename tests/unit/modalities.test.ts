import { describe, expect, it } from 'vitest';
import {
  CoverageCalculationType,
  calculateCoverage,
  coverageCalculationTypes,
  coverageParamsText,
  validateCoverageCalculation,
} from '../../domain/coverageCalculation';
import {
  MAX_DAYS,
  MODALITY_FLAGS,
  type ModalityFieldsInput,
  modalityLabels,
  validateModalityFields,
} from '../../domain/modalities';

const valid: ModalityFieldsInput = {
  Name: '  Executante   / Construtor ',
  Ref: 'GE-01',
  MaxInsuredAmountValue: '50000000',
  MaxInsuredAmountAutomaticValue: 3_000_000,
  MinInsurancePremium: '300,50',
  BaseRate: '0.9',
  MaxRetroactivityDays: 30,
  MaxFutureDays: '60',
  MinPeriodInDays: 90,
  MaxPeriodInDays: 1825,
  EnabledForAutomaticEmission: true,
};

const problemsOf = (changes: ModalityFieldsInput) =>
  validateModalityFields({ ...valid, ...changes }).problems;

describe('modality field rules', () => {
  it('normalises a valid modality: trimmed name, money with 2 places, rate with 4, flags', () => {
    const { values, problems } = validateModalityFields(valid);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      Name: 'Executante / Construtor',
      MaxInsuredAmountValue: '50000000.00',
      MaxInsuredAmountAutomaticValue: '3000000.00',
      MinInsurancePremium: '300.50',
      BaseRate: '0.9000',
      MaxFutureDays: 60,
      EnabledForAutomaticEmission: true,
      IsDeleted: false,
      DaysForAutomaticCancel: null,
    });
  });

  it('has a pt-BR label for every audit label of the spec', () => {
    const spec =
      'Name, MaxInsuredAmountValue, MaxInsuredAmountAutomaticValue, MinInsurancePremium, MaxRetroactivityDays, MaxFutureDays, MinPeriodInDays, MaxPeriodInDays, Ref, IsDeleted, EnabledForAutomaticEmission, IsComplementaryModality, HasComplementaryModality, DisabledForRestrictiveBranchActivity, EqualizeValidityDate, IgnoreBranchWhenInsuredIsPF, EnableAutomaticCancel, DaysForAutomaticCancel, CanUseModalityTax';
    for (const field of spec.split(', ')) {
      expect(modalityLabels[field as keyof typeof modalityLabels], field).toBeTruthy();
    }
    expect(MODALITY_FLAGS).toHaveLength(9);
  });

  it('keeps the modality’s own issuance timing, and leaves it to the tenant when not chosen', () => {
    expect(validateModalityFields(valid).values.IssueBeforePayment).toBeNull();
    for (const choice of [true, false, null]) {
      const { values, problems } = validateModalityFields({ ...valid, IssueBeforePayment: choice });
      expect(problems).toEqual([]);
      expect(values.IssueBeforePayment).toBe(choice);
    }
  });

  it('refuses a minimum period above the maximum', () => {
    expect(problemsOf({ MinPeriodInDays: 400, MaxPeriodInDays: 365 })).toEqual([
      'Prazo mínimo (dias): não pode ser maior que o prazo máximo (dias).',
    ]);
    expect(problemsOf({ MinPeriodInDays: 365, MaxPeriodInDays: 365 })).toEqual([]);
  });

  it('refuses an automatic limit above the manual limit', () => {
    expect(problemsOf({ MaxInsuredAmountAutomaticValue: '50000000.01' })).toEqual([
      'Importância segurada máxima na emissão automática: não pode ser maior que a importância segurada máxima.',
    ]);
  });

  it('needs the automatic limit only when automatic emission is on', () => {
    expect(problemsOf({ MaxInsuredAmountAutomaticValue: null })).toEqual([
      'Importância segurada máxima na emissão automática: informe o valor.',
    ]);
    expect(
      problemsOf({ MaxInsuredAmountAutomaticValue: null, EnabledForAutomaticEmission: false }),
    ).toEqual([]);
  });

  it('refuses negative, fractional or absurd days, naming the field', () => {
    expect(problemsOf({ MaxRetroactivityDays: -1 })).toEqual([
      `Retroatividade máxima (dias): informe um número inteiro de dias entre 0 e ${MAX_DAYS}.`,
    ]);
    expect(problemsOf({ MaxFutureDays: 1.5 })[0]).toMatch(/^Início futuro máximo \(dias\)/);
    expect(problemsOf({ MaxPeriodInDays: MAX_DAYS + 1 })[0]).toMatch(/^Prazo máximo \(dias\)/);
    expect(problemsOf({ MinPeriodInDays: 0 })[0]).toMatch(/^Prazo mínimo \(dias\).*entre 1/);
    expect(problemsOf({ MaxRetroactivityDays: 0, MaxFutureDays: 0 })).toEqual([]);
  });

  it('requires DaysForAutomaticCancel with EnableAutomaticCancel, and drops it without', () => {
    expect(problemsOf({ EnableAutomaticCancel: true })).toEqual([
      'Dias para o cancelamento automático: informe o número de dias.',
    ]);
    expect(problemsOf({ EnableAutomaticCancel: true, DaysForAutomaticCancel: 0 })[0]).toMatch(
      /^Dias para o cancelamento automático: .*entre 1/,
    );
    const off = validateModalityFields({ ...valid, DaysForAutomaticCancel: 30 });
    expect(off.values.DaysForAutomaticCancel).toBeNull();
    const on = validateModalityFields({
      ...valid,
      EnableAutomaticCancel: true,
      DaysForAutomaticCancel: '30',
    });
    expect(on.values.DaysForAutomaticCancel).toBe(30);
  });

  it('refuses a complementary modality that has complementary modalities', () => {
    expect(problemsOf({ IsComplementaryModality: true, HasComplementaryModality: true })).toEqual([
      'Possui modalidade complementar: uma modalidade complementar não pode ter modalidade complementar.',
    ]);
  });

  it('reports every missing or invalid field at once', () => {
    const { problems } = validateModalityFields({
      Name: ' ',
      BaseRate: '101',
      MinInsurancePremium: 'abc',
    });
    expect(problems).toEqual([
      'Nome: informe o nome da modalidade.',
      'Importância segurada máxima: informe o valor.',
      'Prêmio mínimo: informe um valor maior ou igual a zero.',
      'Taxa base (% a.a.): não pode passar de 100%.',
      'Retroatividade máxima (dias): informe o número de dias.',
      'Início futuro máximo (dias): informe o número de dias.',
      'Prazo mínimo (dias): informe o número de dias.',
      'Prazo máximo (dias): informe o número de dias.',
    ]);
  });

  it('refuses a zero maximum insured amount and an over-long name or reference', () => {
    expect(problemsOf({ MaxInsuredAmountValue: '0' })).toContain(
      'Importância segurada máxima: informe um valor maior que zero.',
    );
    expect(problemsOf({ Name: 'x'.repeat(151) })).toEqual(['Nome: use no máximo 150 caracteres.']);
    expect(problemsOf({ Ref: 'x'.repeat(31) })).toEqual([
      'Referência: use no máximo 30 caracteres.',
    ]);
    expect(problemsOf({ MinInsurancePremium: '1e20' })).toEqual([
      'Prêmio mínimo: use no máximo R$ 1 trilhão.',
    ]);
  });
});

describe('coverage calculation parameters', () => {
  it('documents the three types, each with its parameters', () => {
    expect(coverageCalculationTypes.map((type) => [type.id, type.name])).toEqual([
      [1, 'Percentual da IS'],
      [2, 'Valor fixo'],
      [3, 'Taxa sobre prêmio base'],
    ]);
  });

  it('normalises valid parameters given as JSON text or as an object', () => {
    expect(
      validateCoverageCalculation(1, '{"Percentage": 30, "MaxValue": "1.000.000,00"}'),
    ).toEqual({
      params: { Percentage: '30.0000', MaxValue: '1000000.00' },
      problems: [],
    });
    expect(validateCoverageCalculation(2, { Value: '5000' }).params).toEqual({ Value: '5000.00' });
    expect(validateCoverageCalculation(3, { Rate: 15 }).params).toEqual({ Rate: '15.0000' });
  });

  it('refuses an unknown type', () => {
    expect(validateCoverageCalculation(9, {}).problems).toEqual([
      'Tipo de cálculo: informe um dos tipos (1 Percentual da IS, 2 Valor fixo, 3 Taxa sobre prêmio base).',
    ]);
  });

  it('refuses broken JSON, missing and out-of-range parameters and foreign keys', () => {
    expect(validateCoverageCalculation(1, '{Percentage: 30').problems).toEqual([
      'Parâmetros de cálculo: JSON inválido.',
    ]);
    expect(validateCoverageCalculation(1, '[1]').problems).toEqual([
      'Parâmetros de cálculo: informe um objeto JSON.',
    ]);
    expect(validateCoverageCalculation(1, {}).problems).toEqual([
      'Parâmetros de cálculo: informe "Percentual da IS" (Percentage).',
    ]);
    expect(validateCoverageCalculation(1, { Percentage: 120 }).problems).toEqual([
      'Parâmetros de cálculo: "Percentual da IS" (Percentage) deve ser um número entre 0 e 100.',
    ]);
    expect(validateCoverageCalculation(2, { Value: -5, Rate: 3 }).problems).toEqual([
      'Parâmetros de cálculo: "Rate" não se aplica ao tipo "Valor fixo".',
      'Parâmetros de cálculo: "Valor da cobertura" (Value) deve ser um número maior que zero.',
    ]);
  });
});

describe('coverage calculation', () => {
  const base = { insuredAmountValue: '2000000.00', basePremium: '12000.00' };

  it('takes a percentage of the insured amount, capped by the maximum', () => {
    expect(
      calculateCoverage(CoverageCalculationType.PERCENTUAL_DA_IS, { Percentage: '10' }, base),
    ).toEqual({ insuredAmountValue: '200000.00', premium: null });
    expect(
      calculateCoverage(1, { Percentage: '10', MaxValue: '150000.00' }, base).insuredAmountValue,
    ).toBe('150000.00');
  });

  it('answers the fixed value whatever the insured amount', () => {
    expect(calculateCoverage(2, { Value: '5000.00' }, base)).toEqual({
      insuredAmountValue: '5000.00',
      premium: null,
    });
  });

  it('charges a rate on the base premium, never below the minimum', () => {
    expect(calculateCoverage(3, { Rate: '15', MinPremium: '150' }, base)).toEqual({
      insuredAmountValue: null,
      premium: '1800.00',
    });
    expect(
      calculateCoverage(3, { Rate: '15', MinPremium: '150' }, { ...base, basePremium: '300' })
        .premium,
    ).toBe('150.00');
  });

  it('rounds half up to the cent with decimal arithmetic', () => {
    expect(
      calculateCoverage(1, { Percentage: '10' }, { insuredAmountValue: '100.05' })
        .insuredAmountValue,
    ).toBe('10.01');
  });
});

describe('coverage parameters as JSON text', () => {
  it('keeps the type’s key order whatever order the store gives back', () => {
    expect(coverageParamsText(1, { MaxValue: '10.00', Percentage: '5.0000' })).toBe(
      '{"Percentage":"5.0000","MaxValue":"10.00"}',
    );
  });
});
