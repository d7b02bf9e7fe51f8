import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProposalBody } from '../../../domain/contracts/proposals';
import { toDecimal } from '../../../domain/decimalValue';
import { tagsUsed } from '../../../domain/modalityTerms';
import { proposalStatusLabel } from '../../../domain/proposalStatus';
import { changedRiskFields, riskChangeReason } from '../../../domain/proposalRiskChange';
import { canEdit, transition } from '../../../domain/proposalTransitions';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import { isBroker } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import {
  beneficiaries,
  brokers,
  complementaryModalities,
  insureds,
  modalities,
  modalityContractualTerms,
  modalityCoverages,
  modalityParticularClauses,
  partyLocations,
  policyHolderBranches,
  proposalBeneficiaries,
  proposalCoBrokers,
  proposalContractualTerms,
  proposalNumbers,
  proposalPendingAnalyses,
  proposals,
} from '../../db/schema';
import { riskSnapshotOf } from '../../engines/proposalEngines';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { sanitizeRichText } from '../../http/richText';
import { requireCurrentVersion } from '../../http/writeGuards';
import { openProposalAnalysisCards } from '../kanban/cards';
import { getSector } from '../general-conditions/queries';
import { checkHolderForProposal } from '../policy-holders/proposalCheck';
import { findVisiblePolicyHolder } from '../policy-holders/scope';
import type { AuthContext } from '../security/principal';
import { financialValuesOf, priceProposal } from './financial';
import { dayOf, moneyOf, rateOf } from './input';
import * as M from './messages';
import { findWritableProposal, type ProposalRow } from './scope';
import { recordTimeline, STEP_QUOTE } from './timeline';

export type UpdateProposalBody = z.infer<typeof updateProposalBody>;
type ProposalValues = Partial<typeof proposals.$inferInsert>;

/**
 * The analysis a risk change opens for the insurer (proposal_pending_analyses.engine): the
 * subscription's, which judges the risk data.
 */
export const RISK_CHANGE_ANALYSIS = 'Subscricao';

/** domain/modalityTerms.ts contractualTermTypes: 1 is the contract's object. */
const CONTRACT_OBJECT_TERM_TYPE = 1;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const plusDays = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A term as sent → consistent dates and days: two of StartDate / EndDate / DeadlineDays give the
 * third; all three must agree. Fields not sent keep the proposal's values.
 */
const resolveTerm = (
  problems: string[],
  labels: { start: string; end: string },
  sent: { start?: string | null; end?: string | null; days?: number | null },
  current: { start: string | null; end: string | null; days: number | null },
) => {
  const read = (value: string | null | undefined, label: string, fallback: string | null) => {
    if (value === undefined) return fallback;
    if (value === null || value === '') return null;
    const day = dayOf(value);
    if (!day) problems.push(M.INVALID_DATE(label));
    return day;
  };
  const start = read(sent.start, labels.start, current.start);
  let end = read(sent.end, labels.end, current.end);
  let days = sent.days === undefined ? current.days : sent.days;
  const daysSent = sent.days !== undefined && sent.days !== null;
  const endSent = sent.end !== undefined && sent.end !== null && sent.end !== '';
  if (start && end && daysSent && endSent && daysBetween(start, end) !== days) {
    problems.push(M.DAYS_MISMATCH);
  } else if (start && daysSent && !endSent && days !== null) {
    end = plusDays(start, days);
  } else if (start && end) {
    days = daysBetween(start, end);
  }
  if (start && end && end <= start) problems.push(M.END_BEFORE_START);
  return { start, end, days };
};

/** A positive amount as sent, or null to clear; a problem naming the field otherwise. */
const amountOf = (problems: string[], label: string, value: string | number | null | undefined) => {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const amount = moneyOf(value);
  if (!amount || !toDecimal(amount)?.isPositive() || toDecimal(amount)?.isZero()) {
    problems.push(M.INVALID_AMOUNT(label));
    return undefined;
  }
  return amount;
};

/** The proposal's texts as stored: sanitised rich text with the tags it uses (JSONTag). */
export const termRows = (
  kind: 'object' | 'particular_clause',
  terms: NonNullable<NonNullable<UpdateProposalBody['ContractualTerms']>['Object']>,
) =>
  terms.map((term, index) => {
    const value = sanitizeRichText(term.Value);
    return {
      kind,
      sourceId: term.SourceId ?? null,
      title: term.Title ?? null,
      value,
      jsonTag: tagsUsed(value),
      sortOrder: index + 1,
    };
  });

/** The modality's standard texts as the proposal's: its object (term type 1) and active clauses. */
export const standardTermsOf = async (db: Database, modalityId: number) => {
  const [object] = await db
    .select()
    .from(modalityContractualTerms)
    .where(
      and(
        eq(modalityContractualTerms.modalityId, modalityId),
        eq(modalityContractualTerms.termType, CONTRACT_OBJECT_TERM_TYPE),
      ),
    );
  const clauses = await db
    .select()
    .from(modalityParticularClauses)
    .where(
      and(
        eq(modalityParticularClauses.modalityId, modalityId),
        eq(modalityParticularClauses.isActive, true),
      ),
    )
    .orderBy(asc(modalityParticularClauses.sortOrder));
  return [
    ...(object
      ? termRows('object', [{ Value: object.value, SourceId: object.id, Title: null }])
      : []),
    ...termRows(
      'particular_clause',
      clauses.map((clause) => ({ Value: clause.value, SourceId: clause.id, Title: clause.title })),
    ),
  ];
};

interface ResolvedDraft {
  values: ProposalValues;
  beneficiaryIds?: number[];
  coBrokers?: { brokerId: number; commissionSharePercentage: string }[];
  terms?: ReturnType<typeof termRows>;
}

/**
 * Checks every reference the step sends against the caller's scope and the tenant (holder
 * nominated to the broker and usable, insured not blocked, address of that insured, modality of
 * the tenant, complementary modality enabled for it, additional coverages of it) and every value
 * (dates, days, amounts). All problems at once, each naming its field (400).
 */
const resolveDraft = async (
  db: Database,
  auth: AuthContext,
  body: UpdateProposalBody,
  current: ProposalRow | null,
): Promise<ResolvedDraft> => {
  const problems: string[] = [];
  const values: ProposalValues = {};

  let holderId = current?.policyHolderId ?? null;
  if (body.PolicyHolderUniqueId && body.PolicyHolderUniqueId !== undefined) {
    const holder = await findVisiblePolicyHolder(db, auth, body.PolicyHolderUniqueId).catch(
      (error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      },
    );
    if (!holder) problems.push(M.HOLDER_NOT_USABLE('tomador não encontrado.'));
    else if (holder.id !== current?.policyHolderId) {
      const check = await checkHolderForProposal(db, auth, holder.cpfCnpj);
      if (!check.CanUse) problems.push(...check.Reasons.map(M.HOLDER_NOT_USABLE));
      holderId = holder.id;
      values.policyHolderId = holder.id;
      // another holder: its branch choice no longer applies
      values.policyHolderBranchId = null;
    }
  }
  if (!holderId) problems.push(M.HOLDER_REQUIRED);
  if (body.PolicyHolderBranchId !== undefined) {
    if (body.PolicyHolderBranchId === null) values.policyHolderBranchId = null;
    else if (holderId) {
      const [branch] = await db
        .select({ id: policyHolderBranches.id })
        .from(policyHolderBranches)
        .where(
          and(
            eq(policyHolderBranches.id, body.PolicyHolderBranchId),
            eq(policyHolderBranches.policyHolderId, holderId),
          ),
        );
      if (!branch) problems.push(M.HOLDER_BRANCH_UNKNOWN);
      else values.policyHolderBranchId = branch.id;
    }
  }

  let insuredId = current?.insuredId ?? null;
  let insuredIsPrivate: boolean | null = null;
  if (body.InsuredUniqueId !== undefined) {
    if (body.InsuredUniqueId === null) {
      insuredId = null;
      values.insuredId = null;
      values.insuredLocationId = null;
    } else {
      const [insured] = await db
        .select()
        .from(insureds)
        .where(
          and(eq(insureds.companyId, auth.companyId), eq(insureds.uniqueId, body.InsuredUniqueId)),
        );
      if (!insured) problems.push(M.INSURED_UNKNOWN);
      else if (insured.isBlocked) problems.push(M.INSURED_BLOCKED);
      else if (insured.id !== current?.insuredId) {
        insuredId = insured.id;
        insuredIsPrivate = insured.isPrivate;
        values.insuredId = insured.id;
        // choosing an insured selects its main address (spec part 2 §4)
        const [main] = await db
          .select({ id: partyLocations.id })
          .from(partyLocations)
          .where(
            and(
              eq(partyLocations.companyId, auth.companyId),
              eq(partyLocations.ownerKind, 'insured'),
              eq(partyLocations.ownerId, insured.id),
              isNull(partyLocations.deletedAt),
            ),
          )
          .orderBy(sql`${partyLocations.isMain} desc`, partyLocations.id)
          .limit(1);
        values.insuredLocationId = main?.id ?? null;
      }
    }
  }
  if (body.InsuredLocationId) {
    const [location] = insuredId
      ? await db
          .select({ id: partyLocations.id })
          .from(partyLocations)
          .where(
            and(
              eq(partyLocations.id, body.InsuredLocationId),
              eq(partyLocations.companyId, auth.companyId),
              eq(partyLocations.ownerKind, 'insured'),
              eq(partyLocations.ownerId, insuredId),
              isNull(partyLocations.deletedAt),
            ),
          )
      : [];
    if (!location) problems.push(M.INSURED_LOCATION_UNKNOWN);
    else values.insuredLocationId = location.id;
  }
  if (insuredIsPrivate !== null) {
    const sector = await getSector(db, auth, insuredIsPrivate ? 'PRIVATE' : 'PUBLIC');
    values.generalConditionVersionId = sector.CurrentId;
  }

  let beneficiaryIds: number[] | undefined;
  if (body.BeneficiaryUniqueIds) {
    const wanted = [...new Set(body.BeneficiaryUniqueIds)];
    const found = wanted.length
      ? await db
          .select({ id: beneficiaries.id })
          .from(beneficiaries)
          .where(
            and(
              eq(beneficiaries.companyId, auth.companyId),
              inArray(beneficiaries.uniqueId, wanted),
            ),
          )
      : [];
    if (found.length !== wanted.length) problems.push(M.BENEFICIARY_UNKNOWN);
    beneficiaryIds = found.map((row) => row.id);
  }

  let coBrokers: ResolvedDraft['coBrokers'];
  if (body.CoBrokers) {
    const wanted = [...new Set(body.CoBrokers.map((entry) => entry.BrokerUniqueId))];
    const found = wanted.length
      ? await db
          .select({ id: brokers.id, uniqueId: brokers.uniqueId })
          .from(brokers)
          .where(and(eq(brokers.companyId, auth.companyId), inArray(brokers.uniqueId, wanted)))
      : [];
    const ownBrokerId = current?.brokerId ?? auth.brokerId;
    if (found.length !== wanted.length) problems.push(M.CO_BROKER_UNKNOWN);
    if (found.some((row) => row.id === ownBrokerId)) problems.push(M.CO_BROKER_SELF);
    const shares = body.CoBrokers.map((entry) =>
      toDecimal(rateOf(entry.CommissionSharePercentage)),
    );
    const total = shares.reduce(
      (sum, share) => (share && sum ? sum.plus(share) : null),
      toDecimal(0),
    );
    if (
      shares.some((share) => !share || !share.isPositive() || share.isZero()) ||
      !total ||
      total.gte(100)
    ) {
      problems.push(M.CO_BROKER_SHARE);
    }
    coBrokers = body.CoBrokers.flatMap((entry) => {
      const broker = found.find((row) => row.uniqueId === entry.BrokerUniqueId);
      const share = rateOf(entry.CommissionSharePercentage);
      return broker && share ? [{ brokerId: broker.id, commissionSharePercentage: share }] : [];
    });
  }

  if (body.EmissionProposalType !== undefined && body.EmissionProposalType !== null) {
    if (![1, 2, 3].includes(body.EmissionProposalType)) problems.push(M.EMISSION_TYPE_UNKNOWN);
    else values.emissionProposalType = body.EmissionProposalType;
  }

  let modalityId = current?.modalityId ?? null;
  if (body.ModalityId !== undefined) {
    if (body.ModalityId === null) {
      modalityId = null;
      values.modalityId = null;
    } else {
      const [modality] = await db
        .select({ id: modalities.id })
        .from(modalities)
        .where(
          and(
            eq(modalities.id, body.ModalityId),
            eq(modalities.companyId, auth.companyId),
            eq(modalities.isDeleted, false),
            eq(modalities.isComplementaryModality, false),
          ),
        );
      if (!modality) problems.push(M.MODALITY_UNKNOWN);
      else {
        modalityId = modality.id;
        values.modalityId = modality.id;
        if (modality.id !== current?.modalityId) {
          // another modality: its complementary modality and coverages no longer apply
          values.complementaryModalityId = null;
          values.additionalCoverageIds = [];
        }
      }
    }
  }
  if (body.ComplementaryModalityId !== undefined) {
    if (body.ComplementaryModalityId === null) values.complementaryModalityId = null;
    else {
      const [link] = modalityId
        ? await db
            .select({ id: complementaryModalities.complementaryModalityId })
            .from(complementaryModalities)
            .where(
              and(
                eq(complementaryModalities.modalityId, modalityId),
                eq(complementaryModalities.complementaryModalityId, body.ComplementaryModalityId),
                eq(complementaryModalities.isEnabled, true),
              ),
            )
        : [];
      if (!link) problems.push(M.COMPLEMENTARY_NOT_ALLOWED);
      else values.complementaryModalityId = link.id;
    }
  }
  if (body.AdditionalCoverageIds) {
    const wanted = [...new Set(body.AdditionalCoverageIds)];
    const found =
      wanted.length && modalityId
        ? await db
            .select({ id: modalityCoverages.id })
            .from(modalityCoverages)
            .where(
              and(
                eq(modalityCoverages.modalityId, modalityId),
                eq(modalityCoverages.isAdditional, true),
                eq(modalityCoverages.isEnabled, true),
                inArray(modalityCoverages.id, wanted),
              ),
            )
        : [];
    if (found.length !== wanted.length) problems.push(M.COVERAGE_UNKNOWN);
    values.additionalCoverageIds = found.map((row) => row.id).sort((a, b) => a - b);
  }

  const main = resolveTerm(
    problems,
    { start: 'Início de vigência', end: 'Fim de vigência' },
    { start: body.StartDate, end: body.EndDate, days: body.DeadlineDays },
    {
      start: current?.startDate ?? null,
      end: current?.endDate ?? null,
      days: current?.deadlineDays ?? null,
    },
  );
  values.startDate = main.start;
  values.endDate = main.end;
  values.deadlineDays = main.days;
  const complementaryTerm = resolveTerm(
    problems,
    { start: 'Início de vigência complementar', end: 'Fim de vigência complementar' },
    {
      start: body.ComplementaryStartDate,
      end: body.ComplementaryEndDate,
      days: body.ComplementaryDeadlineDays,
    },
    {
      start: current?.complementaryStartDate ?? null,
      end: current?.complementaryEndDate ?? null,
      days: current?.complementaryDeadlineDays ?? null,
    },
  );
  values.complementaryStartDate = complementaryTerm.start;
  values.complementaryEndDate = complementaryTerm.end;
  values.complementaryDeadlineDays = complementaryTerm.days;
  const insuredAmount = amountOf(problems, 'Importância segurada', body.InsuredAmountValue);
  if (insuredAmount !== undefined) values.insuredAmountValue = insuredAmount;
  const complementaryAmount = amountOf(
    problems,
    'Importância segurada complementar',
    body.ComplementaryInsuredAmountValue,
  );
  if (complementaryAmount !== undefined)
    values.complementaryInsuredAmountValue = complementaryAmount;

  let terms: ResolvedDraft['terms'];
  if (!body.ContractualTerms && modalityId && modalityId !== current?.modalityId) {
    // a new modality brings its standard object and particular clauses, which the broker may edit
    terms = await standardTermsOf(db, modalityId);
  } else if (body.ContractualTerms) {
    terms = [
      ...(body.ContractualTerms.Object ? termRows('object', body.ContractualTerms.Object) : []),
      ...(body.ContractualTerms.ParticularClausule
        ? termRows('particular_clause', body.ContractualTerms.ParticularClausule)
        : []),
    ];
  }

  if (problems.length) throw new ValidationError(problems);
  return { values, beneficiaryIds, coBrokers, terms };
};

/** Replaces the proposal's lists that the step sent (the ones it did not send stay). */
const writeLists = async (db: Database, proposalId: number, draft: ResolvedDraft) => {
  if (draft.beneficiaryIds) {
    await db.delete(proposalBeneficiaries).where(eq(proposalBeneficiaries.proposalId, proposalId));
    if (draft.beneficiaryIds.length) {
      await db
        .insert(proposalBeneficiaries)
        .values(draft.beneficiaryIds.map((beneficiaryId) => ({ proposalId, beneficiaryId })));
    }
  }
  if (draft.coBrokers) {
    await db.delete(proposalCoBrokers).where(eq(proposalCoBrokers.proposalId, proposalId));
    if (draft.coBrokers.length) {
      await db
        .insert(proposalCoBrokers)
        .values(draft.coBrokers.map((row) => ({ proposalId, ...row })));
    }
  }
  if (draft.terms) {
    await db
      .delete(proposalContractualTerms)
      .where(eq(proposalContractualTerms.proposalId, proposalId));
    if (draft.terms.length) {
      await db
        .insert(proposalContractualTerms)
        .values(draft.terms.map((row) => ({ proposalId, ...row })));
    }
  }
};

/** The tenant's next proposal Number (sequential; a row lock makes two at once take two). */
export const nextNumber = async (db: Database, companyId: number) => {
  const [row] = await db
    .insert(proposalNumbers)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: proposalNumbers.companyId,
      set: { lastNumber: sql`${proposalNumbers.lastNumber} + 1` },
    })
    .returning({ number: proposalNumbers.lastNumber });
  return row.number;
};

/**
 * UpdateProposal without UniqueId: a new quote (status Cotação) of the caller's broker, with the
 * first timeline step. Only brokers and their agents quote.
 */
const createProposal = async (db: Database, auth: AuthContext, body: UpdateProposalBody) => {
  if (!isBroker(auth.userTypeId) || !auth.brokerId) throw new ForbiddenError(M.ONLY_BROKERS_CREATE);
  const draft = await resolveDraft(db, auth, body, null);
  return db.transaction(async (tx) => {
    const number = await nextNumber(tx, auth.companyId);
    const [row] = await tx
      .insert(proposals)
      .values({
        ...draft.values,
        companyId: auth.companyId,
        number,
        brokerId: auth.brokerId as number,
        createdByUserId: auth.userId,
        policyHolderId: draft.values.policyHolderId as number,
      })
      .returning();
    await writeLists(tx, row.id, draft);
    await recordTimeline(tx, auth, row, STEP_QUOTE);
    return row;
  });
};

/** The fields the premium is priced on: a change to any of them makes the saved premium stale. */
const PRICED_FIELDS = [
  'policyHolderId',
  'modalityId',
  'complementaryModalityId',
  'startDate',
  'endDate',
  'deadlineDays',
  'insuredAmountValue',
  'complementaryStartDate',
  'complementaryEndDate',
  'complementaryDeadlineDays',
  'complementaryInsuredAmountValue',
  'additionalCoverageIds',
] as const;

const riskChanged = (row: ProposalRow, values: ProposalValues) =>
  PRICED_FIELDS.some(
    (field) => field in values && JSON.stringify(values[field]) !== JSON.stringify(row[field]),
  );

/** A stale premium is not kept: the broker recalculates before submitting (spec: edit mode). */
const CLEARED_PREMIUM: ProposalValues = {
  insurancePremium: null,
  comissionValue: null,
  iofValue: null,
  calculationMemory: null,
  financialUpdatedAt: null,
};

/** What UpdateProposal may not change once the proposal is approved: it is not risk data. */
const notRiskData = (body: UpdateProposalBody, row: ProposalRow) =>
  [
    body.BeneficiaryUniqueIds ? 'BeneficiaryUniqueIds' : null,
    body.CoBrokers ? 'CoBrokers' : null,
    body.ContractualTerms ? 'ContractualTerms' : null,
    body.EmissionProposalType !== undefined &&
    body.EmissionProposalType !== null &&
    body.EmissionProposalType !== row.emissionProposalType
      ? 'EmissionProposalType'
      : null,
  ].filter((field): field is string => field !== null);

/**
 * UpdateProposal on an approved proposal (Aguardando Emissão or Aguardando Pagamento), by the
 * insurer or the broker: a risk change (domain/proposalRiskChange). Only the risk data may come;
 * when it differs from the proposal's, the proposal is priced again (400 when the new data does
 * not price, nothing saved) and goes back to analysis ('riskChange') with a pending analysis and a
 * timeline step naming the fields. The approved snapshot stays, so GetProposalRiskChange shows
 * the change and ResetProposalRiskChange undoes it. Sending the same data changes nothing.
 */
const saveRiskChange = async (
  db: Database,
  auth: AuthContext,
  body: UpdateProposalBody,
  row: ProposalRow,
) => {
  const refused = notRiskData(body, row);
  if (refused.length) throw new ConflictError(M.RISK_CHANGE_ONLY_RISK(refused));
  const draft = await resolveDraft(db, auth, body, row);
  const next = { ...row, ...draft.values };
  const changed = changedRiskFields(riskSnapshotOf(row), riskSnapshotOf(next));
  if (!changed.length) return row;
  const priced = await priceProposal(db, auth, next, {});
  const moved = transition(row.status, 'riskChange');
  if (!moved.ok) throw new ConflictError(moved.reason);
  const reason = riskChangeReason(changed.map((field) => field.label));
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(proposals)
      .set({
        ...draft.values,
        ...financialValuesOf(priced),
        status: moved.to,
        version: sql`${proposals.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
      .returning();
    if (!saved) throw new ConflictError(M.STALE_PROPOSAL);
    await writeLists(tx, row.id, draft);
    const written = await tx
      .insert(proposalPendingAnalyses)
      .values({
        companyId: row.companyId,
        proposalId: row.id,
        engine: RISK_CHANGE_ANALYSIS,
        reason,
      })
      .returning();
    // the risk change is a subscription card (one per open question)
    await openProposalAnalysisCards(tx, saved, written);
    await recordTimeline(tx, auth, saved, {
      situation: ProposalTimelineSituation.Subscricao,
      status: TimelineStatus.Seguradora,
      note: reason,
    });
    return saved;
  });
};

/**
 * UpdateProposal: saves a wizard step. With UniqueId it needs the Version read (stale → 409,
 * nothing written) and a status that still allows changes (Cotação, Aguardando Corretor); on an
 * approved proposal it is a risk change (saveRiskChange).
 */
export const saveProposal = async (db: Database, auth: AuthContext, body: UpdateProposalBody) => {
  if (!body.UniqueId) return createProposal(db, auth, body);
  const row = await findWritableProposal(db, auth, body.UniqueId);
  if (body.Version === null || body.Version === undefined)
    throw new ValidationError(M.VERSION_REQUIRED);
  requireCurrentVersion(body.Version, row.version, M.STALE_PROPOSAL);
  if (!canEdit(row.status)) {
    if (transition(row.status, 'riskChange').ok) return saveRiskChange(db, auth, body, row);
    throw new ConflictError(M.CANNOT_EDIT(proposalStatusLabel(row.status)));
  }
  const draft = await resolveDraft(db, auth, body, row);
  if (riskChanged(row, draft.values)) Object.assign(draft.values, CLEARED_PREMIUM);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(proposals)
      .set({ ...draft.values, version: sql`${proposals.version} + 1`, updatedAt: new Date() })
      .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
      .returning();
    if (!saved) throw new ConflictError(M.STALE_PROPOSAL);
    await writeLists(tx, row.id, draft);
    return saved;
  });
};
