import { differenceInYears } from 'date-fns';
import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from './decimalValue';
import { toDate } from './format';

/**
 * Limits and rates of a policy holder (CalculatePolicyHolderLimitsAndRates), from its own
 * financials: annual revenue (faturamento anual), net worth (patrimônio líquido) and foundation
 * date (data de fundação).
 *
 * 1. Risk class A (best) to E. Two measures:
 *    - equity ratio = net worth ÷ annual revenue (how much own capital backs each real of sales);
 *    - years of activity = whole years from the foundation date to the reference day.
 *    The class is the first of the table whose two minimums the holder reaches:
 *
 *    | class | equity ratio ≥ | years ≥ | limit: % of net worth | capped at: % of revenue | base rate |
 *    |-------|----------------|---------|-----------------------|-------------------------|-----------|
 *    | A     | 0.50           | 10      | 100 %                 | 30 %                    | 0.80 % a.a. |
 *    | B     | 0.30           | 5       | 80 %                  | 25 %                    | 1.20 % a.a. |
 *    | C     | 0.15           | 3       | 60 %                  | 20 %                    | 1.80 % a.a. |
 *    | D     | 0.05           | 1       | 40 %                  | 15 %                    | 2.50 % a.a. |
 *    | E     | —              | —       | 20 %                  | 10 %                    | 3.50 % a.a. |
 *
 *    A holder with net worth zero or negative is class E with no limit (R$ 0,00).
 * 2. Total guarantee limit = the smaller of (net worth × class %) and (revenue × class cap %),
 *    rounded DOWN to whole thousands of reais: an insurer grants round limits, never more than
 *    the rule gives.
 * 3. Base rate: the class's yearly rate (percent a year), the starting point of a proposal's
 *    pricing.
 *
 * All arithmetic is decimal (decimal.js), never binary floats. Missing or impossible financials
 * give pt-BR messages naming the field instead of a result.
 */
export type RiskClass = 'A' | 'B' | 'C' | 'D' | 'E';

export interface RiskClassRule {
  riskClass: RiskClass;
  minEquityRatio: Decimal;
  minYears: number;
  /** Percent of the net worth granted as limit. */
  netWorthPercent: Decimal;
  /** Percent of the annual revenue the limit never exceeds. */
  revenueCapPercent: Decimal;
  /** Yearly base rate, in percent. */
  baseRate: Decimal;
}

const rule = (
  riskClass: RiskClass,
  minEquityRatio: string,
  minYears: number,
  netWorthPercent: string,
  revenueCapPercent: string,
  baseRate: string,
): RiskClassRule => ({
  riskClass,
  minEquityRatio: new Decimal(minEquityRatio),
  minYears,
  netWorthPercent: new Decimal(netWorthPercent),
  revenueCapPercent: new Decimal(revenueCapPercent),
  baseRate: new Decimal(baseRate),
});

/** The table above, best class first; the last row takes everyone else. */
export const riskClassRules: readonly RiskClassRule[] = [
  rule('A', '0.50', 10, '100', '30', '0.80'),
  rule('B', '0.30', 5, '80', '25', '1.20'),
  rule('C', '0.15', 3, '60', '20', '1.80'),
  rule('D', '0.05', 1, '40', '15', '2.50'),
  rule('E', '0', 0, '20', '10', '3.50'),
];

/** Limits are granted in whole thousands of reais. */
const LIMIT_STEP = new Decimal(1000);

export interface LimitsFinancials {
  annualRevenue: DecimalInput;
  netWorth: DecimalInput;
  /** YYYY-MM-DD (or DD/MM/YYYY). */
  foundationDate: string | null | undefined;
}

export interface PolicyHolderLimits {
  riskClass: RiskClass;
  /** Total guarantee limit in BRL, 2 decimals. */
  limitValue: Decimal;
  /** Percent a year. */
  baseRate: Decimal;
  equityRatio: Decimal;
  yearsOfActivity: number;
}

export type LimitsOutcome =
  { ok: true; limits: PolicyHolderLimits } | { ok: false; problems: string[] };

export const LIMITS_MESSAGES = {
  revenueMissing: 'Faturamento anual: informe o faturamento anual para calcular os limites.',
  revenueNotPositive: 'Faturamento anual: informe um valor maior que zero.',
  netWorthMissing: 'Patrimônio líquido: informe o patrimônio líquido para calcular os limites.',
  foundationMissing: 'Data de fundação: informe a data de fundação para calcular os limites.',
  foundationInFuture: 'Data de fundação: a data não pode ser futura.',
} as const;

/** The class a holder falls in, by equity ratio and whole years of activity. */
export const riskClassOf = (equityRatio: Decimal, yearsOfActivity: number): RiskClassRule =>
  riskClassRules.find(
    (candidate) =>
      equityRatio.greaterThanOrEqualTo(candidate.minEquityRatio) &&
      yearsOfActivity >= candidate.minYears,
  ) ?? riskClassRules[riskClassRules.length - 1];

/** Computes class, limit and base rate; `today` is the reference day (injected for tests). */
export const calculatePolicyHolderLimits = (
  financials: LimitsFinancials,
  today: Date = new Date(),
): LimitsOutcome => {
  const problems: string[] = [];
  const revenue = toDecimal(financials.annualRevenue);
  const netWorth = toDecimal(financials.netWorth);
  const foundation = toDate(financials.foundationDate);
  if (!revenue) problems.push(LIMITS_MESSAGES.revenueMissing);
  else if (!revenue.isPositive() || revenue.isZero())
    problems.push(LIMITS_MESSAGES.revenueNotPositive);
  if (!netWorth) problems.push(LIMITS_MESSAGES.netWorthMissing);
  if (!foundation) problems.push(LIMITS_MESSAGES.foundationMissing);
  else if (foundation > today) problems.push(LIMITS_MESSAGES.foundationInFuture);
  if (problems.length || !revenue || !netWorth || !foundation) return { ok: false, problems };

  const yearsOfActivity = differenceInYears(today, foundation);
  const equityRatio = netWorth.dividedBy(revenue);
  if (!netWorth.isPositive() || netWorth.isZero()) {
    const worst = riskClassRules[riskClassRules.length - 1];
    return {
      ok: true,
      limits: {
        riskClass: worst.riskClass,
        limitValue: new Decimal(0),
        baseRate: worst.baseRate,
        equityRatio,
        yearsOfActivity,
      },
    };
  }
  const classRule = riskClassOf(equityRatio, yearsOfActivity);
  const byNetWorth = netWorth.times(classRule.netWorthPercent).dividedBy(100);
  const revenueCap = revenue.times(classRule.revenueCapPercent).dividedBy(100);
  const limitValue = Decimal.min(byNetWorth, revenueCap)
    .dividedBy(LIMIT_STEP)
    .floor()
    .times(LIMIT_STEP);
  return {
    ok: true,
    limits: {
      riskClass: classRule.riskClass,
      limitValue,
      baseRate: classRule.baseRate,
      equityRatio,
      yearsOfActivity,
    },
  };
};

/** What is left of the limit after the guarantees in force (never negative). */
export const availableLimit = (limitValue: DecimalInput, usedValue: DecimalInput): Decimal =>
  Decimal.max(0, (toDecimal(limitValue) ?? new Decimal(0)).minus(toDecimal(usedValue) ?? 0));
