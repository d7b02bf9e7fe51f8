import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  like,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  POLICY_COUNT_CAP,
  type PolicySummary,
  type searchPoliciesQuery,
} from '../../../domain/contracts/policies';
import { stripDocument } from '../../../domain/cpfCnpj';
import type { PolicySortField } from '../../../domain/listSortFields';
import { policyStatusLabel } from '../../../domain/policyStatus';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/likePattern';
import { brokers, insureds, modalities, policies, policyHolders, proposals } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { cappedPaged, type Page } from '../../http/paging';
import { type Sort, type SortColumns, sortOrderBy } from '../../http/sorting';
import { dayOf } from '../proposals/input';
import type { AuthContext } from '../security/principal';
import { INVALID_FILTER_DATE } from './messages';
import { type ScopePart, scopedSearch } from '../proposals/recordScope';
import { type PolicyRow, policyScopeParts } from './scope';

/** The columns a list row reads, joined from the proposal, the parties and the modality. */
const summaryColumns = {
  policy: policies,
  proposalUniqueId: proposals.uniqueId,
  proposalNumber: proposals.number,
  holderUniqueId: policyHolders.uniqueId,
  holderName: policyHolders.name,
  holderDocument: policyHolders.cpfCnpj,
  insuredUniqueId: insureds.uniqueId,
  insuredName: insureds.name,
  insuredDocument: insureds.cpfCnpj,
  brokerName: brokers.name,
  brokerDocument: brokers.cnpj,
  modalityName: modalities.name,
};

type SummaryRow = {
  policy: PolicyRow;
  proposalUniqueId: string;
  proposalNumber: number;
  holderUniqueId: string;
  holderName: string;
  holderDocument: string;
  insuredUniqueId: string;
  insuredName: string;
  insuredDocument: string;
  brokerName: string;
  brokerDocument: string;
  modalityName: string;
};

export const summaryFrom = (db: Database) =>
  db
    .select(summaryColumns)
    .from(policies)
    .innerJoin(proposals, eq(proposals.id, policies.proposalId))
    .innerJoin(policyHolders, eq(policyHolders.id, policies.policyHolderId))
    .innerJoin(insureds, eq(insureds.id, policies.insuredId))
    .innerJoin(brokers, eq(brokers.id, policies.brokerId))
    .innerJoin(modalities, eq(modalities.id, policies.modalityId));

export const toPolicySummary = (row: SummaryRow): PolicySummary => ({
  Id: row.policy.id,
  UniqueId: row.policy.uniqueId,
  PolicyNumber: row.policy.number,
  ProposalUniqueId: row.proposalUniqueId,
  ProposalNumber: row.proposalNumber,
  StatusId: row.policy.status,
  StatusName: policyStatusLabel(row.policy.status),
  ModalityName: row.modalityName,
  PolicyHolderUniqueId: row.holderUniqueId,
  PolicyHolderName: row.holderName,
  PolicyHolderDocument: row.holderDocument,
  InsuredUniqueId: row.insuredUniqueId,
  InsuredName: row.insuredName,
  InsuredDocument: row.insuredDocument,
  BrokerName: row.brokerName,
  BrokerDocument: row.brokerDocument,
  StartDate: row.policy.startDate,
  EndDate: row.policy.endDate,
  InsuredAmountValue: row.policy.insuredAmountValue,
  InsurancePremium: row.policy.insurancePremium,
  EnableToSteppin: row.policy.enableToSteppin,
  EnableToMonitoring: row.policy.enableToMonitoring,
  EnableToBigRisk: row.policy.enableToBigRisk,
  RenewalBlocked: row.policy.renewalBlocked,
  IssuedAt: row.policy.issuedAt.toISOString(),
});

export type PolicyFilter = Omit<
  z.infer<typeof searchPoliciesQuery>,
  'currentPage' | 'rowsPerPage' | 'sortField' | 'sortOrder'
>;

/** A date filter as sent (YYYY-MM-DD or DD/MM/YYYY) → YYYY-MM-DD; a wrong one is 400. */
const filterDay = (value: string | undefined, label: string, field: string, problems: string[]) => {
  if (!value?.trim()) return null;
  const day = dayOf(value);
  if (!day) problems.push(INVALID_FILTER_DATE(label, field));
  return day;
};

const textOf = (value: string | undefined) => value?.trim() || '';

/** Which parties a filter reads: the count joins only those. */
const partiesRead = (filter: PolicyFilter) => ({
  holder: Boolean(textOf(filter.policyHolderName) || stripDocument(filter.policyHolderDocument)),
  insured: Boolean(textOf(filter.insuredName) || stripDocument(filter.insuredDocument)),
});

/**
 * The broker filters as the ids of the tenant's matching brokers (a handful of rows), so the
 * planner reads the policies of those brokers by policies_broker_idx instead of joining every
 * policy to its broker and filtering afterwards (bench: 1.2 s → see bench/RESULTS.md). In a
 * scope part that is one broker's own (`ownBrokerId`) the filter is whether that broker matches:
 * a constant the plan checks once, instead of reading the broker's policies to find none.
 */
const brokerCondition = (
  db: Database,
  companyId: number,
  filter: PolicyFilter,
  ownBrokerId?: number,
): SQL | null => {
  const name = textOf(filter.brokerName);
  const digits = stripDocument(filter.brokerDocument);
  if (!name && !digits) return null;
  const matching = (fields: { id: typeof brokers.id } | { one: SQL }) =>
    db
      .select(fields)
      .from(brokers)
      .where(
        and(
          eq(brokers.companyId, companyId),
          ownBrokerId === undefined ? undefined : eq(brokers.id, ownBrokerId),
          name ? ilike(brokers.name, containsPattern(name)) : undefined,
          digits ? like(brokers.cnpj, containsPattern(digits)) : undefined,
        ),
      );
  if (ownBrokerId !== undefined) return exists(matching({ one: sql`1` }));
  return inArray(policies.brokerId, matching({ id: brokers.id }));
};

/** The filters of the policy list (spec part 2 §2), each a condition; absent ones add none. */
const filterConditions = (
  db: Database,
  companyId: number,
  filter: PolicyFilter,
  ownBrokerId?: number,
): SQL[] => {
  const conditions: SQL[] = [];
  const problems: string[] = [];
  const number = textOf(filter.policyNumber);
  if (number) conditions.push(ilike(policies.number, containsPattern(number)));
  if (filter.statusId !== undefined) conditions.push(eq(policies.status, filter.statusId));
  const contains = (column: Parameters<typeof ilike>[0], value: string | undefined) => {
    if (textOf(value)) conditions.push(ilike(column, containsPattern(textOf(value))));
  };
  const document = (column: Parameters<typeof like>[0], value: string | undefined) => {
    const digits = stripDocument(value);
    if (digits) conditions.push(like(column, containsPattern(digits)));
  };
  contains(policyHolders.name, filter.policyHolderName);
  document(policyHolders.cpfCnpj, filter.policyHolderDocument);
  contains(insureds.name, filter.insuredName);
  document(insureds.cpfCnpj, filter.insuredDocument);
  const broker = brokerCondition(db, companyId, filter, ownBrokerId);
  if (broker) conditions.push(broker);
  const from = filterDay(filter.startDate, 'Início de vigência', 'startDate', problems);
  if (from) conditions.push(gte(policies.startDate, from));
  const until = filterDay(filter.endDate, 'Fim de vigência', 'endDate', problems);
  if (until) conditions.push(lte(policies.endDate, until));
  if (filter.enableToSteppin !== undefined)
    conditions.push(eq(policies.enableToSteppin, filter.enableToSteppin));
  if (filter.enableToMonitoring !== undefined)
    conditions.push(eq(policies.enableToMonitoring, filter.enableToMonitoring));
  if (filter.enableToBigRisk !== undefined)
    conditions.push(eq(policies.enableToBigRisk, filter.enableToBigRisk));
  if (problems.length) throw new ValidationError(problems);
  return conditions;
};

const sortColumns: SortColumns<PolicySortField> = {
  PolicyNumber: policies.number,
  PolicyHolderName: policyHolders.name,
  InsuredName: insureds.name,
  StatusId: policies.status,
  StartDate: policies.startDate,
  EndDate: policies.endDate,
  InsuredAmountValue: policies.insuredAmountValue,
  IssuedAt: policies.issuedAt,
};

/**
 * `policies` joined to a party only when the search reads it (a filter or the sort): every join
 * keeps one row per policy (the parties are required), so leaving them out changes no total and
 * spares every row read its lookups (as SearchProposals counts).
 */
const policiesReading = (db: Database, value: SQL, read: { holder: boolean; insured: boolean }) => {
  let query = db.select({ value }).from(policies).$dynamic();
  if (read.holder)
    query = query.innerJoin(policyHolders, eq(policyHolders.id, policies.policyHolderId));
  if (read.insured) query = query.innerJoin(insureds, eq(insureds.id, policies.insuredId));
  return query;
};

/**
 * A page of the caller's policies matching `filters`, newest first unless sorted, with the count
 * capped at POLICY_COUNT_CAP + 1 rows. A broker's scope is two sets — its own policies and those
 * it co-brokers — searched as a union of one branch per set (recordScope.ts, scopedSearch), so
 * each starts from an index instead of checking `own or co-brokered` on every policy read.
 */
const pageOf = async (
  db: Database,
  parts: ScopePart[],
  filtersOf: (part: ScopePart) => SQL[],
  filter: PolicyFilter,
  page: Page,
  sort?: Sort<PolicySortField>,
) => {
  const order = sort ? sortOrderBy(sort, sortColumns, policies.id) : [desc(policies.id)];
  const read = partiesRead(filter);
  const sortRead = {
    holder: read.holder || sort?.field === 'PolicyHolderName',
    insured: read.insured || sort?.field === 'InsuredName',
  };
  const offset = (page.currentPage - 1) * page.rowsPerPage;
  const { pageWhere, matching } = scopedSearch(
    policies.id,
    parts,
    {
      filtersOf,
      idsOf: (where, limit) =>
        policiesReading(db, sql`${policies.id}`, sortRead)
          .where(where)
          .orderBy(...order)
          .limit(limit),
      matchingOf: (where) => policiesReading(db, sql`1`, read).where(where),
    },
    offset + page.rowsPerPage,
    POLICY_COUNT_CAP,
  );
  const [rows, [{ total }]] = await Promise.all([
    summaryFrom(db)
      .where(pageWhere)
      .orderBy(...order)
      .limit(page.rowsPerPage)
      .offset(offset),
    db.select({ total: count() }).from(sql`${matching} as "matching"`),
  ]);
  return cappedPaged(rows.map(toPolicySummary), page, Number(total), POLICY_COUNT_CAP);
};

/** SearchPoliciesRelatedToLoggedUser: the caller's policies by the filters, paged. */
export const searchPolicies = (
  db: Database,
  auth: AuthContext,
  filter: PolicyFilter,
  page: Page,
  sort?: Sort<PolicySortField>,
) =>
  pageOf(
    db,
    policyScopeParts(auth),
    (part) => filterConditions(db, auth.companyId, filter, part.brokerId),
    filter,
    page,
    sort,
  );

/** SearchPoliciesRelatedToPolicyHolder / …ToInsured: the caller's policies of one party. */
export const searchPoliciesOfParty = (
  db: Database,
  auth: AuthContext,
  party: { holderId: number } | { insuredId: number },
  page: Page,
) =>
  pageOf(
    db,
    policyScopeParts(auth),
    () => [
      'holderId' in party
        ? eq(policies.policyHolderId, party.holderId)
        : eq(policies.insuredId, party.insuredId),
    ],
    { enableToSteppin: undefined, enableToMonitoring: undefined, enableToBigRisk: undefined },
    page,
  );

/** The summary of one policy already found in scope. */
export const policySummaryOf = async (db: Database, policy: PolicyRow) => {
  const [row] = await summaryFrom(db).where(eq(policies.id, policy.id));
  return toPolicySummary(row);
};
