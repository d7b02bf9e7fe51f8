import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { formatBRL } from '../format';
import { type CalculationStep, roundMoney, roundRate, step } from './memory';
import { percentText, pricingMessages } from './messages';
import type { PricingOutcome } from './term';

/**
 * The broker's commission over the insurance premium (without IOF). CalculatePerComissionPercentage
 * decides which one the user typed:
 * - true: value = premium × % ÷ 100, half up to cents; the % must lie in the broker's range;
 * - false: % = value ÷ premium × 100, half up to 4 decimals; the value must lie between the
 *   values the range's ends give (each rounded as the % route rounds it), so both routes accept
 *   exactly the same commissions.
 */

export interface CommissionInput {
  calculatePerComissionPercentage: boolean;
  comissionPercentage?: DecimalInput;
  comissionValue?: DecimalInput;
}

/** The broker profile's range for the modality group, percent of the premium. */
export interface CommissionRange {
  minPercentage: DecimalInput;
  maxPercentage: DecimalInput;
}

export interface CommissionResult {
  percentage: Decimal;
  value: Decimal;
  steps: CalculationStep[];
}

const valueAt = (premium: Decimal, percentage: Decimal) =>
  roundMoney(premium.times(percentage).dividedBy(100));

/** The commission's % and value from the one that drives, checked against the range. */
export const calculateCommission = (
  premium: Decimal,
  input: CommissionInput,
  range: CommissionRange,
): PricingOutcome<CommissionResult> => {
  const minPercentage = toDecimal(range.minPercentage) ?? new Decimal(0);
  const maxPercentage = toDecimal(range.maxPercentage) ?? new Decimal(0);
  const rangeText = `de ${percentText(minPercentage)} a ${percentText(maxPercentage)} (perfil do corretor)`;

  if (input.calculatePerComissionPercentage) {
    const percentage = toDecimal(input.comissionPercentage);
    if (!percentage) {
      return {
        ok: false,
        problems: [
          { field: 'ComissionPercentage', message: pricingMessages.commissionPercentageMissing },
        ],
      };
    }
    if (percentage.lessThan(minPercentage) || percentage.greaterThan(maxPercentage)) {
      const message = pricingMessages.commissionPercentageRange(minPercentage, maxPercentage);
      return { ok: false, problems: [{ field: 'ComissionPercentage', message }] };
    }
    const rounded = roundRate(percentage);
    const value = valueAt(premium, rounded);
    return {
      ok: true,
      result: {
        percentage: rounded,
        value,
        steps: [
          step(
            'comissionPercentage',
            'Percentual de comissão',
            `Informado, ${rangeText}`,
            rounded,
            'rate',
          ),
          step(
            'comissionValue',
            'Valor de comissão',
            `${formatBRL(premium)} × ${percentText(rounded)}`,
            value,
            'money',
          ),
        ],
      },
    };
  }

  const value = toDecimal(input.comissionValue);
  if (!value) {
    return {
      ok: false,
      problems: [{ field: 'ComissionValue', message: pricingMessages.commissionValueMissing }],
    };
  }
  const minimum = valueAt(premium, minPercentage);
  const maximum = valueAt(premium, maxPercentage);
  if (value.lessThan(minimum) || value.greaterThan(maximum)) {
    const message = pricingMessages.commissionValueRange(
      minimum,
      maximum,
      minPercentage,
      maxPercentage,
    );
    return { ok: false, problems: [{ field: 'ComissionValue', message }] };
  }
  const rounded = roundMoney(value);
  const percentage = premium.isZero()
    ? new Decimal(0)
    : roundRate(rounded.dividedBy(premium).times(100));
  return {
    ok: true,
    result: {
      percentage,
      value: rounded,
      steps: [
        step(
          'comissionValue',
          'Valor de comissão',
          `Informado, entre ${formatBRL(minimum)} e ${formatBRL(maximum)}`,
          rounded,
          'money',
        ),
        step(
          'comissionPercentage',
          'Percentual de comissão',
          `${formatBRL(rounded)} ÷ ${formatBRL(premium)} × 100, ${rangeText}`,
          percentage,
          'rate',
        ),
      ],
    },
  };
};
