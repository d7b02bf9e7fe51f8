import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { formatBRL, formatDate } from '../format';
import { type CalculationStep, roundMoney, roundRate, step } from './memory';
import { type PricingField, type PricingProblem, percentText, pricingMessages } from './messages';
import type { PricingOutcome, ProposalTerm, TermLimits } from './term';

/**
 * The premium of one modality (the main one or the complementary one):
 *
 *   premium = max(modality minimum premium, IS × annual rate % ÷ 100 × days ÷ 365)
 *
 * The pro-rata ("prêmio pelo prazo") is one step, rounded half up to cents once, so
 * R$ 1.000.000,00 at 0,5 % a.a. for 180 days is R$ 2.465,75. The year has 365 days, leap or not,
 * so the same term always costs the same.
 */

export const DAYS_IN_YEAR = 365;

/**
 * How far insurer staff may move the starting rate (percent of it): from half to three times.
 * Below half the insurer would price under the holder's risk class; above three times the
 * quote stops being a surety price and the case belongs to an analyst's referral instead.
 */
export const RATE_OVERRIDE_BOUNDS = { minPercent: '50', maxPercent: '300' } as const;

/** The modality fields pricing reads (server/db/schema/modalities.ts). */
export interface ModalityPricingRules extends TermLimits {
  minInsurancePremium: DecimalInput;
  /** Percent a year; the starting rate when canUseModalityTax. */
  baseRate: DecimalInput;
  canUseModalityTax: boolean;
  maxInsuredAmountValue: DecimalInput;
  /**
   * Smallest IS the modality accepts. The spec (part 2 §5) defines it as a base times a
   * percentage ÷ 100 (`minimumInsuredAmount`), but no modality field stores either, so the caller
   * passes the result, or nothing for no minimum.
   */
  minInsuredAmountValue?: DecimalInput;
}

/** Spec part 2 §5: the minimum insured amount is the base × percentage ÷ 100, to cents. */
export const minimumInsuredAmount = (base: DecimalInput, percentage: DecimalInput) =>
  roundMoney((toDecimal(base) ?? new Decimal(0)).times(toDecimal(percentage) ?? 0).dividedBy(100));

/**
 * The insured amount read and checked against the modality's minimum and maximum (the spec's
 * messages). Null with a problem when absent or not positive.
 */
export const checkInsuredAmount = (
  value: DecimalInput,
  modality: Pick<ModalityPricingRules, 'name' | 'maxInsuredAmountValue' | 'minInsuredAmountValue'>,
  field: PricingField,
): { amount: Decimal | null; problems: PricingProblem[] } => {
  const amount = toDecimal(value);
  if (!amount || !amount.greaterThan(0)) {
    return { amount: null, problems: [{ field, message: pricingMessages.insuredAmountMissing }] };
  }
  const minimum = toDecimal(modality.minInsuredAmountValue);
  const maximum = toDecimal(modality.maxInsuredAmountValue);
  const problems: PricingProblem[] = [];
  if (minimum && amount.lessThan(minimum)) {
    problems.push({ field, message: pricingMessages.insuredAmountMin(modality.name, minimum) });
  } else if (maximum && amount.greaterThan(maximum)) {
    problems.push({ field, message: pricingMessages.insuredAmountMax(modality.name, maximum) });
  }
  return { amount: roundMoney(amount), problems };
};

export type RateSource = 'holder' | 'modality';

export interface ResolvedRate {
  /** Percent a year before any change by insurer staff. */
  startingRate: Decimal;
  source: RateSource;
  /** The rate the premium uses (RiskRate / Tax), percent a year, 4 decimals. */
  rate: Decimal;
  overridden: boolean;
}

/** The allowed range of a staff rate over a starting rate (RATE_OVERRIDE_BOUNDS), 4 decimals. */
export const rateOverrideBounds = (startingRate: DecimalInput) => {
  const start = toDecimal(startingRate) ?? new Decimal(0);
  return {
    minimum: roundRate(start.times(RATE_OVERRIDE_BOUNDS.minPercent).dividedBy(100)),
    maximum: roundRate(start.times(RATE_OVERRIDE_BOUNDS.maxPercent).dividedBy(100)),
  };
};

/**
 * The rate of a modality: the holder's base rate (its risk class), or the modality's own base
 * rate when CanUseModalityTax; then insurer staff's rate when given, within
 * RATE_OVERRIDE_BOUNDS of the starting rate. Who may pass an override is the gateway's check.
 */
export const resolveRate = (
  modality: Pick<ModalityPricingRules, 'baseRate' | 'canUseModalityTax'>,
  holderBaseRate: DecimalInput,
  riskRateOverride?: DecimalInput,
): PricingOutcome<ResolvedRate> => {
  const source: RateSource = modality.canUseModalityTax ? 'modality' : 'holder';
  const starting = toDecimal(source === 'modality' ? modality.baseRate : holderBaseRate);
  if (!starting || !starting.greaterThan(0)) {
    const message =
      source === 'holder' ? pricingMessages.holderRateMissing : pricingMessages.rateInvalid;
    return { ok: false, problems: [{ field: 'RiskRate', message }] };
  }
  const startingRate = roundRate(starting);
  const blank =
    riskRateOverride === null || riskRateOverride === undefined || riskRateOverride === '';
  if (blank)
    return { ok: true, result: { startingRate, source, rate: startingRate, overridden: false } };
  const override = toDecimal(riskRateOverride);
  if (!override || !override.greaterThan(0)) {
    return { ok: false, problems: [{ field: 'RiskRate', message: pricingMessages.rateInvalid }] };
  }
  const rate = roundRate(override);
  const { minimum, maximum } = rateOverrideBounds(startingRate);
  if (rate.lessThan(minimum) || rate.greaterThan(maximum)) {
    const message = pricingMessages.rateOutOfBounds(
      minimum,
      maximum,
      startingRate,
      RATE_OVERRIDE_BOUNDS,
    );
    return { ok: false, problems: [{ field: 'RiskRate', message }] };
  }
  return {
    ok: true,
    result: { startingRate, source, rate, overridden: !rate.equals(startingRate) },
  };
};

/** IS × rate % ÷ 100 × days ÷ 365, half up to cents: the premium for the term before the floor. */
export const termPremium = (insuredAmount: DecimalInput, rate: DecimalInput, days: number) =>
  roundMoney(
    (toDecimal(insuredAmount) ?? new Decimal(0))
      .times(toDecimal(rate) ?? 0)
      .dividedBy(100)
      .times(days)
      .dividedBy(DAYS_IN_YEAR),
  );

export interface ModalityPremiumInput {
  insuredAmountValue: Decimal;
  rate: ResolvedRate;
  term: ProposalTerm;
  minInsurancePremium: DecimalInput;
}

export interface ModalityPremiumResult {
  termPremium: Decimal;
  minInsurancePremium: Decimal;
  premium: Decimal;
  steps: CalculationStep[];
}

const RATE_SOURCE_TEXT: Record<RateSource, string> = {
  holder: 'Taxa base do tomador (classe de risco)',
  modality: 'Taxa base da modalidade (a modalidade pode usar a própria taxa)',
};

const overrideText = (startingRate: Decimal) => {
  const { minimum, maximum } = rateOverrideBounds(startingRate);
  return `Alterada pela seguradora, entre ${percentText(minimum)} e ${percentText(maximum)} a.a.`;
};

/**
 * One modality's premium with its memory steps. `prefix` keys the steps (`''` for the main
 * modality, `'complementary.'`) and `suffix` tells their labels apart.
 */
export const modalityPremium = (
  input: ModalityPremiumInput,
  prefix = '',
  suffix = '',
): ModalityPremiumResult => {
  const { insuredAmountValue, rate, term } = input;
  const { deadlineDays } = term;
  const minInsurancePremium = roundMoney(toDecimal(input.minInsurancePremium) ?? 0);
  const byTerm = termPremium(insuredAmountValue, rate.rate, deadlineDays);
  const premium = Decimal.max(minInsurancePremium, byTerm);
  const rateText = `${percentText(rate.rate)} a.a.`;
  const steps = [
    step(
      `${prefix}insuredAmountValue`,
      `Importância segurada${suffix}`,
      'Informada',
      insuredAmountValue,
      'money',
    ),
    step(
      `${prefix}deadlineDays`,
      `Prazo em dias${suffix}`,
      `${formatDate(term.endDate)} − ${formatDate(term.startDate)}`,
      deadlineDays,
      'days',
    ),
    step(
      `${prefix}startingRate`,
      `Taxa inicial (% a.a.)${suffix}`,
      RATE_SOURCE_TEXT[rate.source],
      rate.startingRate,
      'rate',
    ),
    step(
      `${prefix}riskRate`,
      `Taxa aplicada (% a.a.)${suffix}`,
      rate.overridden ? overrideText(rate.startingRate) : 'Taxa inicial',
      rate.rate,
      'rate',
    ),
    step(
      `${prefix}termPremium`,
      `Prêmio pelo prazo${suffix}`,
      `${formatBRL(insuredAmountValue)} × ${rateText} × ${deadlineDays} ÷ ${DAYS_IN_YEAR} dias`,
      byTerm,
      'money',
    ),
    step(
      `${prefix}minInsurancePremium`,
      `Prêmio mínimo da modalidade${suffix}`,
      'Parâmetro da modalidade',
      minInsurancePremium,
      'money',
    ),
    step(
      `${prefix}modalityPremium`,
      `Prêmio da modalidade${suffix}`,
      `Maior entre o prêmio pelo prazo (${formatBRL(byTerm)}) e o prêmio mínimo (${formatBRL(minInsurancePremium)})`,
      premium,
      'money',
    ),
  ];
  return { termPremium: byTerm, minInsurancePremium, premium, steps };
};
