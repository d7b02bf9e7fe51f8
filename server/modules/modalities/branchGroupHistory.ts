import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type BranchGroupHistoryRow,
  branchGroupEntityLabels,
  branchGroupLabels,
  branchGroupValueText,
} from '../../../domain/branchGroups';
import type { Database } from '../../db/client';
import { changeHistories, companyBranches, modalityGroups } from '../../db/schema';
import type { AuthContext } from '../security/principal';
import { BRANCH_ENTITY, GROUP_ENTITY, PREMIUM_LIMIT_ENTITY } from './branchGroupQueries';

const labels: Record<string, string> = branchGroupLabels;

/**
 * Core/GetCompanyBranchesHistory: the tenant's branch, group and premium-limit changes, newest
 * first, each naming what it is about (the branch or group as it is named today).
 */
export const listBranchGroupHistory = async (
  db: Database,
  auth: AuthContext,
): Promise<BranchGroupHistoryRow[]> => {
  const rows = await db
    .select()
    .from(changeHistories)
    .where(
      and(
        eq(changeHistories.companyId, auth.companyId),
        inArray(changeHistories.entity, [BRANCH_ENTITY, GROUP_ENTITY, PREMIUM_LIMIT_ENTITY]),
      ),
    )
    .orderBy(desc(changeHistories.changedAt), desc(changeHistories.id));
  const branches = await db
    .select({ id: companyBranches.id, code: companyBranches.code, name: companyBranches.name })
    .from(companyBranches)
    .where(eq(companyBranches.companyId, auth.companyId));
  const groups = await db
    .select({ id: modalityGroups.id, name: modalityGroups.name, code: companyBranches.code })
    .from(modalityGroups)
    .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
    .where(eq(modalityGroups.companyId, auth.companyId));
  const names = new Map<string, string>([
    ...branches.map((b) => [`${BRANCH_ENTITY}:${b.id}`, `${b.code} · ${b.name}`] as const),
    ...groups.map((g) => [`${GROUP_ENTITY}:${g.id}`, `${g.name} (${g.code})`] as const),
  ]);
  return rows.map((row) => ({
    Id: row.id,
    ChangedAt: row.changedAt.toISOString(),
    ChangedByName: row.changedByName,
    Entity: row.entity,
    EntityLabel: branchGroupEntityLabels[row.entity] ?? row.entity,
    EntityId: Number(row.entityId),
    EntityName:
      row.entity === PREMIUM_LIMIT_ENTITY
        ? null
        : (names.get(`${row.entity}:${row.entityId}`) ?? null),
    ChangesHistories: row.changes.map((change) => ({
      Field: change.field,
      Label: labels[change.field] ?? change.field,
      OldValue: branchGroupValueText(change.field, change.oldValue),
      NewValue: branchGroupValueText(change.field, change.newValue),
    })),
  }));
};
