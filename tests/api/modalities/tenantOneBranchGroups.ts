import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import { companyBranches, modalityGroups } from '../../../server/db/schema';
import type { TenantOneModalities } from './tenantOne';

/** Branch and group writes a tenant 2 caller aims at tenant 1's records (tenantIsolation). */
export const branchGroupsAimedAtTenantOne = (
  ids: TenantOneModalities,
): Record<string, Partial<InjectOptions>> => ({
  'PUT /api/Core/UpdateCompanyBranch': {
    payload: { Id: ids.branchId, Name: 'Ramo trocado', IsActive: false, Version: 1 },
  },
  'POST /api/Modality/InsertModalityGroup': {
    payload: { BranchId: ids.branchId, Name: 'Grupo de outro tenant' },
  },
  'PUT /api/Modality/UpdateModalityGroup': {
    payload: { Id: ids.groupId, Name: 'Grupo trocado', Version: 1 },
  },
});

export const branchGroupsSnapshot = async (db: Database, companyId: number) => ({
  branches: await db
    .select()
    .from(companyBranches)
    .where(eq(companyBranches.companyId, companyId))
    .orderBy(asc(companyBranches.id)),
  groups: await db
    .select()
    .from(modalityGroups)
    .where(eq(modalityGroups.companyId, companyId))
    .orderBy(asc(modalityGroups.id)),
});
