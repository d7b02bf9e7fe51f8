import Decimal from 'decimal.js';
import { and, asc, eq, gte, isNull, lte, max, sql } from 'drizzle-orm';
import { formatBRL, formatDate } from '../../../domain/format';
import { legalAcceptanceDeadline } from '../../../domain/engines/legalDeadline';
import { proposalAnalysisKey } from '../../../domain/kanban';
import { RENEWAL_EMISSION_TYPE } from '../../../domain/emissionTypes';
import { jobDay, windowEnd, withinDaysOfEnd } from '../../../domain/policyExpiry';
import { PolicyStatus } from '../../../domain/policyStatus';
import { addDays, daysBetween, renewalTerm, todayInBrazil } from '../../../domain/policyTerm';
import { ProposalStatus } from '../../../domain/proposalStatus';
import type { EffectiveRenewal } from '../../../domain/renewal';
import {
  adjustInsuredAmount,
  adjustmentLabel,
  DEFAULT_INDEX_RATES,
  holderRestrictions,
  type IndexRates,
  PRICE_INDEXES,
  type PriceIndex,
  renewalRoute,
  scaleByInsuredAmount,
} from '../../../domain/renewalAdjustment';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import { UserType } from '../../../domain/userTypes';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import {
  adjustmentIndexRates,
  kanbanCards,
  modalities,
  policies,
  policyHolders,
  proposalBeneficiaries,
  proposalCoBrokers,
  proposalContractualTerms,
  proposalEngineLogs,
  proposalPendingAnalyses,
  proposals,
  renewalModalityRules,
  renewalSettings,
} from '../../db/schema';
import { riskSnapshotOf } from '../../engines/proposalEngines';
import { DomainError } from '../../http/errors';
import { recordPolicyEvent } from '../policies/history';
import { issuePolicy } from '../issuance/issuePolicy';
import { openProposalAnalysisCards } from '../kanban/cards';
import { type BoardChange, publishBoardChange } from '../kanban/events';
import { nextNumber } from '../proposals/drafts';
import { financialValuesOf, pricingContextOf, priceWithContext } from '../proposals/financial';
import type { ProposalRow } from '../proposals/scope';
import { recordTimeline } from '../proposals/timeline';
import { renewalKit } from '../renewal-anniversary/renewalArea';
import type { AuthContext } from '../security/principal';

/** Who the renewal job is on timelines and histories. */
export const RENEWAL_AUTHOR = { name: 'Rotina de renovação' } as const;

/** The engine whose referral an analyst decides on the PROPOSTA_RENOVACAO card. */
const RENEWAL_ANALYSIS_ENGINE = 'Subscricao';

/**
 * The pricing module reads the tenant's parameters through an AuthContext; the job has no user,
 * so it prices as the insurer (no user id: nothing is written in a user's name with it).
 */
const pricingAuth = (companyId: number): AuthContext => ({
  userId: 0,
  companyId,
  userTypeId: UserType.INSURANCE,
  brokerId: null,
  personId: 0,
  familyId: 'rotina-renovacao',
  functionalities: new Set(),
});

/** The tenant's 12-month index rates: its own rows over DEFAULT_INDEX_RATES. */
export const indexRatesOf = async (db: Database, companyId: number): Promise<IndexRates> => {
  const rows = await db
    .select()
    .from(adjustmentIndexRates)
    .where(eq(adjustmentIndexRates.companyId, companyId));
  const rates = { ...DEFAULT_INDEX_RATES };
  for (const row of rows) {
    if (PRICE_INDEXES.includes(row.indexCode as PriceIndex)) {
      rates[row.indexCode as PriceIndex] = row.rate12Months;
    }
  }
  return rates;
};

type PolicyRow = typeof policies.$inferSelect;

/** What one tenant's renewal run reads once. */
interface TenantRenewal {
  companyId: number;
  effective: (modalityId: number) => EffectiveRenewal;
  rates: IndexRates;
  today: string;
  now: Date;
}

/** The copied proposal's financial fields: recalculated with the pricing module, or scaled. */
const financialOf = async (
  tx: Database,
  tenant: TenantRenewal,
  config: EffectiveRenewal,
  draft: ProposalRow,
  policy: PolicyRow,
) => {
  const scaled = {
    insurancePremium: scaleByInsuredAmount(
      policy.insurancePremium,
      policy.insuredAmountValue,
      draft.insuredAmountValue as string,
    ),
    comissionValue: draft.comissionValue
      ? scaleByInsuredAmount(
          draft.comissionValue,
          policy.insuredAmountValue,
          draft.insuredAmountValue as string,
        )
      : null,
    iofValue: draft.iofValue
      ? scaleByInsuredAmount(
          draft.iofValue,
          policy.insuredAmountValue,
          draft.insuredAmountValue as string,
        )
      : null,
    calculationMemory: null,
    financialUpdatedAt: tenant.now,
  };
  if (!config.RecalculatePremium) return { values: scaled, changes: [] as string[] };
  try {
    const auth = pricingAuth(tenant.companyId);
    const context = await pricingContextOf(tx, auth, draft);
    // the renewal starts where the old term ends: its start is the window's reference day
    const priced = priceWithContext(context, auth, draft, {}, draft.startDate as string);
    const values = financialValuesOf(priced);
    const oldRate = policy.riskRate ? new Decimal(policy.riskRate) : null;
    const changes =
      oldRate && !oldRate.equals(priced.result.Tax)
        ? [
            `A taxa mudou de ${oldRate.toFixed(4)} % para ${new Decimal(priced.result.Tax).toFixed(4)} % ao ano no recálculo do prêmio.`,
          ]
        : [];
    return { values: { ...values, financialUpdatedAt: tenant.now }, changes };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      values: scaled,
      changes: [
        `O prêmio não pôde ser recalculado (${error.messages.join(' ')}); o prêmio anterior foi atualizado pela importância segurada.`,
      ],
    };
  }
};

export type RenewalOutcome = 'emitida' | 'aguardando_emissao' | 'em_analise' | 'skipped';

/**
 * Opens the renewal of one policy, in one transaction: the policy row is locked and checked again
 * (still Emitida, not blocked, no renewal opened), its proposal copied with the new term and the
 * adjusted insured amount, routed by renewalRoute, and the policy pointed at the new proposal.
 */
const openRenewal = async (
  context: GatewayContext,
  tenant: TenantRenewal,
  policyId: number,
): Promise<{ outcome: RenewalOutcome; board?: BoardChange }> =>
  context.db.transaction(async (tx) => {
    const [policy] = await tx
      .select()
      .from(policies)
      .where(
        and(
          eq(policies.id, policyId),
          eq(policies.status, PolicyStatus.Emitida),
          eq(policies.renewalBlocked, false),
          isNull(policies.renewalProposalId),
        ),
      )
      .for('update');
    if (!policy) return { outcome: 'skipped' };
    const config = tenant.effective(policy.modalityId);
    const [original] = await tx.select().from(proposals).where(eq(proposals.id, policy.proposalId));
    const [holder] = await tx
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.id, policy.policyHolderId));
    const [modality] = await tx
      .select({ name: modalities.name, isDeleted: modalities.isDeleted })
      .from(modalities)
      .where(eq(modalities.id, policy.modalityId));

    const term = renewalTerm(policy.startDate, policy.endDate);
    const shift = daysBetween(policy.startDate, term.startDate);
    const insuredAmountValue = adjustInsuredAmount(
      policy.insuredAmountValue,
      config.AdjustmentIndex,
      tenant.rates,
    );
    const complementary = original.complementaryModalityId
      ? {
          complementaryStartDate: original.complementaryStartDate
            ? addDays(original.complementaryStartDate, shift)
            : null,
          complementaryEndDate: original.complementaryEndDate
            ? addDays(original.complementaryEndDate, shift)
            : null,
          complementaryInsuredAmountValue: original.complementaryInsuredAmountValue
            ? adjustInsuredAmount(
                original.complementaryInsuredAmountValue,
                config.AdjustmentIndex,
                tenant.rates,
              )
            : null,
        }
      : {};
    const draft: ProposalRow = {
      ...original,
      insuredId: policy.insuredId,
      modalityId: policy.modalityId,
      riskRate: policy.riskRate ?? original.riskRate,
      numberOfInstallment: policy.numberOfInstallment,
      startDate: term.startDate,
      endDate: term.endDate,
      deadlineDays: daysBetween(term.startDate, term.endDate),
      insuredAmountValue,
      ...complementary,
    };
    const financial = await financialOf(tx, tenant, config, draft, policy);
    const changes = [
      ...(modality?.isDeleted ? [`A modalidade ${modality.name} foi excluída.`] : []),
      ...financial.changes,
    ];
    const restrictions = holderRestrictions(holder, {
      oldInsuredAmount: policy.insuredAmountValue,
      newInsuredAmount: insuredAmountValue,
    });
    const route = renewalRoute({
      automaticRenewal: config.AutomaticRenewal,
      autoIssueWhenUnchanged: config.AutoIssueWhenUnchanged,
      blockOnHolderRestrictions: config.BlockOnHolderRestrictions,
      restrictions,
      changes,
    });
    const status =
      route.route === 'emissao' ? ProposalStatus.AguardandoEmissao : ProposalStatus.EmAnalise;

    const {
      id: _id,
      uniqueId: _uniqueId,
      number: _number,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      version: _version,
      ...copied
    } = draft;
    const [created] = await tx
      .insert(proposals)
      .values({
        ...copied,
        ...financial.values,
        number: await nextNumber(tx, policy.companyId),
        status,
        emissionProposalType: RENEWAL_EMISSION_TYPE,
        createdByUserId: null,
        submittedAt: tenant.now,
        legalDeadline: todayInBrazil(legalAcceptanceDeadline(tenant.now)),
        cancelJustification: null,
        approvedRiskSnapshot: null,
      })
      .returning();
    const [renewal] =
      route.route === 'emissao'
        ? await tx
            .update(proposals)
            .set({ approvedRiskSnapshot: riskSnapshotOf(created) })
            .where(eq(proposals.id, created.id))
            .returning()
        : [created];

    const coBrokers = await tx
      .select()
      .from(proposalCoBrokers)
      .where(eq(proposalCoBrokers.proposalId, original.id));
    if (coBrokers.length) {
      await tx
        .insert(proposalCoBrokers)
        .values(coBrokers.map((row) => ({ ...row, proposalId: renewal.id })));
    }
    const beneficiaries = await tx
      .select()
      .from(proposalBeneficiaries)
      .where(eq(proposalBeneficiaries.proposalId, original.id));
    if (beneficiaries.length) {
      await tx
        .insert(proposalBeneficiaries)
        .values(beneficiaries.map((row) => ({ ...row, proposalId: renewal.id })));
    }
    const terms = await tx
      .select()
      .from(proposalContractualTerms)
      .where(eq(proposalContractualTerms.proposalId, original.id))
      .orderBy(asc(proposalContractualTerms.sortOrder), asc(proposalContractualTerms.id));
    if (terms.length) {
      await tx
        .insert(proposalContractualTerms)
        .values(terms.map(({ id: _termId, ...row }) => ({ ...row, proposalId: renewal.id })));
    }

    const opened = `Renovação da apólice ${policy.number}: vigência de ${formatDate(term.startDate)} a ${formatDate(term.endDate)}, importância segurada de ${formatBRL(insuredAmountValue)}, ${adjustmentLabel(config.AdjustmentIndex, tenant.rates)}.`;
    await recordTimeline(tx, RENEWAL_AUTHOR, renewal, {
      situation: ProposalTimelineSituation.Subscricao,
      status: route.route === 'emissao' ? TimelineStatus.Aprovado : TimelineStatus.Seguradora,
      note: route.route === 'emissao' ? opened : `${opened} ${route.reasons.join(' ')}`,
    });

    let board: BoardChange | undefined;
    if (route.route === 'analise') {
      const reason = `Renovação da apólice ${policy.number}: ${route.reasons.join(' ')}`;
      await tx.insert(proposalEngineLogs).values({
        proposalId: renewal.id,
        engine: RENEWAL_ANALYSIS_ENGINE,
        verdict: 'referred',
        reasons: route.reasons,
        inputs: { Origem: 'renovacao', ApoliceRenovada: policy.number },
        ranByUserId: null,
      });
      const [analysis] = await tx
        .insert(proposalPendingAnalyses)
        .values({
          companyId: policy.companyId,
          proposalId: renewal.id,
          engine: RENEWAL_ANALYSIS_ENGINE,
          reason,
        })
        .returning();
      await openProposalAnalysisCards(tx, renewal, [analysis]);
      const [card] = await tx
        .select({ id: kanbanCards.id, pipeId: kanbanCards.pipeId })
        .from(kanbanCards)
        .where(
          and(
            eq(kanbanCards.companyId, policy.companyId),
            eq(kanbanCards.openKey, proposalAnalysisKey(renewal.id, RENEWAL_ANALYSIS_ENGINE)),
          ),
        );
      if (card) {
        board = {
          companyId: policy.companyId,
          pipeId: card.pipeId,
          cardId: card.id,
          kind: 'created',
        };
      }
    }

    await tx
      .update(policies)
      .set({
        renewalProposalId: renewal.id,
        version: sql`${policies.version} + 1`,
        updatedAt: tenant.now,
      })
      .where(eq(policies.id, policy.id));
    await recordPolicyEvent(tx, {
      companyId: policy.companyId,
      policyId: policy.id,
      changedBy: RENEWAL_AUTHOR,
      description: `Proposta de renovação nº ${renewal.number} aberta.`,
      changes: [{ field: 'RenewalProposal', oldValue: null, newValue: renewal.number }],
    });

    if (!route.issue) {
      return { outcome: route.route === 'emissao' ? 'aguardando_emissao' : 'em_analise', board };
    }
    // issued at once, before any instalment of the renewal is paid; issuePolicy links the new
    // policy to the one it renews
    await issuePolicy(tx, {
      companyId: policy.companyId,
      proposalId: renewal.id,
      author: RENEWAL_AUTHOR,
      premiumReceivable: true,
    });
    return { outcome: 'emitida' };
  });

/** The tenants whose renewal is switched on (no saved defaults: renewal off). */
export const renewingTenants = async (db: Database) =>
  (
    await db
      .select({ companyId: renewalSettings.companyId })
      .from(renewalSettings)
      .where(eq(renewalSettings.renewalEnabled, true))
      .orderBy(asc(renewalSettings.companyId))
  ).map((row) => row.companyId);

/**
 * The policies of a tenant whose renewal window is open today: Emitida, not blocked, no renewal
 * opened, renewals left (MaxRenewals), the modality's renewal on and the end date within its
 * DaysBeforeExpiry days.
 */
const renewalCandidates = async (db: Database, tenant: TenantRenewal, widest: number) => {
  const rows = await db
    .select({
      id: policies.id,
      modalityId: policies.modalityId,
      endDate: policies.endDate,
      renewalCount: policies.renewalCount,
    })
    .from(policies)
    .where(
      and(
        eq(policies.companyId, tenant.companyId),
        eq(policies.status, PolicyStatus.Emitida),
        eq(policies.renewalBlocked, false),
        isNull(policies.renewalProposalId),
        gte(policies.endDate, tenant.today),
        lte(policies.endDate, windowEnd(tenant.today, widest)),
      ),
    )
    .orderBy(asc(policies.endDate), asc(policies.id));
  return rows.filter((row) => {
    const config = tenant.effective(row.modalityId);
    return (
      config.RenewalEnabled &&
      (config.MaxRenewals === null || row.renewalCount < config.MaxRenewals) &&
      withinDaysOfEnd(row.endDate, tenant.today, config.DaysBeforeExpiry)
    );
  });
};

/** The widest DaysBeforeExpiry of a tenant's modalities (the candidates' SQL bound). */
const widestWindow = async (db: Database, companyId: number, fallback: number) => {
  const [row] = await db
    .select({ days: max(renewalModalityRules.daysBeforeExpiry) })
    .from(renewalModalityRules)
    .where(eq(renewalModalityRules.companyId, companyId));
  return Math.max(fallback, row?.days ?? 0);
};

/**
 * The renewal job: for each tenant with renewal on, opens the renewal of every policy whose
 * window is open (openRenewal), one transaction per policy so one failure does not stop the rest
 * (it is reported and retried on the next run: the policy still has no renewal). Board changes of
 * the cards opened are published after their commit.
 */
export const openRenewals = async (context: GatewayContext, now: Date) => {
  const today = jobDay(now);
  const counts: Record<RenewalOutcome, number> = {
    emitida: 0,
    aguardando_emissao: 0,
    em_analise: 0,
    skipped: 0,
  };
  const failures: { policyId: number; error: string }[] = [];
  for (const companyId of await renewingTenants(context.db)) {
    const { settings, of: effective } = await renewalKit.effectiveByModality(context.db, companyId);
    const tenant: TenantRenewal = {
      companyId,
      effective,
      rates: await indexRatesOf(context.db, companyId),
      today,
      now,
    };
    const widest = await widestWindow(context.db, companyId, settings.DaysBeforeExpiry);
    for (const candidate of await renewalCandidates(context.db, tenant, widest)) {
      try {
        const { outcome, board } = await openRenewal(context, tenant, candidate.id);
        counts[outcome] += 1;
        if (board) publishBoardChange(board);
      } catch (error) {
        failures.push({
          policyId: candidate.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  // a failed policy is retried on the next run (it still has no renewal); ok false records it
  return { ok: failures.length === 0, day: today, ...counts, failures: failures.slice(0, 20) };
};
