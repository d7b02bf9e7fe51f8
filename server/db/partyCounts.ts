import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { partyCounts } from './schema';

/**
 * How many rows a tenant has in `policy_holders` or `insureds`, from the counter their triggers
 * keep (migration 0016): an unfiltered list's TotalRows without a scan of the tenant's rows.
 */
export const tenantPartyCount = async (
  db: Database,
  companyId: number,
  table: 'policy_holders' | 'insureds',
) => {
  const [row] = await db
    .select({ total: partyCounts.total })
    .from(partyCounts)
    .where(and(eq(partyCounts.companyId, companyId), eq(partyCounts.tableName, table)));
  return row?.total ?? 0;
};
