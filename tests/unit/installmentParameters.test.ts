import { describe, expect, it } from 'vitest';
import {
  defaultGracePeriod,
  installmentValueText,
  overrideSummary,
  possibleInstallments,
  resolveInstallmentParameter,
  validateInstallmentOverride,
  validateInstallmentParameter,
} from '../../domain/installmentParameters';

const boleto = {
  MaxInstallments: 10,
  MinInstallmentValue: '200.00',
  PossibleGracePeriodsInDays: [0, 15, 30],
};

describe('validateInstallmentParameter', () => {
  it('accepts a payment code, upper-casing the code, sorting and de-duplicating the days', () => {
    const { values, problems } = validateInstallmentParameter({
      Code: ' boleto ',
      Name: '  Boleto   bancário ',
      MaxInstallments: '10',
      MinInstallmentValue: 'R$ 1.200,5',
      PossibleGracePeriodsInDays: [30, 0, 15, 0],
    });
    expect(problems).toEqual([]);
    expect(values).toEqual({
      Code: 'BOLETO',
      Name: 'Boleto bancário',
      MaxInstallments: 10,
      MinInstallmentValue: '1200.50',
      PossibleGracePeriodsInDays: [0, 15, 30],
      IsActive: true,
    });
  });

  it('defaults to 1 instalment (spec part 2 §4)', () => {
    const { values } = validateInstallmentParameter({
      Code: 'PIX',
      Name: 'PIX',
      MinInstallmentValue: 0,
      PossibleGracePeriodsInDays: [0],
    });
    expect(values.MaxInstallments).toBe(1);
  });

  it('names each field with a problem', () => {
    const { problems } = validateInstallmentParameter({
      Code: 'bo leto',
      Name: '',
      MaxInstallments: 13,
      MinInstallmentValue: '-1',
      PossibleGracePeriodsInDays: [0, 91],
    });
    expect(problems).toEqual([
      expect.stringContaining('Código (Code)'),
      expect.stringContaining('Nome (Name)'),
      expect.stringContaining(
        'Número máximo de parcelas (MaxInstallments): informe um número inteiro de 1 a 12',
      ),
      expect.stringContaining('Valor mínimo da parcela (MinInstallmentValue)'),
      expect.stringContaining('Carências possíveis (dias) (PossibleGracePeriodsInDays)'),
    ]);
  });

  it('refuses no grace period, fractions of days and cents beyond two places', () => {
    expect(
      validateInstallmentParameter({
        Code: 'X',
        Name: 'X',
        MaxInstallments: 0,
        MinInstallmentValue: '10.001',
        PossibleGracePeriodsInDays: [],
      }).problems,
    ).toHaveLength(3);
    expect(
      validateInstallmentParameter({
        Code: 'X',
        Name: 'X',
        MinInstallmentValue: '10',
        PossibleGracePeriodsInDays: [1.5],
      }).problems,
    ).toEqual([expect.stringContaining('PossibleGracePeriodsInDays')]);
  });
});

describe('validateInstallmentOverride', () => {
  it('keeps absent fields null (inherit)', () => {
    expect(validateInstallmentOverride({ MaxInstallments: 1 })).toEqual({
      values: { MaxInstallments: 1, MinInstallmentValue: null, PossibleGracePeriodsInDays: null },
      problems: [],
    });
  });

  it('refuses an override with no field and bad values', () => {
    expect(validateInstallmentOverride({}).problems).toEqual([
      expect.stringContaining('informe ao menos um campo'),
    ]);
    expect(
      validateInstallmentOverride({ MaxInstallments: 20, PossibleGracePeriodsInDays: [-1] })
        .problems,
    ).toHaveLength(2);
  });
});

describe('resolveInstallmentParameter', () => {
  it('takes each override field that is set, else the base one', () => {
    expect(
      resolveInstallmentParameter(boleto, {
        MaxInstallments: 1,
        MinInstallmentValue: null,
        PossibleGracePeriodsInDays: [0],
      }),
    ).toEqual({
      MaxInstallments: 1,
      MinInstallmentValue: '200.00',
      PossibleGracePeriodsInDays: [0],
    });
    expect(resolveInstallmentParameter(boleto, null)).toEqual(boleto);
  });

  it('does not share the base list', () => {
    const resolved = resolveInstallmentParameter(boleto);
    resolved.PossibleGracePeriodsInDays.push(90);
    expect(boleto.PossibleGracePeriodsInDays).toEqual([0, 15, 30]);
  });
});

describe('possibleInstallments', () => {
  it('splits while each instalment stays at least the minimum, up to the maximum', () => {
    expect(possibleInstallments('1000.00', boleto)).toBe(5);
    expect(possibleInstallments('1199.99', boleto)).toBe(5);
    expect(possibleInstallments('1200.00', boleto)).toBe(6);
    expect(possibleInstallments('50000', boleto)).toBe(10);
  });

  it('answers at least 1, also below the minimum or for no premium', () => {
    expect(possibleInstallments('150.00', boleto)).toBe(1);
    expect(possibleInstallments('0', boleto)).toBe(1);
    expect(possibleInstallments('abc', boleto)).toBe(1);
  });

  it('allows the maximum when there is no minimum, and uses exact decimals', () => {
    expect(possibleInstallments('10', { MaxInstallments: 12, MinInstallmentValue: '0.00' })).toBe(
      12,
    );
    expect(possibleInstallments('0.3', { MaxInstallments: 12, MinInstallmentValue: '0.1' })).toBe(
      3,
    );
  });
});

describe('history helpers', () => {
  it('takes the first grace period by default, or none', () => {
    expect(defaultGracePeriod(boleto)).toBe(0);
    expect(defaultGracePeriod({ PossibleGracePeriodsInDays: [] })).toBeNull();
  });

  it('writes values and overrides as text', () => {
    expect(installmentValueText([0, 15])).toBe('0, 15');
    expect(installmentValueText(false)).toBe('Não');
    expect(installmentValueText(null)).toBeNull();
    expect(
      overrideSummary('Judicial trabalhista', {
        MaxInstallments: 1,
        MinInstallmentValue: null,
        PossibleGracePeriodsInDays: [0, 30],
      }),
    ).toBe('Judicial trabalhista: parcelas 1; valor mínimo herdado; carências 0, 30');
  });
});
