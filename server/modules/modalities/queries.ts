import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type ComplementaryModalityAnswer,
  DEFAULT_MAX_PREMIUM_PERCENTAGE,
  type ModalityAnswer,
  type ModalityGroupAnswer,
  type ModalityListItem,
  type PremiumLimitAnswer,
} from '../../../domain/modalities';
import type { Database } from '../../db/client';
import {
  companyBranches,
  complementaryModalities,
  modalities,
  modalityCoverages,
  modalityGroups,
  modalitySettings,
} from '../../db/schema';
import type { AuthContext } from '../security/principal';
import { toBranch, toCoverage, toListItem } from './answers';
import { canParametrize, findBranch, findGroup, findModality, visibleModalities } from './scope';

/** GetAllCompanyBranch: the tenant's SUSEP branches, by code. */
export const listBranches = async (db: Database, auth: AuthContext) => {
  const rows = await db
    .select()
    .from(companyBranches)
    .where(eq(companyBranches.companyId, auth.companyId))
    .orderBy(asc(companyBranches.code));
  return rows.map(toBranch);
};

const listModalities = async (
  db: Database,
  auth: AuthContext,
  where?: SQL,
): Promise<ModalityListItem[]> => {
  const rows = await db
    .select({
      modality: modalities,
      branchId: companyBranches.id,
      branchCode: companyBranches.code,
      groupId: modalityGroups.id,
      groupUniqueId: modalityGroups.uniqueId,
      groupName: modalityGroups.name,
    })
    .from(modalities)
    .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
    .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
    .where(and(visibleModalities(auth), where))
    .orderBy(asc(companyBranches.code), asc(modalityGroups.name), asc(modalities.name));
  return rows.map(({ modality, ...place }) => toListItem(modality, place));
};

/** GetModalitiesByBranch?branchId */
export const listByBranch = async (db: Database, auth: AuthContext, branchId: number) => {
  const branch = await findBranch(db, auth, branchId);
  return listModalities(db, auth, eq(modalityGroups.branchId, branch.id));
};

/** Modality/GetModalitiesByGroup?modalityGroupUniqueId */
export const listByGroup = async (db: Database, auth: AuthContext, groupUniqueId: string) => {
  const group = await findGroup(db, auth, { uniqueId: groupUniqueId });
  return listModalities(db, auth, eq(modalities.groupId, group.id));
};

/** Modality/GetModalitiesGroups: every group of the tenant with its modalities. */
export const listGroups = async (
  db: Database,
  auth: AuthContext,
): Promise<ModalityGroupAnswer[]> => {
  const groups = await db
    .select({ group: modalityGroups, branch: companyBranches })
    .from(modalityGroups)
    .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
    .where(eq(modalityGroups.companyId, auth.companyId))
    .orderBy(asc(companyBranches.code), asc(modalityGroups.name));
  const items = await listModalities(db, auth);
  return groups.map(({ group, branch }) => ({
    Id: group.id,
    ModalityGroupUniqueId: group.uniqueId,
    Name: group.name,
    BranchId: branch.id,
    BranchCode: branch.code,
    BranchName: branch.name,
    Modalities: items.filter((item) => item.ModalityGroupId === group.id),
  }));
};

/** The complementary links of a modality, with the complementary modality's name. */
export const listLinks = async (
  db: Database,
  auth: AuthContext,
  modalityId: number,
): Promise<ComplementaryModalityAnswer[]> => {
  const rows = await db
    .select({ link: complementaryModalities, target: modalities })
    .from(complementaryModalities)
    .innerJoin(modalities, eq(modalities.id, complementaryModalities.complementaryModalityId))
    .where(
      and(
        eq(complementaryModalities.companyId, auth.companyId),
        eq(complementaryModalities.modalityId, modalityId),
        canParametrize(auth) ? undefined : eq(complementaryModalities.isEnabled, true),
        canParametrize(auth) ? undefined : eq(modalities.isDeleted, false),
      ),
    )
    .orderBy(asc(modalities.name));
  return rows.map(({ link, target }) => ({
    Id: link.id,
    ModalityId: link.modalityId,
    ComplementaryModalityId: target.id,
    ComplementaryModalityUniqueId: target.uniqueId,
    ComplementaryModalityName: target.name,
    IsEnabled: link.isEnabled,
  }));
};

/** The coverages of a modality; only the enabled ones when asked or when not parametrizing. */
export const listCoverages = async (
  db: Database,
  auth: AuthContext,
  modalityId: number,
  options: { additionalOnly?: boolean; enabledOnly?: boolean; ids?: number[] } = {},
) => {
  const enabledOnly = options.enabledOnly || !canParametrize(auth);
  const rows = await db
    .select()
    .from(modalityCoverages)
    .where(
      and(
        eq(modalityCoverages.companyId, auth.companyId),
        eq(modalityCoverages.modalityId, modalityId),
        options.additionalOnly ? eq(modalityCoverages.isAdditional, true) : undefined,
        enabledOnly ? eq(modalityCoverages.isEnabled, true) : undefined,
        options.ids ? inArray(modalityCoverages.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(modalityCoverages.isAdditional), asc(modalityCoverages.name));
  return rows;
};

/** GetModality?modalityId: the modality with its coverages and complementary modalities. */
export const getModality = async (
  db: Database,
  auth: AuthContext,
  modalityId: number,
): Promise<ModalityAnswer> => {
  const row = await findModality(db, auth, { id: modalityId });
  const [item] = await listModalities(db, auth, eq(modalities.id, row.id));
  return {
    ...item,
    Coverages: (await listCoverages(db, auth, row.id)).map(toCoverage),
    ComplementaryModalities: await listLinks(db, auth, row.id),
  };
};

/** GetPercentageLimitPremiumRelationIssuredAmount: the tenant's premium limit over the IS. */
export const getPremiumLimit = async (
  db: Database,
  auth: AuthContext,
): Promise<PremiumLimitAnswer> => {
  const [row] = await db
    .select()
    .from(modalitySettings)
    .where(eq(modalitySettings.companyId, auth.companyId));
  return { Percentage: row?.maxPremiumPercentageOfInsuredAmount ?? DEFAULT_MAX_PREMIUM_PERCENTAGE };
};
