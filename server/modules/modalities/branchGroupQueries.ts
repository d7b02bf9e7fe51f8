import { asc, count, eq } from 'drizzle-orm';
import {
  type ParameterisationBranch,
  type PremiumLimitParameter,
  percentText,
} from '../../../domain/branchGroups';
import { DEFAULT_MAX_PREMIUM_PERCENTAGE } from '../../../domain/modalities';
import type { Database } from '../../db/client';
import { companyBranches, modalities, modalityGroups, modalitySettings } from '../../db/schema';
import { listChanges } from '../history/service';
import type { AuthContext } from '../security/principal';

export const BRANCH_ENTITY = 'CompanyBranch';
export const GROUP_ENTITY = 'ModalityGroup';
export const PREMIUM_LIMIT_ENTITY = 'PremiumLimit';

/** Core/GetCompanyBranchesParameterisation: branches with their Version and groups. */
export const listParameterisationBranches = async (
  db: Database,
  auth: AuthContext,
): Promise<ParameterisationBranch[]> => {
  const branches = await db
    .select()
    .from(companyBranches)
    .where(eq(companyBranches.companyId, auth.companyId))
    .orderBy(asc(companyBranches.code));
  const groups = await db
    .select({ group: modalityGroups, total: count(modalities.id) })
    .from(modalityGroups)
    .leftJoin(modalities, eq(modalities.groupId, modalityGroups.id))
    .where(eq(modalityGroups.companyId, auth.companyId))
    .groupBy(modalityGroups.id)
    .orderBy(asc(modalityGroups.name));
  return branches.map((branch) => ({
    Id: branch.id,
    UniqueId: branch.uniqueId,
    Code: branch.code,
    Name: branch.name,
    IsPrivate: branch.isPrivate,
    IsActive: branch.isActive,
    Version: branch.version,
    Groups: groups
      .filter(({ group }) => group.branchId === branch.id)
      .map(({ group, total }) => ({
        Id: group.id,
        ModalityGroupUniqueId: group.uniqueId,
        Name: group.name,
        Version: group.version,
        ModalityCount: Number(total),
      })),
  }));
};

export const findSettings = async (db: Database, auth: AuthContext) => {
  const [row] = await db
    .select()
    .from(modalitySettings)
    .where(eq(modalitySettings.companyId, auth.companyId));
  return row ?? null;
};

/** Core/GetPercentageLimitPremiumParameter: the limit, its Version and its history. */
export const getPremiumLimitParameter = async (
  db: Database,
  auth: AuthContext,
): Promise<PremiumLimitParameter> => {
  const row = await findSettings(db, auth);
  const history = await listChanges(db, auth.companyId, PREMIUM_LIMIT_ENTITY, auth.companyId);
  return {
    Percentage: row?.maxPremiumPercentageOfInsuredAmount ?? DEFAULT_MAX_PREMIUM_PERCENTAGE,
    Version: row?.version ?? 0,
    History: history.map((entry) => ({
      Id: entry.id,
      ChangedAt: entry.changedAt.toISOString(),
      ChangedByName: entry.changedByName,
      OldValue: percentText(entry.changes[0]?.oldValue as string | null),
      NewValue: percentText(entry.changes[0]?.newValue as string | null),
    })),
  };
};
