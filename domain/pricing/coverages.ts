import Decimal from 'decimal.js';
import {
  CoverageCalculationType,
  calculateCoverage,
  findCoverageCalculationType,
} from '../coverageCalculation';
import { formatBRL } from '../format';
import { type CalculationStep, roundMoney, step } from './memory';
import { type PricingProblem, percentText, pricingMessages } from './messages';
import { DAYS_IN_YEAR, termPremium } from './modalityPremium';
import type { PricingOutcome } from './term';

/**
 * The premium of the additional coverages a proposal takes, by calculation type
 * (domain/coverageCalculation.ts):
 * - 1 Percentual da IS and 2 Valor fixo give the coverage its own insured amount (a % of the
 *   proposal's IS, capped by MaxValue, or a fixed value); it is priced like the modality, at the
 *   proposal's rate for the same days, without a minimum premium (the modality's minimum already
 *   covers the policy's fixed costs);
 * - 3 Taxa sobre prêmio base charges Rate % of the main modality's premium, at least MinPremium.
 */

export interface AdditionalCoverage {
  name: string;
  coverageCalculationTypeId: number;
  /** CoverageCalculationJSONParam as stored: decimal strings by parameter key. */
  params: Record<string, string>;
}

export interface CoveragePremium {
  Name: string;
  CoverageCalculationTypeId: number;
  /** The coverage's own IS (types 1 and 2); null for type 3. */
  InsuredAmountValue: string | null;
  Premium: string;
}

export interface CoveragesPremiumResult {
  coverages: CoveragePremium[];
  total: Decimal;
  steps: CalculationStep[];
}

export interface CoverageBase {
  insuredAmountValue: Decimal;
  /** The main modality's premium (after its minimum), the base of type 3. */
  basePremium: Decimal;
  rate: Decimal;
  deadlineDays: number;
}

/** Every coverage's premium and their total, with one or two memory steps each. */
export const coveragesPremium = (
  coverages: readonly AdditionalCoverage[],
  base: CoverageBase,
): PricingOutcome<CoveragesPremiumResult> => {
  const problems: PricingProblem[] = coverages
    .filter((coverage) => !findCoverageCalculationType(coverage.coverageCalculationTypeId))
    .map((coverage) => ({
      field: 'Coverages',
      message: pricingMessages.coverageInvalid(coverage.name),
    }));
  if (problems.length) return { ok: false, problems };

  const steps: CalculationStep[] = [];
  const results = coverages.map((coverage, index): CoveragePremium => {
    const key = `coverage.${index + 1}`;
    const typeId = coverage.coverageCalculationTypeId;
    const calculated = calculateCoverage(typeId, coverage.params, {
      insuredAmountValue: base.insuredAmountValue,
      basePremium: base.basePremium,
    });
    if (typeId === CoverageCalculationType.TAXA_SOBRE_PREMIO_BASE) {
      const premium = roundMoney(calculated.premium ?? 0);
      const minimum = coverage.params.MinPremium
        ? `, mínimo de ${formatBRL(coverage.params.MinPremium)}`
        : '';
      steps.push(
        step(
          `${key}.premium`,
          `Prêmio da cobertura "${coverage.name}"`,
          `${formatBRL(base.basePremium)} × ${percentText(coverage.params.Rate ?? 0)}${minimum}`,
          premium,
          'money',
        ),
      );
      return {
        Name: coverage.name,
        CoverageCalculationTypeId: typeId,
        InsuredAmountValue: null,
        Premium: premium.toFixed(2),
      };
    }
    const insured = roundMoney(calculated.insuredAmountValue ?? 0);
    const premium = termPremium(insured, base.rate, base.deadlineDays);
    const insuredFormula =
      typeId === CoverageCalculationType.PERCENTUAL_DA_IS
        ? `${formatBRL(base.insuredAmountValue)} × ${percentText(coverage.params.Percentage ?? 0)}${
            coverage.params.MaxValue ? `, máximo de ${formatBRL(coverage.params.MaxValue)}` : ''
          }`
        : 'Valor fixo da cobertura';
    steps.push(
      step(
        `${key}.insuredAmountValue`,
        `Importância segurada da cobertura "${coverage.name}"`,
        insuredFormula,
        insured,
        'money',
      ),
      step(
        `${key}.premium`,
        `Prêmio da cobertura "${coverage.name}"`,
        `${formatBRL(insured)} × ${percentText(base.rate)} a.a. × ${base.deadlineDays} ÷ ${DAYS_IN_YEAR} dias`,
        premium,
        'money',
      ),
    );
    return {
      Name: coverage.name,
      CoverageCalculationTypeId: typeId,
      InsuredAmountValue: insured.toFixed(2),
      Premium: premium.toFixed(2),
    };
  });
  const total = results.reduce((sum, coverage) => sum.plus(coverage.Premium), new Decimal(0));
  if (results.length) {
    steps.push(
      step(
        'coveragesPremium',
        'Prêmio das coberturas adicionais',
        results.map((c) => formatBRL(c.Premium)).join(' + '),
        total,
        'money',
      ),
    );
  }
  return { ok: true, result: { coverages: results, total, steps } };
};
