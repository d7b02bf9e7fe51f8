import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { formatBRL } from '../format';
import {
  DEFAULT_INSTALLMENTS,
  type InstallmentOverrideFields,
  type InstallmentRules,
  defaultGracePeriod,
  possibleInstallments,
  resolveInstallmentParameter,
} from '../installmentParameters';
import { type CalculationStep, roundMoney, step } from './memory';
import { type PricingProblem, pricingMessages } from './messages';

/**
 * Instalments and grace period of a premium, from the payment parameters (Outros parâmetros →
 * Parcelamento) and the modality's override. Spec part 2 §4: a missing count is 1, a missing grace
 * period takes the first possible one (or none).
 */

/** Without payment parameters a premium is paid at once, with no grace period. */
export const SINGLE_PAYMENT: InstallmentRules = {
  MaxInstallments: DEFAULT_INSTALLMENTS,
  MinInstallmentValue: '0.00',
  PossibleGracePeriodsInDays: [],
};

/**
 * `total` split into `count` instalments of whole cents that add up to it exactly: each is the
 * total ÷ count rounded down to cents, and the first takes the cents left over.
 */
export const splitInstallments = (total: DecimalInput, count: number): string[] => {
  const amount = roundMoney(toDecimal(total) ?? 0);
  const parts = Math.max(1, Math.floor(count));
  const regular = amount.dividedBy(parts).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const first = amount.minus(regular.times(parts - 1));
  return [first, ...Array.from({ length: parts - 1 }, () => regular)].map((value) =>
    value.toFixed(2),
  );
};

export interface InstallmentsInput {
  /** What the instalments pay: the premium with IOF. */
  total: Decimal;
  numberOfInstallment?: number | string | null;
  gracePeriod?: number | string | null;
  parameter?: InstallmentRules | null;
  override?: Partial<InstallmentOverrideFields> | null;
}

export interface InstallmentsResult {
  NumberOfInstallment: number;
  InstallmentValues: string[];
  GracePeriod: number | null;
  InstallmentResult: { PossibleInstallments: number; PossibleGracePeriodsInDays: number[] };
  steps: CalculationStep[];
  problems: PricingProblem[];
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const readInteger = (value: number | string) => {
  const number = typeof value === 'number' ? value : Number(value.trim() || Number.NaN);
  return Number.isInteger(number) ? number : null;
};

/** The instalment count and grace period, defaulted and checked; problems name their field. */
export const resolveInstallments = (input: InstallmentsInput): InstallmentsResult => {
  const rules = resolveInstallmentParameter(input.parameter ?? SINGLE_PAYMENT, input.override);
  const possible = possibleInstallments(input.total, rules);
  const graceDays = rules.PossibleGracePeriodsInDays;
  const problems: PricingProblem[] = [];

  const count = isBlank(input.numberOfInstallment)
    ? DEFAULT_INSTALLMENTS
    : readInteger(input.numberOfInstallment as number | string);
  if (count === null || count < 1 || count > possible) {
    problems.push({
      field: 'NumberOfInstallment',
      message: pricingMessages.installmentsRange(possible),
    });
  }
  const grace = isBlank(input.gracePeriod)
    ? defaultGracePeriod(rules)
    : readInteger(input.gracePeriod as number | string);
  if (!isBlank(input.gracePeriod) && (grace === null || !graceDays.includes(grace))) {
    problems.push({
      field: 'GracePeriod',
      message: pricingMessages.gracePeriodNotOffered(graceDays),
    });
  }

  const numberOfInstallment = problems.some((p) => p.field === 'NumberOfInstallment')
    ? DEFAULT_INSTALLMENTS
    : (count as number);
  const values = splitInstallments(input.total, numberOfInstallment);
  const minimum = toDecimal(rules.MinInstallmentValue);
  const limitText = minimum?.greaterThan(0)
    ? `Até ${possible} (máximo de ${rules.MaxInstallments}, parcela mínima de ${formatBRL(minimum)})`
    : `Até ${possible}`;
  const steps = [
    step('possibleInstallments', 'Parcelas possíveis', limitText, possible, 'count'),
    step(
      'numberOfInstallment',
      'Número de parcelas',
      isBlank(input.numberOfInstallment) ? 'Não informado: 1 parcela' : 'Informado',
      numberOfInstallment,
      'count',
    ),
    step(
      'installmentValue',
      'Valor da parcela',
      numberOfInstallment === 1
        ? `${formatBRL(input.total)} em parcela única`
        : `${formatBRL(input.total)} ÷ ${numberOfInstallment}, a primeira com os centavos restantes (${formatBRL(values[0])})`,
      values[values.length - 1],
      'money',
    ),
  ];
  if (grace !== null && !problems.some((p) => p.field === 'GracePeriod')) {
    const graceFormula = isBlank(input.gracePeriod)
      ? 'Não informada: a primeira possível'
      : 'Informada';
    steps.push(step('gracePeriod', 'Carência (dias)', graceFormula, grace, 'days'));
  }
  return {
    NumberOfInstallment: numberOfInstallment,
    InstallmentValues: values,
    GracePeriod: problems.some((p) => p.field === 'GracePeriod') ? null : grace,
    InstallmentResult: {
      PossibleInstallments: possible,
      PossibleGracePeriodsInDays: [...graceDays],
    },
    steps,
    problems,
  };
};
