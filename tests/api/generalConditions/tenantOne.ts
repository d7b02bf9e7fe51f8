import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import { generalConditionVersions } from '../../../server/db/schema';

/** Tenant 1's general-conditions version a tenant 2 caller aims at (tests/api/tenantIsolation). */
export interface TenantOneGeneralConditions {
  versionId: number;
}

export const findTenantOneGeneralConditions = async (
  db: Database,
  companyId: number,
): Promise<TenantOneGeneralConditions> => {
  const [row] = await db
    .select()
    .from(generalConditionVersions)
    .where(eq(generalConditionVersions.companyId, companyId))
    .limit(1);
  return { versionId: row.id };
};

export const generalConditionsAimedAtTenantOne = (
  ids: TenantOneGeneralConditions,
): Record<string, Partial<InjectOptions>> => ({
  'GET /api/Plug/GetGeneralConditionVersion': { query: { id: String(ids.versionId) } },
});

export const generalConditionsSnapshot = (db: Database, companyId: number) =>
  db
    .select()
    .from(generalConditionVersions)
    .where(eq(generalConditionVersions.companyId, companyId))
    .orderBy(asc(generalConditionVersions.id));
