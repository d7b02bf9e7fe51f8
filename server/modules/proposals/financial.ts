import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { financialDataBody } from '../../../domain/contracts/proposals';
import { defaultBrokerProfileSettings } from '../../../domain/brokerProfileSettings';
import { DEFAULT_MAX_PREMIUM_PERCENTAGE } from '../../../domain/modalities';
import {
  calculateProposalPremium,
  type ModalityPricingRules,
  type ProposalPremiumResult,
} from '../../../domain/pricing';
import { proposalStatusLabel } from '../../../domain/proposalStatus';
import { canEdit } from '../../../domain/proposalTransitions';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import {
  brokerCommissions,
  installmentModalityParameters,
  installmentParameters,
  modalities,
  modalityCoverages,
  modalityGroups,
  policyHolders,
  proposals,
} from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import { underwritingOf } from '../../engines/inputs';
import { settingsRowOf } from '../broker-profile/service';
import { findSettings } from '../modalities/branchGroupQueries';
import type { AuthContext } from '../security/principal';
import { rateOf } from './input';
import * as M from './messages';
import { findWritableProposal, type ProposalRow } from './scope';

export type FinancialDataBody = z.infer<typeof financialDataBody>;

/** The payment code whose instalment parameter applies (the only payment method so far). */
const PAYMENT_CODE = 'BOLETO';

/** A modality's pricing and term rules as domain/pricing reads them. */
export const rulesOf = (row: typeof modalities.$inferSelect): ModalityPricingRules => ({
  name: row.name,
  minInsurancePremium: row.minInsurancePremium,
  baseRate: row.baseRate,
  canUseModalityTax: row.canUseModalityTax,
  maxInsuredAmountValue: row.maxInsuredAmountValue,
  minPeriodInDays: row.minPeriodInDays,
  maxPeriodInDays: row.maxPeriodInDays,
  maxRetroactivityDays: row.maxRetroactivityDays,
  maxFutureDays: row.maxFutureDays,
});

/**
 * The commission range a broker may choose in a modality group: the tenant's broker profile
 * range (ObterPerfilCorretor), narrowed by the broker's own maximum for the group when one is
 * set; its default is the broker's commission for the group, else the range's minimum.
 */
const commissionFor = async (db: Database, row: ProposalRow, groupName: string) => {
  const settings = await settingsRowOf(db, row.companyId);
  const min =
    settings?.minCommissionPercentage ?? defaultBrokerProfileSettings.ComissaoMinimaPercentual;
  let max =
    settings?.maxCommissionPercentage ?? defaultBrokerProfileSettings.ComissaoMaximaPercentual;
  const [own] = await db
    .select()
    .from(brokerCommissions)
    .where(
      and(
        eq(brokerCommissions.brokerId, row.brokerId),
        eq(brokerCommissions.modalityGroupName, groupName),
      ),
    );
  if (own && Number(own.maxCommissionPercentage) < Number(max)) max = own.maxCommissionPercentage;
  return {
    range: { minPercentage: min, maxPercentage: max },
    standard: own?.commissionPercentage ?? min,
  };
};

/** What the calculation still lacks before it can run, each naming its field. */
const missingForCalculation = (row: ProposalRow) => {
  const problems: string[] = [];
  if (!row.modalityId)
    problems.push('Modalidade: escolha a modalidade antes de calcular o prêmio.');
  if (!row.insuredAmountValue)
    problems.push('Importância segurada: informe-a antes de calcular o prêmio.');
  if (!row.startDate) problems.push('Início de vigência: informe-o antes de calcular o prêmio.');
  if (!row.endDate && row.deadlineDays === null) {
    problems.push('Fim de vigência: informe a data ou o prazo em dias antes de calcular o prêmio.');
  }
  if (row.complementaryModalityId && !row.complementaryInsuredAmountValue) {
    problems.push('Importância segurada complementar: informe-a antes de calcular o prêmio.');
  }
  return problems;
};

/**
 * Everything priceProposal reads besides the proposal: the modality (and its group and additional
 * coverages), the complementary modality, the holder, the instalment parameter of the payment code
 * and the modality's override, the broker's commission range, the premium ceiling and IOF. The
 * same for every proposal of one broker, holder and modalities (the demo seed reuses it).
 */
export const pricingContextOf = async (db: Database, auth: AuthContext, row: ProposalRow) => {
  const missing = missingForCalculation(row);
  if (missing.length) throw new ValidationError(missing);
  const [modality] = await db
    .select()
    .from(modalities)
    .where(eq(modalities.id, row.modalityId as number));
  const [group] = await db
    .select()
    .from(modalityGroups)
    .where(eq(modalityGroups.id, modality.groupId));
  const [complementary] = row.complementaryModalityId
    ? await db.select().from(modalities).where(eq(modalities.id, row.complementaryModalityId))
    : [];
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, row.policyHolderId));
  const coverages = row.additionalCoverageIds.length
    ? await db.select().from(modalityCoverages).where(eq(modalityCoverages.modalityId, modality.id))
    : [];
  const [parameter] = await db
    .select()
    .from(installmentParameters)
    .where(
      and(
        eq(installmentParameters.companyId, row.companyId),
        eq(installmentParameters.code, PAYMENT_CODE),
        eq(installmentParameters.isActive, true),
      ),
    );
  const [override] = parameter
    ? await db
        .select()
        .from(installmentModalityParameters)
        .where(
          and(
            eq(installmentModalityParameters.installmentParameterId, parameter.id),
            eq(installmentModalityParameters.modalityId, modality.id),
          ),
        )
    : [];
  const commission = await commissionFor(db, row, group.name);
  const ceiling = await findSettings(db, auth);
  const underwriting = await underwritingOf(db, row.companyId);
  return {
    modality,
    complementary,
    holder,
    coverages,
    parameter,
    override,
    commission,
    ceiling,
    underwriting,
  };
};
export type PricingContext = Awaited<ReturnType<typeof pricingContextOf>>;

/**
 * Prices the proposal with the context read for it (pricingContextOf) and the financial choices
 * sent (domain/pricing, the one pricing module): the modality and the complementary one, the
 * chosen additional coverages, the holder's base rate (or the insurer's override), the commission
 * within the broker's range, the tenant's IOF and premium ceiling, and the instalment parameter.
 * Answers the result or 400 with every problem.
 */
export const priceWithContext = (
  context: PricingContext,
  auth: AuthContext,
  row: ProposalRow,
  body: Partial<FinancialDataBody>,
  today?: string,
) => {
  const { modality, complementary, holder, parameter, override, commission } = context;
  const coverages = context.coverages.filter((coverage) =>
    row.additionalCoverageIds.includes(coverage.id),
  );
  // Only insurer staff change the rate; a broker's RiskRate is refused unless it is the current one.
  let riskRateOverride = row.riskRateOverride;
  if (body.RiskRate !== undefined && body.RiskRate !== null && body.RiskRate !== '') {
    const sent = rateOf(body.RiskRate);
    if (isInsuranceStaff(auth.userTypeId)) riskRateOverride = sent;
    else if (sent !== row.riskRate) throw new ValidationError(M.RATE_INSURER_ONLY);
  }
  const perPercentage = body.CalculatePerComissionPercentage ?? row.calculatePerComissionPercentage;
  const outcome = calculateProposalPremium(
    {
      insuredAmountValue: row.insuredAmountValue,
      startDate: row.startDate,
      endDate: row.endDate,
      deadlineDays: row.deadlineDays,
      modality: rulesOf(modality),
      holderBaseRate: holder.baseRate,
      riskRateOverride,
      coverages: coverages.map((coverage) => ({
        name: coverage.name,
        coverageCalculationTypeId: coverage.coverageCalculationTypeId,
        params: coverage.coverageCalculationJsonParam,
      })),
      complementary: complementary
        ? {
            modality: rulesOf(complementary),
            insuredAmountValue: row.complementaryInsuredAmountValue,
            startDate: row.complementaryStartDate ?? undefined,
            endDate: row.complementaryEndDate ?? undefined,
            deadlineDays: row.complementaryDeadlineDays ?? undefined,
          }
        : null,
      calculatePerComissionPercentage: perPercentage,
      comissionPercentage:
        body.ComissionPercentage ?? row.comissionPercentage ?? commission.standard,
      comissionValue: body.ComissionValue ?? row.comissionValue,
      commissionRange: commission.range,
      numberOfInstallment: body.NumberOfInstallment ?? row.numberOfInstallment,
      gracePeriod: body.GracePeriod ?? row.gracePeriod,
    },
    {
      today,
      iofPercentage: context.underwriting.iofPercentage,
      maxPremiumPercentage:
        context.ceiling?.maxPremiumPercentageOfInsuredAmount ?? DEFAULT_MAX_PREMIUM_PERCENTAGE,
      installmentParameter: parameter
        ? {
            MaxInstallments: parameter.maxInstallments,
            MinInstallmentValue: parameter.minInstallmentValue,
            PossibleGracePeriodsInDays: parameter.possibleGracePeriodsInDays,
          }
        : null,
      installmentOverride: override
        ? {
            MaxInstallments: override.maxInstallments ?? undefined,
            MinInstallmentValue: override.minInstallmentValue ?? undefined,
            PossibleGracePeriodsInDays: override.possibleGracePeriodsInDays ?? undefined,
          }
        : null,
    },
  );
  if (!outcome.ok) throw new ValidationError(outcome.problems.map((problem) => problem.message));
  return { result: outcome.result, riskRateOverride, perPercentage };
};

/** Prices the proposal as saved with the financial choices sent (see priceWithContext). */
export const priceProposal = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  body: Partial<FinancialDataBody>,
  today?: string,
): Promise<{
  result: ProposalPremiumResult;
  riskRateOverride: string | null;
  perPercentage: boolean;
}> => priceWithContext(await pricingContextOf(db, auth, row), auth, row, body, today);

/** The calculation answer (CalculateFinancialData) in the contract's shape. */
export const financialAnswerOf = (result: ProposalPremiumResult) => ({
  ...result,
  CalculationMemory: result.CalculationMemory.map((entry) => ({
    Key: entry.key,
    Label: entry.label,
    Formula: entry.formula,
    Value: entry.value,
    Kind: entry.kind,
  })),
});

/** A calculation as the proposal stores it (its financial data and the memory). */
export const financialValuesOf = ({
  result,
  riskRateOverride,
  perPercentage,
}: Awaited<ReturnType<typeof priceProposal>>) => ({
  riskRate: result.Tax,
  riskRateOverride,
  insurancePremium: result.InsurancePremium,
  minInsurancePremium: result.MinInsurancePremium,
  comissionValue: result.ComissionValue,
  comissionPercentage: result.ComissionPercentage,
  calculatePerComissionPercentage: perPercentage,
  iofValue: result.IofValue,
  numberOfInstallment: result.NumberOfInstallment,
  gracePeriod: result.GracePeriod,
  calculationMemory: financialAnswerOf(result).CalculationMemory,
  financialUpdatedAt: new Date(),
});

/** CalculateFinancialData: the premium and its memory for the choices sent; nothing is saved. */
export const calculateFinancialData = async (
  db: Database,
  auth: AuthContext,
  body: FinancialDataBody,
) => {
  const row = await findWritableProposal(db, auth, body.ProposalUniqueId);
  requireCurrentVersion(body.Version, row.version, M.STALE_PROPOSAL);
  return financialAnswerOf((await priceProposal(db, auth, row, body)).result);
};

/**
 * UpdateCalculateFinancialData and UpdateFinancialData: prices the proposal again on the server
 * (the premium is never taken from the client) and saves the financial data with its memory.
 * Only while the proposal may change (Cotação, Aguardando Corretor; the insurer's rate also in
 * Em análise). A failed calculation saves nothing, so the last good data stays.
 */
export const saveFinancialData = async (
  db: Database,
  auth: AuthContext,
  body: FinancialDataBody,
) => {
  const row = await findWritableProposal(db, auth, body.ProposalUniqueId);
  requireCurrentVersion(body.Version, row.version, M.STALE_PROPOSAL);
  const insurerInAnalysis = isInsuranceStaff(auth.userTypeId) && row.status === 2;
  if (!canEdit(row.status) && !insurerInAnalysis) {
    throw new ConflictError(M.CANNOT_EDIT(proposalStatusLabel(row.status)));
  }
  const [saved] = await db
    .update(proposals)
    .set({
      ...financialValuesOf(await priceProposal(db, auth, row, body)),
      version: sql`${proposals.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
    .returning();
  if (!saved) throw new ConflictError(M.STALE_PROPOSAL);
  return saved;
};
