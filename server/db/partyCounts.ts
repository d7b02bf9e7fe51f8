import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { preparedQuery } from './prepared';
import { partyCounts } from './schema';

const countQuery = preparedQuery('party_count', (db) =>
  db
    .select({ total: partyCounts.total })
    .from(partyCounts)
    .where(
      and(
        eq(partyCounts.companyId, sql.placeholder('companyId')),
        eq(partyCounts.tableName, sql.placeholder('table')),
      ),
    ),
);

/**
 * How many rows a tenant has in `policy_holders` or `insureds`, from the counter their triggers
 * keep (migration 0016): an unfiltered list's TotalRows without a scan of the tenant's rows.
 */
export const tenantPartyCount = async (
  db: Database,
  companyId: number,
  table: 'policy_holders' | 'insureds',
) => {
  const [row] = await countQuery(db).execute({ companyId, table });
  return row?.total ?? 0;
};
