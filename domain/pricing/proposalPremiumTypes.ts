import type { DecimalInput } from '../decimalValue';
import type { InstallmentOverrideFields, InstallmentRules } from '../installmentParameters';
import type { CommissionInput, CommissionRange } from './commission';
import type { AdditionalCoverage, CoveragePremium } from './coverages';
import type { CalculationStep } from './memory';
import type { ModalityPricingRules, RateSource } from './modalityPremium';
import type { TermInput } from './term';

/** What calculateProposalPremium reads and answers. */

export interface ModalityQuoteInput extends TermInput {
  insuredAmountValue: DecimalInput;
}

export interface ComplementaryQuoteInput extends ModalityQuoteInput {
  modality: ModalityPricingRules;
}

export interface ProposalPremiumInput extends ModalityQuoteInput, CommissionInput {
  modality: ModalityPricingRules;
  /** The holder's base rate (percent a year, from its risk class); null when not calculated. */
  holderBaseRate: DecimalInput;
  /** RiskRate typed by insurer staff (percent a year); the gateway passes it only from them. */
  riskRateOverride?: DecimalInput;
  /** The additional coverages the proposal takes. */
  coverages?: readonly AdditionalCoverage[];
  /**
   * The complementary modality, priced like the main one at its own starting rate (no staff
   * override). Without a start date, end date or days it takes the main modality's term.
   */
  complementary?: ComplementaryQuoteInput | null;
  commissionRange: CommissionRange;
  numberOfInstallment?: number | string | null;
  gracePeriod?: number | string | null;
}

export interface ProposalPremiumOptions {
  /** ISO day the start-date window counts from; defaults to today in Brasília. */
  today?: string;
  /** Tenant parameter, percent of the premium; default 0. */
  iofPercentage?: DecimalInput;
  /** Highest premium as a percent of the IS; default DEFAULT_MAX_PREMIUM_PERCENTAGE. */
  maxPremiumPercentage?: DecimalInput;
  /** The payment code's instalment rules; none means a single payment without grace period. */
  installmentParameter?: InstallmentRules | null;
  /** The modality's override of those rules (resolveInstallmentParameter). */
  installmentOverride?: Partial<InstallmentOverrideFields> | null;
}

export interface ComplementaryPremiumResult {
  StartDate: string;
  EndDate: string;
  DeadlineDays: number;
  InsuredAmountValue: string;
  Tax: string;
  MinInsurancePremium: string;
  Premium: string;
}

/** The answer; money as strings with 2 decimals, rates and percentages with 4. */
export interface ProposalPremiumResult {
  /** The rate used (RiskRate), percent a year. */
  Tax: string;
  /** The rate before any staff change, and where it came from. */
  StartingTax: string;
  TaxSource: RateSource;
  StartDate: string;
  EndDate: string;
  DeadlineDays: number;
  InsuredAmountValue: string;
  MinInsurancePremium: string;
  MainModalityPremium: string;
  Complementary: ComplementaryPremiumResult | null;
  ComplementaryModalityPremium: string | null;
  Coverages: CoveragePremium[];
  CoveragesPremium: string;
  /** Main + coverages + complementary, without IOF. */
  InsurancePremium: string;
  ComissionPercentage: string;
  ComissionValue: string;
  IofPercentage: string;
  IofValue: string;
  TotalWithIof: string;
  NumberOfInstallment: number;
  /** Each instalment; they add up to TotalWithIof, the first takes the leftover cents. */
  InstallmentValues: string[];
  GracePeriod: number | null;
  InstallmentResult: { PossibleInstallments: number; PossibleGracePeriodsInDays: number[] };
  CalculationMemory: CalculationStep[];
}
