import { and, asc, count, eq, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { stripDocument } from '../../../domain/cpfCnpj';
import { type PolicyHolderDetail, policyHolderHistoryLabels } from '../../../domain/policyHolders';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/likePattern';
import { preparedQuery, preparedVariants } from '../../db/prepared';
import {
  brokers,
  policyHolderBranches,
  policyHolderNominations,
  policyHolders,
} from '../../db/schema';
import { type Page, paged } from '../../http/paging';
import { type Sort, type SortColumns, sortKey, sortOrderBy } from '../../http/sorting';
import { listPartyHistory } from '../history/partyHistory';
import { listLocations } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { findVisibleBroker } from '../brokers/scope';
import {
  type HolderRow,
  toBranch,
  toLimits,
  toListItem,
  toNominatedBroker,
  toRef,
} from './answers';
import type { HolderSortField } from '../../../domain/contracts/policyHolders';
import {
  countVisiblePolicyHolders,
  type HolderScope,
  holderScopeCondition,
  holderScopeOf,
  reachablePolicyHolderById,
  findVisiblePolicyHolder,
  findVisiblePolicyHolderById,
  visiblePolicyHolders,
} from './scope';

export const HOLDER_ENTITY = 'PolicyHolder';
const TEXT_SEARCH_LIMIT = 20;

export const holderLocationOwner = (holder: Pick<HolderRow, 'id' | 'companyId'>) => ({
  companyId: holder.companyId,
  kind: 'policy_holder' as const,
  id: holder.id,
  historyEntity: HOLDER_ENTITY,
});

/**
 * The main address's city and state of each listed holder. Written out with an alias: inside a
 * single-table select Drizzle leaves column names unqualified, which would bind `id` to the
 * subquery's own table. The tenant is part of the lookup so it runs on party_locations_owner_idx.
 */
const mainLocationColumn = (column: 'city_id' | 'state_province_id') =>
  sql<
    number | null
  >`(select pl.${sql.raw(column)} from party_locations pl where pl.company_id = "policy_holders"."company_id" and pl.owner_kind = 'policy_holder' and pl.owner_id = "policy_holders"."id" and pl.is_main and pl.deleted_at is null limit 1)`;
const mainPlace = {
  cityId: mainLocationColumn('city_id'),
  stateProvinceId: mainLocationColumn('state_province_id'),
};

const byName = [asc(policyHolders.name), asc(policyHolders.id)];

const sortColumns: SortColumns<HolderSortField> = {
  Name: policyHolders.name,
  CpfCnpj: policyHolders.cpfCnpj,
  RiskClass: policyHolders.riskClass,
  LimitValue: policyHolders.limitValue,
  EconomicGroupName: policyHolders.economicGroupName,
  IsActive: policyHolders.isActive,
  IsBlocked: policyHolders.isBlocked,
};

/**
 * A page of holders in `order` (name order by default) with their main place. The page's ids
 * are chosen first (by name on policy_holders_company_name_idx alone) and only its rows are read
 * and looked up: with the lookups in the same select they ran for every row an OFFSET skips
 * (issue 11, bench/plans). Both selects take the same order, so the page keeps it.
 */
const listRows = (
  db: Database,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder = 0,
  order: SQL[] = byName,
) => {
  const page = db
    .select({ id: policyHolders.id })
    .from(policyHolders)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ holder: policyHolders, ...mainPlace })
    .from(policyHolders)
    .innerJoin(page, eq(page.id, policyHolders.id))
    .orderBy(...order);
};

type ListRow = { holder: HolderRow; cityId: number | null; stateProvinceId: number | null };
const toItem = (row: ListRow) => toListItem(row.holder, row);

export interface SearchFilter {
  policyHolderName?: string;
  policyHolderDocument?: string;
}

/**
 * Which conditions and order a holder search has: its statements are prepared once per shape.
 * The sort is one of a whitelist, so the shapes stay few.
 */
interface SearchShape {
  scope: HolderScope;
  byName: boolean;
  byDocument: boolean;
  sort?: Sort<HolderSortField>;
}

const filterKey = ({ scope, byName, byDocument }: SearchShape) =>
  [scope, byName && 'name', byDocument && 'document'].filter(Boolean).join('_');
const shapeKey = (shape: SearchShape) =>
  [filterKey(shape), sortKey(shape.sort)].filter(Boolean).join('_');

const searchWhere = ({ scope, byName, byDocument }: SearchShape) =>
  and(
    holderScopeCondition(scope, sql.placeholder('companyId'), sql.placeholder('brokerId')),
    byName ? ilike(policyHolders.name, sql.placeholder('name')) : undefined,
    byDocument ? sql`${policyHolders.cpfCnpj} like ${sql.placeholder('document')}` : undefined,
  );

const searchCount = preparedVariants('holder_search_count', filterKey, (db, shape: SearchShape) =>
  db.select({ total: count() }).from(policyHolders).where(searchWhere(shape)),
);

const searchPage = preparedVariants('holder_search_page', shapeKey, (db, shape: SearchShape) =>
  listRows(
    db,
    searchWhere(shape),
    sql.placeholder('limit'),
    sql.placeholder('offset'),
    shape.sort ? sortOrderBy(shape.sort, sortColumns, policyHolders.id) : byName,
  ),
);

/** SearchPolicyHoldersRelatedToCurrentUserLogged: the caller's holders, by name and document. */
export const searchPolicyHolders = async (
  db: Database,
  auth: AuthContext,
  filter: SearchFilter,
  page: Page,
  sort?: Sort<HolderSortField>,
) => {
  const name = filter.policyHolderName?.trim();
  const document = stripDocument(filter.policyHolderDocument);
  const shape: SearchShape = {
    scope: holderScopeOf(auth),
    byName: Boolean(name),
    byDocument: Boolean(document),
    sort,
  };
  const values = {
    companyId: auth.companyId,
    brokerId: auth.brokerId ?? 0,
    name: name ? containsPattern(name) : undefined,
    document: document ? containsPattern(document) : undefined,
  };
  const total =
    shape.byName || shape.byDocument
      ? Number((await searchCount(db, shape).execute(values))[0].total)
      : await countVisiblePolicyHolders(db, auth);
  const rows = await searchPage(db, shape).execute({
    ...values,
    limit: page.rowsPerPage,
    offset: (page.currentPage - 1) * page.rowsPerPage,
  });
  return paged(rows.map(toItem), page, total);
};

/** SearchPolicyHolder: name or document containing the text, at most 20. */
export const textSearchPolicyHolders = async (
  db: Database,
  auth: AuthContext,
  text: string,
  ignoreInactive: boolean,
) => {
  const trimmed = text.trim();
  const document = stripDocument(trimmed);
  const rows = await listRows(
    db,
    and(
      visiblePolicyHolders(auth),
      ignoreInactive ? eq(policyHolders.isActive, true) : undefined,
      trimmed
        ? or(
            ilike(policyHolders.name, containsPattern(trimmed)),
            document ? sql`${policyHolders.cpfCnpj} like ${containsPattern(document)}` : undefined,
          )
        : undefined,
    ),
    TEXT_SEARCH_LIMIT,
  );
  return rows.map(toItem);
};

/** GetPolicyHoldersNominatedByBrokerUniqueId: a broker reaches only its own broker (else 404). */
export const holdersNominatedToBroker = async (
  db: Database,
  auth: AuthContext,
  brokerUniqueId: string,
) => {
  const broker = await findVisibleBroker(db, auth, brokerUniqueId);
  const rows = await db
    .select({ holder: policyHolders, ...mainPlace })
    .from(policyHolders)
    .innerJoin(
      policyHolderNominations,
      and(
        eq(policyHolderNominations.policyHolderId, policyHolders.id),
        eq(policyHolderNominations.brokerId, broker.id),
        eq(policyHolderNominations.status, 'approved'),
      ),
    )
    .where(eq(policyHolders.companyId, auth.companyId))
    .orderBy(asc(policyHolders.name));
  return rows.map(toItem);
};

const branchesQuery = preparedQuery('holder_branches', (db) =>
  db
    .select()
    .from(policyHolderBranches)
    .where(eq(policyHolderBranches.policyHolderId, sql.placeholder('holderId')))
    .orderBy(asc(policyHolderBranches.cnpj)),
);

export const listBranches = async (db: Database, holderId: number) =>
  (await branchesQuery(db).execute({ holderId })).map(toBranch);

/** GetPolicyHolderBranch?policyHolderId */
export const branchesOf = async (db: Database, auth: AuthContext, holderId: number) => {
  const holder = await findVisiblePolicyHolderById(db, auth, holderId);
  return listBranches(db, holder.id);
};

/** The brokers nominated to a holder; a broker caller sees only its own nomination. */
const nominatedBrokersQuery = preparedVariants(
  'holder_nominated_brokers',
  (scope: HolderScope) => scope,
  (db, scope: HolderScope) =>
    db
      .select({ nomination: policyHolderNominations, broker: brokers })
      .from(policyHolderNominations)
      .innerJoin(brokers, eq(brokers.id, policyHolderNominations.brokerId))
      .where(
        and(
          eq(policyHolderNominations.policyHolderId, sql.placeholder('holderId')),
          scope === 'broker'
            ? eq(policyHolderNominations.brokerId, sql.placeholder('brokerId'))
            : undefined,
        ),
      )
      .orderBy(asc(brokers.name)),
);

const nominatedBrokers = async (db: Database, auth: AuthContext, holderId: number) => {
  const rows = await nominatedBrokersQuery(db, holderScopeOf(auth)).execute({
    holderId,
    brokerId: auth.brokerId ?? 0,
  });
  return rows.map((row) => toNominatedBroker(row.nomination, row.broker));
};

/** The group's participants the caller reaches. */
const groupParticipants = preparedVariants(
  'holder_group_participants',
  (scope: HolderScope) => scope,
  (db, scope: HolderScope) =>
    db
      .select()
      .from(policyHolders)
      .where(
        and(
          holderScopeCondition(scope, sql.placeholder('companyId'), sql.placeholder('brokerId')),
          eq(policyHolders.economicGroupHoldingId, sql.placeholder('holderId')),
        ),
      )
      .orderBy(asc(policyHolders.name)),
);

/** The group's holding and participants, each only if the caller reaches it. */
const economicGroupOf = async (db: Database, auth: AuthContext, holder: HolderRow) => {
  const holding = holder.economicGroupHoldingId
    ? await reachablePolicyHolderById(db, auth, holder.economicGroupHoldingId)
    : undefined;
  const participants = await groupParticipants(db, holderScopeOf(auth)).execute({
    companyId: auth.companyId,
    brokerId: auth.brokerId ?? 0,
    holderId: holder.id,
  });
  return {
    Name: holder.economicGroupName,
    Holding: holding ? toRef(holding) : null,
    Participants: participants.map(toRef),
  };
};

/** GetPolicyHolder?UniqueId: everything the detail screen shows. */
export const getPolicyHolderDetail = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<PolicyHolderDetail> => {
  const holder = await findVisiblePolicyHolder(db, auth, uniqueId);
  return detailOf(db, auth, holder);
};

export const detailOf = async (
  db: Database,
  auth: AuthContext,
  holder: HolderRow,
): Promise<PolicyHolderDetail> => {
  const locations = await listLocations(db, holderLocationOwner(holder));
  const main = locations.find((location) => location.IsMain);
  return {
    ...toListItem(
      holder,
      main ? { cityId: main.CityId, stateProvinceId: main.StateProvinceId } : null,
    ),
    Version: holder.version,
    IgnoreCcgSignature: holder.ignoreCcgSignature,
    EnableAnnualInstallments: holder.enableAnnualInstallments,
    Email: holder.email,
    Phone: holder.phone,
    MainActivity: holder.mainActivity,
    FoundationDate: holder.foundationDate,
    AnnualRevenue: holder.annualRevenue,
    NetWorth: holder.netWorth,
    Limits: toLimits(holder),
    EconomicGroup: await economicGroupOf(db, auth, holder),
    Branches: await listBranches(db, holder.id),
    Locations: locations,
    NominatedBrokers: await nominatedBrokers(db, auth, holder.id),
    SentToAnalysisAt: holder.sentToAnalysisAt?.toISOString() ?? null,
    CreatedAt: holder.createdAt.toISOString(),
  };
};

/** PolicyHolderChangeHistory/Get?policyHolderId */
export const holderHistory = async (db: Database, auth: AuthContext, holderId: number) => {
  const holder = await findVisiblePolicyHolderById(db, auth, holderId);
  return listPartyHistory(db, auth.companyId, HOLDER_ENTITY, holder.id, policyHolderHistoryLabels);
};
