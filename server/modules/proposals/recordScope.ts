import { and, eq, exists, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isBroker, isInsuranceStaff, UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { persons, policyHolders, proposalCoBrokers } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';

/**
 * The shape proposals (issue 13) and the policies issued from them (issue 15) share: who reaches
 * which record. Insurer staff every record of the tenant; a broker or its agent its broker's and
 * those it co-brokers (proposal_co_brokers, by the record's proposal); a policy-holder user the
 * records of the holder whose CPF/CNPJ is its own. Anyone else none (403).
 */
export type RecordScope = 'insurer' | 'broker' | 'holder';

/** The caller's scope kind; `refusal` is the 403's message when it has none. */
export const recordScopeOf = (auth: AuthContext, refusal: string): RecordScope => {
  if (isInsuranceStaff(auth.userTypeId)) return 'insurer';
  if (isBroker(auth.userTypeId) && auth.brokerId) return 'broker';
  if (auth.userTypeId === UserType.POLICY_HOLDER) return 'holder';
  throw new ForbiddenError(refusal);
};

/** A table the scope applies to, with the columns its conditions read and its 403/404 texts. */
export interface ScopedTable<T extends PgTable> {
  table: T;
  id: PgColumn;
  uniqueId: PgColumn;
  companyId: PgColumn;
  brokerId: PgColumn;
  /** The record's proposal (proposals.id itself, or policies.proposal_id): its co-brokers. */
  proposalId: PgColumn;
  policyHolderId: PgColumn;
  refusal: string;
  notFound: string;
}

const coBrokered = (t: ScopedTable<PgTable>, brokerId: number) =>
  exists(
    sql`(select 1 from ${proposalCoBrokers} where ${proposalCoBrokers.proposalId} = ${t.proposalId} and ${proposalCoBrokers.brokerId} = ${brokerId})`,
  );

/** One part of a scope: its condition and, when the part is one broker's own, that broker. */
export interface ScopePart {
  where: SQL;
  /** Every record of the part is this broker's (a filter on the broker is then a constant). */
  brokerId?: number;
}

/**
 * The scope as disjoint parts whose union is what the caller reaches: one for insurer staff
 * (the tenant) and for a holder user; two for a broker — its own broker's records, and those it
 * co-brokers of other brokers. A search runs one branch per part (scopedSearch): each branch's
 * condition is one an index answers (`(company_id, broker_id, id)`; the co-brokers by proposal),
 * where their OR was checked row by row on every record read (bench/RESULTS.md).
 */
export const scopeParts = (t: ScopedTable<PgTable>, auth: AuthContext): ScopePart[] => {
  const tenant = eq(t.companyId, auth.companyId);
  switch (recordScopeOf(auth, t.refusal)) {
    case 'insurer':
      return [{ where: tenant }];
    case 'broker': {
      const brokerId = auth.brokerId ?? 0;
      return [
        { where: and(tenant, eq(t.brokerId, brokerId)) as SQL, brokerId },
        { where: and(tenant, ne(t.brokerId, brokerId), coBrokered(t, brokerId)) as SQL },
      ];
    }
    case 'holder':
      return [
        {
          where: and(
            tenant,
            exists(
              sql`(select 1 from ${policyHolders} join ${persons} on ${persons.cpfCnpj} = ${policyHolders.cpfCnpj} and ${persons.companyId} = ${policyHolders.companyId} where ${policyHolders.id} = ${t.policyHolderId} and ${persons.id} = ${auth.personId})`,
            ),
          ) as SQL,
        },
      ];
  }
};

/** The scope as one condition (the OR of its parts): for a lookup of one record by a key. */
export const visibleRecords = (t: ScopedTable<PgTable>, auth: AuthContext): SQL => {
  const parts = scopeParts(t, auth).map((part) => part.where);
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a UniqueId: anything else is a 404 without a query. */
export const isUniqueId = (value: string) => UUID.test(value);

/** One record the caller reaches under `condition`, or 404 (also another tenant's or broker's). */
export const findVisibleRecord = async <T extends PgTable>(
  db: Database,
  t: ScopedTable<T>,
  auth: AuthContext,
  condition: SQL,
): Promise<T['$inferSelect']> => {
  const [row] = await db
    .select()
    .from(t.table as PgTable)
    .where(and(visibleRecords(t, auth), condition))
    .limit(1);
  if (!row) throw new NotFoundError(t.notFound);
  return row as T['$inferSelect'];
};

/** Same, by UniqueId (a malformed one is 404 without a query). */
export const findVisibleByUniqueId = <T extends PgTable>(
  db: Database,
  t: ScopedTable<T>,
  auth: AuthContext,
  uniqueId: string,
) => {
  if (!isUniqueId(uniqueId)) throw new NotFoundError(t.notFound);
  return findVisibleRecord(db, t, auth, eq(t.uniqueId, uniqueId));
};

/** How a search builds its statements over one part of the scope (a condition, filters added). */
export interface ScopedSearch {
  /** The search's filters within one part (a broker filter is a constant in a broker's own). */
  filtersOf: (part: ScopePart) => SQL[];
  /** The ids of the first `limit` records under `where`, in the page's order. */
  idsOf: (where: SQL, limit: number) => SQLWrapper;
  /** The records under `where` (a select of them, unlimited): what the capped count counts. */
  matchingOf: (where: SQL) => SQLWrapper;
}

/**
 * A search under a scope of several parts, as a union of one branch per part (each planned on
 * its own, so each starts from its own index), or under a single part as one plain condition:
 * - `pageWhere`: the condition of the page's statement — with several parts, the record is among
 *   the first `firstRows` (offset + rows) ids of one of the branches, each in the page's order,
 *   so the page taken from their union in that order is the page of the whole;
 * - `matching`: at most cap + 1 of the records matched, for the capped count: the branches are
 *   disjoint and read one after the other, so the second is not read once the first reaches the
 *   cap.
 */
export const scopedSearch = (
  id: PgColumn,
  parts: ScopePart[],
  search: ScopedSearch,
  firstRows: number,
  countCap: number,
) => {
  const wheres = parts.map((part) => and(part.where, ...search.filtersOf(part)) as SQL);
  const union = (branches: SQLWrapper[]) => sql.join(branches, sql` union all `);
  const matching = sql`(${union(wheres.map((where) => search.matchingOf(where)))} limit ${countCap + 1})`;
  if (wheres.length === 1) return { pageWhere: wheres[0], matching };
  return {
    pageWhere: sql`${id} in (${union(wheres.map((where) => search.idsOf(where, firstRows)))})`,
    matching,
  };
};
