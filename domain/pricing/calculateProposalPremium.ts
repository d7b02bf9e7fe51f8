import Decimal from 'decimal.js';
import { toDecimal } from '../decimalValue';
import { formatBRL } from '../format';
import { DEFAULT_MAX_PREMIUM_PERCENTAGE } from '../modalities';
import { todayInBrazil } from '../policyTerm';
import { calculateCommission } from './commission';
import { coveragesPremium } from './coverages';
import { resolveInstallments } from './installments';
import { type CalculationStep, roundMoney, roundRate, step } from './memory';
import { type PricingProblem, percentText, pricingMessages } from './messages';
import type {
  ComplementaryPremiumResult,
  ProposalPremiumInput,
  ProposalPremiumOptions,
  ProposalPremiumResult,
} from './proposalPremiumTypes';
import { checkInsuredAmount, modalityPremium, resolveRate } from './modalityPremium';
import {
  COMPLEMENTARY_TERM_FIELDS,
  MAIN_TERM_FIELDS,
  type PricingOutcome,
  type TermInput,
  proposalTerm,
  termLimitProblems,
} from './term';

/**
 * A proposal's financial calculation (CalculateFinancialData), in order:
 * 1. each modality's premium (main, then complementary): max(minimum, IS × rate × days ÷ 365);
 * 2. the additional coverages' premiums (coverages.ts);
 * 3. InsurancePremium = main + coverages + complementary, at most the tenant's percentage of the
 *    insured amount (main + complementary IS; GetPercentageLimitPremiumRelationIssuedAmount);
 * 4. the commission over InsurancePremium (commission.ts);
 * 5. IOF = InsurancePremium × the tenant's IOF % (0 % by default: surety is exempt);
 * 6. instalments of InsurancePremium + IOF and the grace period (installments.ts).
 * Every money step is rounded half up to cents; every step is in the calculation memory.
 * Input problems (IS, term, rate) stop before the premium; the others are reported together.
 */

const hasTerm = (input: TermInput) =>
  [input.startDate, input.endDate, input.deadlineDays].some(
    (value) => value !== null && value !== undefined && value !== '',
  );

/** Checks a proposal's pricing inputs and calculates its premium with the calculation memory. */
export const calculateProposalPremium = (
  input: ProposalPremiumInput,
  options: ProposalPremiumOptions = {},
): PricingOutcome<ProposalPremiumResult> => {
  const today = options.today ?? todayInBrazil();
  const problems: PricingProblem[] = [];

  const main = checkInsuredAmount(input.insuredAmountValue, input.modality, 'InsuredAmountValue');
  problems.push(...main.problems);
  const term = proposalTerm(input, MAIN_TERM_FIELDS);
  if (term.ok) problems.push(...termLimitProblems(term.result, input.modality, today));
  else problems.push(...term.problems);
  const rate = resolveRate(input.modality, input.holderBaseRate, input.riskRateOverride);
  if (!rate.ok) problems.push(...rate.problems);

  const extra = input.complementary;
  const extraAmount = extra
    ? checkInsuredAmount(
        extra.insuredAmountValue,
        extra.modality,
        'ComplementaryInsuredAmountValue',
      )
    : null;
  problems.push(...(extraAmount?.problems ?? []));
  const extraTerm = extra
    ? hasTerm(extra)
      ? proposalTerm(extra, COMPLEMENTARY_TERM_FIELDS)
      : term
    : null;
  if (extra && extraTerm?.ok) {
    problems.push(
      ...termLimitProblems(extraTerm.result, extra.modality, today, COMPLEMENTARY_TERM_FIELDS),
    );
  } else if (extraTerm && !extraTerm.ok && extraTerm !== term) {
    problems.push(...extraTerm.problems);
  }
  const extraRate = extra ? resolveRate(extra.modality, input.holderBaseRate) : null;
  if (extraRate && !extraRate.ok) problems.push(...extraRate.problems);

  if (problems.length || !term.ok || !rate.ok || !main.amount) return { ok: false, problems };

  // 1. Main modality.
  const mainPremium = modalityPremium({
    insuredAmountValue: main.amount,
    rate: rate.result,
    term: term.result,
    minInsurancePremium: input.modality.minInsurancePremium,
  });
  const memory: CalculationStep[] = [...mainPremium.steps];

  // 2. Additional coverages.
  const coverages = coveragesPremium(input.coverages ?? [], {
    insuredAmountValue: main.amount,
    basePremium: mainPremium.premium,
    rate: rate.result.rate,
    deadlineDays: term.result.deadlineDays,
  });
  if (!coverages.ok) return coverages;
  memory.push(...coverages.result.steps);

  // 1b. Complementary modality.
  let complementary: ComplementaryPremiumResult | null = null;
  let totalInsured = main.amount;
  if (extra && extraAmount?.amount && extraTerm?.ok && extraRate?.ok) {
    const priced = modalityPremium(
      {
        insuredAmountValue: extraAmount.amount,
        rate: extraRate.result,
        term: extraTerm.result,
        minInsurancePremium: extra.modality.minInsurancePremium,
      },
      'complementary.',
      ` (modalidade complementar "${extra.modality.name}")`,
    );
    memory.push(...priced.steps);
    totalInsured = totalInsured.plus(extraAmount.amount);
    complementary = {
      StartDate: extraTerm.result.startDate,
      EndDate: extraTerm.result.endDate,
      DeadlineDays: extraTerm.result.deadlineDays,
      InsuredAmountValue: extraAmount.amount.toFixed(2),
      Tax: extraRate.result.rate.toFixed(4),
      MinInsurancePremium: priced.minInsurancePremium.toFixed(2),
      Premium: priced.premium.toFixed(2),
    };
  }

  // 3. Insurance premium and its ceiling.
  const parts: [string, Decimal][] = [['modalidade', mainPremium.premium]];
  if (input.coverages?.length) parts.push(['coberturas', coverages.result.total]);
  if (complementary) parts.push(['complementar', new Decimal(complementary.Premium)]);
  const premium = parts.reduce((sum, [, part]) => sum.plus(part), new Decimal(0));
  const premiumFormula = parts.map(([name, part]) => `${formatBRL(part)} (${name})`).join(' + ');
  memory.push(step('insurancePremium', 'Prêmio total', premiumFormula, premium, 'money'));
  const ceilingPercentage = roundRate(
    toDecimal(options.maxPremiumPercentage) ?? DEFAULT_MAX_PREMIUM_PERCENTAGE,
  );
  const ceiling = roundMoney(totalInsured.times(ceilingPercentage).dividedBy(100));
  memory.push(
    step(
      'premiumCeiling',
      'Prêmio máximo permitido',
      `${formatBRL(totalInsured)} × ${percentText(ceilingPercentage)} (limite de prêmio sobre a importância segurada)`,
      ceiling,
      'money',
    ),
  );
  const later: PricingProblem[] = [];
  if (premium.greaterThan(ceiling)) {
    later.push({
      field: 'InsurancePremium',
      message: pricingMessages.premiumCeiling(premium, ceilingPercentage, ceiling),
    });
  }

  // 4. Commission.
  const commission = calculateCommission(premium, input, input.commissionRange);
  if (commission.ok) memory.push(...commission.result.steps);
  else later.push(...commission.problems);

  // 5. IOF.
  const iofPercentage = roundRate(toDecimal(options.iofPercentage) ?? 0);
  const iofValue = roundMoney(premium.times(iofPercentage).dividedBy(100));
  const totalWithIof = premium.plus(iofValue);
  memory.push(
    step('iofPercentage', 'IOF (%)', 'Parâmetro da seguradora', iofPercentage, 'rate'),
    step(
      'iofValue',
      'Valor do IOF',
      `${formatBRL(premium)} × ${percentText(iofPercentage)}`,
      iofValue,
      'money',
    ),
    step(
      'totalWithIof',
      'Prêmio total com IOF',
      `${formatBRL(premium)} + ${formatBRL(iofValue)}`,
      totalWithIof,
      'money',
    ),
  );

  // 6. Instalments and grace period.
  const installments = resolveInstallments({
    total: totalWithIof,
    numberOfInstallment: input.numberOfInstallment,
    gracePeriod: input.gracePeriod,
    parameter: options.installmentParameter,
    override: options.installmentOverride,
  });
  later.push(...installments.problems);
  memory.push(...installments.steps);

  if (later.length || !commission.ok) return { ok: false, problems: later };
  return {
    ok: true,
    result: {
      Tax: rate.result.rate.toFixed(4),
      StartingTax: rate.result.startingRate.toFixed(4),
      TaxSource: rate.result.source,
      StartDate: term.result.startDate,
      EndDate: term.result.endDate,
      DeadlineDays: term.result.deadlineDays,
      InsuredAmountValue: main.amount.toFixed(2),
      MinInsurancePremium: mainPremium.minInsurancePremium.toFixed(2),
      MainModalityPremium: mainPremium.premium.toFixed(2),
      Complementary: complementary,
      ComplementaryModalityPremium: complementary?.Premium ?? null,
      Coverages: coverages.result.coverages,
      CoveragesPremium: coverages.result.total.toFixed(2),
      InsurancePremium: premium.toFixed(2),
      ComissionPercentage: commission.result.percentage.toFixed(4),
      ComissionValue: commission.result.value.toFixed(2),
      IofPercentage: iofPercentage.toFixed(4),
      IofValue: iofValue.toFixed(2),
      TotalWithIof: totalWithIof.toFixed(2),
      NumberOfInstallment: installments.NumberOfInstallment,
      InstallmentValues: installments.InstallmentValues,
      GracePeriod: installments.GracePeriod,
      InstallmentResult: installments.InstallmentResult,
      CalculationMemory: memory,
    },
  };
};
