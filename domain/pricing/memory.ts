import Decimal from 'decimal.js';

/**
 * The calculation memory ("Memória de cálculo"): every factor and intermediate value of a premium,
 * in the order it was used, so a screen can show how the premium was derived. Money is rounded
 * half up to cents at the end of each step, and the next step reads the rounded value, so the
 * memory can be redone by hand.
 */

export type CalculationValueKind = 'money' | 'rate' | 'days' | 'count';

export interface CalculationStep {
  /** Stable key (`termPremium`, `complementary.termPremium`, `coverage.1.premium`, …). */
  key: string;
  /** pt-BR name of the value. */
  label: string;
  /** pt-BR text of how it was obtained, with the numbers used ("Informado", "R$ … × …"). */
  formula: string;
  /** Money with 2 decimals, rates (percent) with 4, days and counts as whole numbers. */
  value: string;
  kind: CalculationValueKind;
}

/** Half up to cents: the rounding of every money step. */
export const roundMoney = (value: Decimal.Value) =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Half up to 4 decimals: the precision of rates and percentages. */
export const roundRate = (value: Decimal.Value) =>
  new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

export const moneyString = (value: Decimal.Value) =>
  new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
export const rateString = (value: Decimal.Value) =>
  new Decimal(value).toFixed(4, Decimal.ROUND_HALF_UP);

const VALUE_TEXT: Record<CalculationValueKind, (value: Decimal.Value) => string> = {
  money: moneyString,
  rate: rateString,
  days: (value) => new Decimal(value).toFixed(0),
  count: (value) => new Decimal(value).toFixed(0),
};

/** One step, its value written as its kind asks. */
export const step = (
  key: string,
  label: string,
  formula: string,
  value: Decimal.Value,
  kind: CalculationValueKind,
): CalculationStep => ({ key, label, formula, value: VALUE_TEXT[kind](value), kind });
