import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { resolveInstallments, splitInstallments } from '../../../domain/pricing';
import { boleto } from './fixtures';

const sum = (values: string[]) =>
  values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);

describe('splitInstallments', () => {
  it('splits into whole cents that add up exactly, the first taking the leftover', () => {
    expect(splitInstallments('100.00', 3)).toEqual(['33.34', '33.33', '33.33']);
    expect(splitInstallments('2465.75', 3)).toEqual(['821.93', '821.91', '821.91']);
    expect(splitInstallments('0.05', 4)).toEqual(['0.02', '0.01', '0.01', '0.01']);
    expect(splitInstallments('1000', 1)).toEqual(['1000.00']);
    for (const [total, count] of [
      ['2465.75', 7],
      ['999999.99', 12],
      ['0.11', 10],
    ] as const) {
      const values = splitInstallments(total, count);
      expect(values).toHaveLength(count);
      expect(sum(values)).toBe(new Decimal(total).toFixed(2));
    }
  });
});

describe('resolveInstallments', () => {
  const total = new Decimal('2465.75');

  it('defaults to 1 instalment and the first grace period', () => {
    const result = resolveInstallments({ total, parameter: boleto });
    expect(result).toMatchObject({
      NumberOfInstallment: 1,
      InstallmentValues: ['2465.75'],
      GracePeriod: 0,
      InstallmentResult: { PossibleInstallments: 10, PossibleGracePeriodsInDays: [0, 15, 30] },
      problems: [],
    });
    expect(result.steps.map((s) => [s.key, s.formula, s.value])).toEqual([
      ['possibleInstallments', 'Até 10 (máximo de 10, parcela mínima de R$ 200,00)', '10'],
      ['numberOfInstallment', 'Não informado: 1 parcela', '1'],
      ['installmentValue', 'R$ 2.465,75 em parcela única', '2465.75'],
      ['gracePeriod', 'Não informada: a primeira possível', '0'],
    ]);
  });

  it('splits into the count asked, with a possible grace period', () => {
    const result = resolveInstallments({
      total,
      parameter: boleto,
      numberOfInstallment: 3,
      gracePeriod: '15',
    });
    expect(result).toMatchObject({
      NumberOfInstallment: 3,
      InstallmentValues: ['821.93', '821.91', '821.91'],
      GracePeriod: 15,
      problems: [],
    });
    expect(result.steps[2].formula).toBe(
      'R$ 2.465,75 ÷ 3, a primeira com os centavos restantes (R$ 821,93)',
    );
  });

  it('allows only as many instalments as keep each at the minimum value', () => {
    // 500 ÷ 200 = 2 instalments at most.
    const result = resolveInstallments({
      total: new Decimal('500'),
      parameter: boleto,
      numberOfInstallment: 3,
    });
    expect(result.InstallmentResult.PossibleInstallments).toBe(2);
    expect(result.problems).toEqual([
      {
        field: 'NumberOfInstallment',
        message: 'O número de parcelas deve ser um número inteiro de 1 a 2.',
      },
    ]);
  });

  it('refuses more instalments than possible, or a count that is not a whole number', () => {
    for (const count of [11, 0, 2.5, 'x']) {
      const result = resolveInstallments({ total, parameter: boleto, numberOfInstallment: count });
      expect(result.problems).toEqual([
        {
          field: 'NumberOfInstallment',
          message: 'O número de parcelas deve ser um número inteiro de 1 a 10.',
        },
      ]);
    }
  });

  it('follows the modality’s override of the payment code', () => {
    const result = resolveInstallments({
      total,
      parameter: boleto,
      override: { MaxInstallments: 4, PossibleGracePeriodsInDays: [30] },
    });
    expect(result.InstallmentResult).toEqual({
      PossibleInstallments: 4,
      PossibleGracePeriodsInDays: [30],
    });
    expect(result.GracePeriod).toBe(30);
  });

  it('refuses a grace period the payment code does not offer', () => {
    const result = resolveInstallments({ total, parameter: boleto, gracePeriod: 20 });
    expect(result.problems).toEqual([
      { field: 'GracePeriod', message: 'A carência deve ser uma das opções: 0, 15, 30 dias.' },
    ]);
    expect(result.GracePeriod).toBeNull();
  });

  it('without payment parameters: one payment, no grace period', () => {
    const result = resolveInstallments({ total });
    expect(result).toMatchObject({
      NumberOfInstallment: 1,
      GracePeriod: null,
      InstallmentResult: { PossibleInstallments: 1, PossibleGracePeriodsInDays: [] },
      problems: [],
    });
    expect(result.steps.map((s) => s.key)).not.toContain('gracePeriod');
    expect(
      resolveInstallments({ total, numberOfInstallment: 2, gracePeriod: 30 }).problems,
    ).toEqual([
      { field: 'NumberOfInstallment', message: 'Este prêmio só pode ser pago em 1 parcela.' },
      { field: 'GracePeriod', message: 'Esta forma de pagamento não oferece carência.' },
    ]);
  });
});
