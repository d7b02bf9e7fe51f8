import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type {
  getProposalsQuery,
  ProposalDetail,
  ProposalSummary,
  searchProposalsQuery,
} from '../../../domain/contracts/proposals';
import { PROPOSAL_COUNT_CAP } from '../../../domain/contracts/proposals';
import { stripDocument } from '../../../domain/cpfCnpj';
import type { ProposalSortField } from '../../../domain/listSortFields';
import { addDays, todayInBrazil } from '../../../domain/policyTerm';
import { ProposalStatus, proposalStatusLabel } from '../../../domain/proposalStatus';
import {
  proposalTimelineSituationLabels,
  type ProposalTimelineSituationId,
  timelineStatusLabels,
  type TimelineStatusId,
} from '../../../domain/timeline';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/likePattern';
import {
  beneficiaries,
  brokers,
  insureds,
  modalities,
  modalityGroups,
  partyLocations,
  policies,
  policyHolderBranches,
  policyHolders,
  proposalBeneficiaries,
  proposalCoBrokers,
  proposalContractualTerms,
  proposalEngineLogs,
  proposalObservations,
  proposals,
  proposalTimeline,
} from '../../db/schema';
import { cappedPaged, type Page } from '../../http/paging';
import { type Sort, type SortColumns, sortOrderBy } from '../../http/sorting';
import { proposalDocumentsOf } from '../documents/proposalDocuments';
import { toPartyLocation } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { proposalActions } from './actions';
import { dayOf } from './input';
import { scopedSearch } from './recordScope';
import { isCoBrokerOnly, type ProposalRow, visibleProposals } from './scope';

const insuredParty = aliasedTable(insureds, 'insured_party');
const complementary = aliasedTable(modalities, 'complementary_modality');

/** The columns a list row reads, joined from the parties and the modality. */
const summaryColumns = {
  proposal: proposals,
  brokerName: brokers.name,
  holderName: policyHolders.name,
  holderDocument: policyHolders.cpfCnpj,
  insuredName: insuredParty.name,
  insuredDocument: insuredParty.cpfCnpj,
  modalityName: modalities.name,
};

type SummaryRow = {
  proposal: ProposalRow;
  brokerName: string;
  holderName: string;
  holderDocument: string;
  insuredName: string | null;
  insuredDocument: string | null;
  modalityName: string | null;
};

const summaryFrom = (db: Database) =>
  db
    .select(summaryColumns)
    .from(proposals)
    .innerJoin(brokers, eq(brokers.id, proposals.brokerId))
    .innerJoin(policyHolders, eq(policyHolders.id, proposals.policyHolderId))
    .leftJoin(insuredParty, eq(insuredParty.id, proposals.insuredId))
    .leftJoin(modalities, eq(modalities.id, proposals.modalityId));

const toSummary = (auth: AuthContext, row: SummaryRow): ProposalSummary => ({
  Id: row.proposal.id,
  UniqueId: row.proposal.uniqueId,
  Number: row.proposal.number,
  StatusId: row.proposal.status,
  StatusName: proposalStatusLabel(row.proposal.status),
  EmissionProposalType: row.proposal.emissionProposalType,
  BrokerId: row.proposal.brokerId,
  BrokerName: row.brokerName,
  PolicyHolderName: row.holderName,
  PolicyHolderCpfCnpj: row.holderDocument,
  InsuredName: row.insuredName,
  InsuredCpfCnpj: row.insuredDocument,
  ModalityName: row.modalityName,
  StartDate: row.proposal.startDate,
  EndDate: row.proposal.endDate,
  InsuredAmountValue: row.proposal.insuredAmountValue,
  InsurancePremium: row.proposal.insurancePremium,
  LegalDeadline: row.proposal.legalDeadline,
  CreatedAt: row.proposal.createdAt.toISOString(),
  IsCoBroker: isCoBrokerOnly(auth, row.proposal),
});

export type ProposalFilter = Omit<
  z.infer<typeof searchProposalsQuery>,
  'currentPage' | 'rowsPerPage' | 'sortField' | 'sortOrder'
>;

/** The filters of the proposal lists (spec part 2 §2), each a condition; absent ones add none. */
const filterConditions = (filter: ProposalFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.Number) conditions.push(eq(proposals.number, filter.Number));
  if (filter.StatusId) conditions.push(eq(proposals.status, filter.StatusId));
  if (filter.PolicyHolderName?.trim()) {
    conditions.push(ilike(policyHolders.name, containsPattern(filter.PolicyHolderName.trim())));
  }
  const holderDocument = stripDocument(filter.PolicyHolderCpfCnpj);
  if (holderDocument) conditions.push(like(policyHolders.cpfCnpj, containsPattern(holderDocument)));
  if (filter.InsuredName?.trim()) {
    conditions.push(ilike(insuredParty.name, containsPattern(filter.InsuredName.trim())));
  }
  const insuredDocument = stripDocument(filter.InsuredCpfCnpj);
  if (insuredDocument)
    conditions.push(like(insuredParty.cpfCnpj, containsPattern(insuredDocument)));
  const from = dayOf(filter.StartDate);
  if (from) conditions.push(gte(proposals.startDate, from));
  const until = dayOf(filter.EndDate);
  if (until) conditions.push(lte(proposals.endDate, until));
  if (filter.LegalDeadlineWithinDays !== undefined) {
    conditions.push(eq(proposals.status, ProposalStatus.EmAnalise));
    conditions.push(
      lte(proposals.legalDeadline, addDays(todayInBrazil(), filter.LegalDeadlineWithinDays)),
    );
  }
  return conditions;
};

const sortColumns: SortColumns<ProposalSortField> = {
  Number: proposals.number,
  PolicyHolderName: policyHolders.name,
  InsuredName: insuredParty.name,
  StatusId: proposals.status,
  StartDate: proposals.startDate,
  EndDate: proposals.endDate,
  InsuredAmountValue: proposals.insuredAmountValue,
  InsurancePremium: proposals.insurancePremium,
  CreatedAt: proposals.createdAt,
  LegalDeadline: proposals.legalDeadline,
};

/** Which parties a search reads (a filter, or the sort): the branches join only those. */
const partiesRead = (filter: ProposalFilter, sort?: Sort<ProposalSortField>) => ({
  holder: Boolean(
    filter.PolicyHolderName?.trim() ||
    stripDocument(filter.PolicyHolderCpfCnpj) ||
    sort?.field === 'PolicyHolderName',
  ),
  insured: Boolean(
    filter.InsuredName?.trim() ||
    stripDocument(filter.InsuredCpfCnpj) ||
    sort?.field === 'InsuredName',
  ),
});

/**
 * `proposals` joined to the parties only when the search reads them: both joins keep one row per
 * proposal (the holder is required, the insured optional), so leaving them out changes no total
 * and spares every row read two lookups.
 */
const proposalsReading = (
  db: Database,
  value: SQL,
  read: { holder: boolean; insured: boolean },
) => {
  let query = db.select({ value }).from(proposals).$dynamic();
  if (read.holder)
    query = query.innerJoin(policyHolders, eq(policyHolders.id, proposals.policyHolderId));
  if (read.insured) query = query.leftJoin(insuredParty, eq(insuredParty.id, proposals.insuredId));
  return query;
};

/**
 * SearchProposals: the caller's proposals by the filters, newest first unless sorted, paged, with
 * a count capped at PROPOSAL_COUNT_CAP + 1 rows (so a count over a million proposals costs no
 * more than the page, issue 13's bench).
 */
export const searchProposals = async (
  db: Database,
  auth: AuthContext,
  filter: ProposalFilter,
  page: Page,
  sort?: Sort<ProposalSortField>,
) => {
  const order = sort ? sortOrderBy(sort, sortColumns, proposals.id) : [desc(proposals.id)];
  const offset = (page.currentPage - 1) * page.rowsPerPage;
  // The scope as one part (its OR), not proposalScopeParts: at 1M proposals with 33 333
  // co-brokered, the union's co-brokered branch made name counts and status pages slower
  // (bench/RESULTS.md, issue 15) — the proposals' indexes lack what policies' gained.
  const { pageWhere, matching } = scopedSearch(
    proposals.id,
    [{ where: visibleProposals(auth) }],
    {
      filtersOf: () => filterConditions(filter),
      idsOf: (where, limit) =>
        proposalsReading(db, sql`${proposals.id}`, partiesRead(filter, sort))
          .where(where)
          .orderBy(...order)
          .limit(limit),
      matchingOf: (where) => proposalsReading(db, sql`1`, partiesRead(filter)).where(where),
    },
    offset + page.rowsPerPage,
    PROPOSAL_COUNT_CAP,
  );
  const [rows, [{ total }]] = await Promise.all([
    summaryFrom(db)
      .where(pageWhere)
      .orderBy(...order)
      .limit(page.rowsPerPage)
      .offset(offset),
    db.select({ total: count() }).from(sql`${matching} as "matching"`),
  ]);
  return cappedPaged(
    rows.map((row) => toSummary(auth, row)),
    page,
    Number(total),
    PROPOSAL_COUNT_CAP,
  );
};

/** GetProposals answers at most this many (the paged SearchProposals serves longer lists). */
export const GET_PROPOSALS_LIMIT = 100;

/** GetProposals: the same filters (status as Status), newest first, unpaged up to the limit. */
export const getProposals = async (
  db: Database,
  auth: AuthContext,
  query: z.infer<typeof getProposalsQuery>,
) => {
  const { Status, ...rest } = query;
  const rows = await summaryFrom(db)
    .where(and(visibleProposals(auth), ...filterConditions({ ...rest, StatusId: Status })))
    .orderBy(desc(proposals.id))
    .limit(GET_PROPOSALS_LIMIT);
  return rows.map((row) => toSummary(auth, row));
};

/** SearchBrokerProposalByText answers at most this many. */
export const TEXT_SEARCH_LIMIT = 20;

/** SearchBrokerProposalByText: by number, or part of a party's name or document. */
export const searchProposalsByText = async (db: Database, auth: AuthContext, text: string) => {
  const trimmed = text.trim();
  const conditions: SQL[] = [];
  if (trimmed) {
    const pattern = containsPattern(trimmed);
    const document = stripDocument(trimmed);
    const alternatives: SQL[] = [
      ilike(policyHolders.name, pattern),
      ilike(insuredParty.name, pattern),
    ];
    if (/^\d+$/.test(trimmed) && trimmed.length <= 9)
      alternatives.push(eq(proposals.number, Number(trimmed)));
    if (document.length >= 3) {
      alternatives.push(like(policyHolders.cpfCnpj, containsPattern(document)));
      alternatives.push(like(insuredParty.cpfCnpj, containsPattern(document)));
    }
    conditions.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  const rows = await summaryFrom(db)
    .where(and(visibleProposals(auth), ...conditions))
    .orderBy(desc(proposals.id))
    .limit(TEXT_SEARCH_LIMIT);
  return rows.map((row) => toSummary(auth, row));
};

/** The proposal with everything its screens show (GetProposalByUniqueId). */
export const proposalDetailOf = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
): Promise<ProposalDetail> => {
  const [
    summaryRows,
    holderBranches,
    branch,
    insuredLocation,
    beneficiaryRows,
    coBrokers,
    modality,
    complementaryRow,
    terms,
    observations,
    logs,
    timeline,
    policy,
  ] = await Promise.all([
    summaryFrom(db).where(eq(proposals.id, row.id)),
    db
      .select({ Id: policyHolderBranches.id, Cnpj: policyHolderBranches.cnpj })
      .from(policyHolderBranches)
      .where(eq(policyHolderBranches.policyHolderId, row.policyHolderId))
      .orderBy(asc(policyHolderBranches.cnpj)),
    row.policyHolderBranchId
      ? db
          .select({ Id: policyHolderBranches.id, Cnpj: policyHolderBranches.cnpj })
          .from(policyHolderBranches)
          .where(eq(policyHolderBranches.id, row.policyHolderBranchId))
      : Promise.resolve([]),
    row.insuredLocationId
      ? db.select().from(partyLocations).where(eq(partyLocations.id, row.insuredLocationId))
      : Promise.resolve([]),
    db
      .select({
        Id: beneficiaries.id,
        UniqueId: beneficiaries.uniqueId,
        Name: beneficiaries.name,
        CpfCnpj: beneficiaries.cpfCnpj,
      })
      .from(proposalBeneficiaries)
      .innerJoin(beneficiaries, eq(beneficiaries.id, proposalBeneficiaries.beneficiaryId))
      .where(eq(proposalBeneficiaries.proposalId, row.id))
      .orderBy(asc(beneficiaries.name)),
    db
      .select({
        BrokerId: brokers.id,
        BrokerUniqueId: brokers.uniqueId,
        Name: brokers.name,
        CommissionSharePercentage: proposalCoBrokers.commissionSharePercentage,
      })
      .from(proposalCoBrokers)
      .innerJoin(brokers, eq(brokers.id, proposalCoBrokers.brokerId))
      .where(eq(proposalCoBrokers.proposalId, row.id))
      .orderBy(asc(brokers.name)),
    row.modalityId
      ? db
          .select({ Id: modalities.id, Name: modalities.name, GroupName: modalityGroups.name })
          .from(modalities)
          .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
          .where(eq(modalities.id, row.modalityId))
      : Promise.resolve([]),
    row.complementaryModalityId
      ? db
          .select({ Id: complementary.id, Name: complementary.name })
          .from(complementary)
          .where(eq(complementary.id, row.complementaryModalityId))
      : Promise.resolve([]),
    db
      .select()
      .from(proposalContractualTerms)
      .where(eq(proposalContractualTerms.proposalId, row.id))
      .orderBy(asc(proposalContractualTerms.sortOrder), asc(proposalContractualTerms.id)),
    db
      .select()
      .from(proposalObservations)
      .where(eq(proposalObservations.proposalId, row.id))
      .orderBy(desc(proposalObservations.createdAt), desc(proposalObservations.id)),
    db
      .select()
      .from(proposalEngineLogs)
      .where(eq(proposalEngineLogs.proposalId, row.id))
      .orderBy(desc(proposalEngineLogs.ranAt), desc(proposalEngineLogs.id)),
    db
      .select()
      .from(proposalTimeline)
      .where(eq(proposalTimeline.proposalId, row.id))
      .orderBy(asc(proposalTimeline.changedAt), asc(proposalTimeline.id)),
    db
      .select({ UniqueId: policies.uniqueId, Number: policies.number, StatusId: policies.status })
      .from(policies)
      .where(eq(policies.proposalId, row.id)),
  ]);
  const summary = toSummary(auth, summaryRows[0]);
  const [holder] = await db
    .select({
      Id: policyHolders.id,
      UniqueId: policyHolders.uniqueId,
      Name: policyHolders.name,
      CpfCnpj: policyHolders.cpfCnpj,
    })
    .from(policyHolders)
    .where(eq(policyHolders.id, row.policyHolderId));
  const [insured] = row.insuredId
    ? await db
        .select({
          Id: insureds.id,
          UniqueId: insureds.uniqueId,
          Name: insureds.name,
          CpfCnpj: insureds.cpfCnpj,
          NomeSocial: insureds.nomeSocial,
        })
        .from(insureds)
        .where(eq(insureds.id, row.insuredId))
    : [];
  const termOf = (term: typeof proposalContractualTerms.$inferSelect) => ({
    Id: term.id,
    SourceId: term.sourceId,
    Title: term.title,
    Value: term.value,
    JSONTag: term.jsonTag,
    JSONTagValue: term.jsonTagValue,
  });
  return {
    ...summary,
    PolicyHolder: { ...holder, Branches: holderBranches },
    PolicyHolderId: row.policyHolderId,
    PolicyHolderBranch: branch[0] ?? null,
    Insured: insured ?? null,
    InsuredId: row.insuredId,
    InsuredLocation: insuredLocation[0] ? toPartyLocation(insuredLocation[0]) : null,
    Beneficiaries: beneficiaryRows,
    CoBrokers: coBrokers.map((coBroker) => ({
      ...coBroker,
      CommissionSharePercentage: coBroker.CommissionSharePercentage,
    })),
    HasCoBrokers: coBrokers.length > 0,
    Modality: modality[0] ?? null,
    ModalityId: row.modalityId,
    ComplementaryModality: complementaryRow[0] ?? null,
    DeadlineDays: row.deadlineDays,
    ComplementaryStartDate: row.complementaryStartDate,
    ComplementaryEndDate: row.complementaryEndDate,
    ComplementaryDeadlineDays: row.complementaryDeadlineDays,
    ComplementaryInsuredAmountValue: row.complementaryInsuredAmountValue,
    AdditionalCoverageIds: row.additionalCoverageIds,
    RiskRate: row.riskRate,
    Tax: row.riskRate,
    MinInsurancePremium: row.minInsurancePremium,
    ComissionValue: row.comissionValue,
    ComissionPercentage: row.comissionPercentage,
    CalculatePerComissionPercentage: row.calculatePerComissionPercentage,
    IofValue: row.iofValue,
    NumberOfInstallment: row.numberOfInstallment,
    GracePeriod: row.gracePeriod,
    PaymentMethod: row.paymentMethod,
    CalculationMemory: (row.calculationMemory ?? []) as ProposalDetail['CalculationMemory'],
    FinancialUpdatedAt: row.financialUpdatedAt?.toISOString() ?? null,
    GeneralConditionVersionId: row.generalConditionVersionId,
    SubmittedAt: row.submittedAt?.toISOString() ?? null,
    CancelJustification: row.cancelJustification,
    ContractualTerms: {
      Object: terms.filter((term) => term.kind === 'object').map(termOf),
      ParticularClausule: terms.filter((term) => term.kind === 'particular_clause').map(termOf),
    },
    Observations: observations.map((observation) => ({
      Id: observation.id,
      Kind: observation.kind,
      Text: observation.text,
      AuthorName: observation.authorName,
      CreatedAt: observation.createdAt.toISOString(),
    })),
    ProposalEngineExecutionLogs: logs.map((log) => ({
      Id: log.id,
      Engine: log.engine,
      Verdict: log.verdict as 'approved' | 'referred' | 'refused',
      Reasons: log.reasons,
      Inputs: log.inputs,
      RanAt: log.ranAt.toISOString(),
    })),
    ...(await proposalDocumentsOf(db, row)),
    TimelineHistory: timeline.map((entry) => ({
      Id: entry.id,
      Situation: entry.situation,
      SituationName:
        proposalTimelineSituationLabels[entry.situation as ProposalTimelineSituationId] ?? '',
      Status: entry.status,
      StatusName: timelineStatusLabels[entry.status as TimelineStatusId] ?? '',
      ProposalStatus: entry.proposalStatus,
      Note: entry.note,
      ChangedByName: entry.changedByName,
      ChangedAt: entry.changedAt.toISOString(),
    })),
    AllowedActions: proposalActions(auth, row),
    Policy: policy[0] ?? null,
    Version: row.version,
    UpdatedAt: row.updatedAt.toISOString(),
  };
};

/** Numeric ids of rows that exist in the tenant (for checking a list of references). */
export const existingIds = async (
  db: Database,
  table: typeof beneficiaries,
  companyId: number,
  uniqueIds: string[],
) =>
  uniqueIds.length
    ? db
        .select({ id: table.id, uniqueId: table.uniqueId })
        .from(table)
        .where(and(eq(table.companyId, companyId), inArray(table.uniqueId, uniqueIds)))
    : [];
