import { and, eq } from 'drizzle-orm';
import { functionalityLabels } from '../../../domain/functionalities';
import { type MenuIdValue, menuFunctionalities, menuLabels } from '../../../domain/menus';
import type { Database } from '../../db/client';
import { profileGrants } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { PROFILE_ENTITY } from '../users/changes';
import * as M from './messages';
import type { Profile } from './queries';
import { profileCompanyOf, profileUserTypes, requireProfile } from './service';

interface Grant {
  menuId: number;
  functionalityId: number;
  order: number;
  refUniqueId: string | null;
}

const grantsOf = (db: Database, companyId: number, profileId: number): Promise<Grant[]> =>
  db
    .select({
      menuId: profileGrants.menuId,
      functionalityId: profileGrants.functionalityId,
      order: profileGrants.order,
      refUniqueId: profileGrants.refUniqueId,
    })
    .from(profileGrants)
    .where(and(eq(profileGrants.profileId, profileId), eq(profileGrants.companyId, companyId)));

const catalogMenus = Object.entries(menuFunctionalities).map(([id, functionalityIds]) => ({
  id: Number(id) as MenuIdValue,
  functionalityIds,
}));

const unused = (menu: { MenuFuncionalities: { Granted: boolean }[] }) =>
  menu.MenuFuncionalities.some((functionality) => functionality.Granted) ? 0 : 1;

/** Every menu of domain/menus.ts with its functionalities, ticked where the grants hold them. */
const matrixOf = (grants: Grant[]) => {
  const granted = new Set(grants.map((grant) => grant.functionalityId));
  const orderOf = new Map(grants.map((grant) => [grant.menuId, grant.order]));
  return (
    catalogMenus
      .map((menu) => ({
        Id: menu.id,
        Name: menuLabels[menu.id],
        Order: orderOf.get(menu.id) ?? menu.id,
        MenuFuncionalities: menu.functionalityIds.map((id) => ({
          Id: id,
          Name: functionalityLabels[id],
          Granted: granted.has(id),
        })),
      }))
      // at equal order a menu the profile uses comes before an unused one
      .sort((a, b) => a.Order - b.Order || unused(a) - unused(b) || a.Id - b.Id)
  );
};

const profileOfType = async (
  db: Database,
  companyId: number,
  uniqueId: string,
  userTypeId?: number,
) => {
  const profile = await requireProfile(db, companyId, uniqueId);
  if (userTypeId !== undefined && profile.userTypeId !== userTypeId) {
    throw new ValidationError(M.PROFILE_OF_OTHER_TYPE);
  }
  return profile;
};

/** GetMenus: the grant matrix, for a profile when given (otherwise nothing ticked). */
export const getMenuMatrix = async (
  db: Database,
  auth: AuthContext,
  userTypeId: number,
  profileUniqueId?: string,
) => {
  const companyId = profileCompanyOf(auth);
  if (!profileUserTypes.includes(userTypeId)) throw new ValidationError(M.USER_TYPE_INVALID);
  if (!profileUniqueId) return matrixOf([]);
  const profile = await profileOfType(db, companyId, profileUniqueId, userTypeId);
  return matrixOf(await grantsOf(db, companyId, profile.id));
};

export interface GrantsBody {
  ProfileUniqueId: string;
  Menus: { Id: number; Order: number; FunctionalityIds: number[] }[];
}

/** The grants a body asks for; every problem at once (400). */
const readGrants = (body: GrantsBody) => {
  const errors: string[] = [];
  const seen = new Set<number>();
  const wanted: Omit<Grant, 'refUniqueId'>[] = [];
  for (const menu of body.Menus) {
    const allowed = menuFunctionalities[menu.Id as MenuIdValue] as number[] | undefined;
    if (!allowed) {
      errors.push(M.unknownMenu(menu.Id));
      continue;
    }
    if (seen.has(menu.Id)) errors.push(M.DUPLICATE_MENU);
    seen.add(menu.Id);
    if (!Number.isInteger(menu.Order) || menu.Order < 1 || menu.Order > 99) {
      errors.push(M.invalidOrder(menu.Id));
    }
    for (const functionalityId of new Set(menu.FunctionalityIds)) {
      if (!allowed.includes(functionalityId)) {
        errors.push(M.functionalityNotInMenu(functionalityId, menu.Id));
      } else wanted.push({ menuId: menu.Id, functionalityId, order: menu.Order });
    }
  }
  if (errors.length > 0) throw new ValidationError([...new Set(errors)]);
  return wanted;
};

const sortedIds = (grants: Grant[]) =>
  grants.map((grant) => grant.functionalityId).sort((a, b) => a - b);

const menuOrders = (grants: Grant[]) =>
  Object.fromEntries(
    [...new Map(grants.map((grant) => [grant.menuId, grant.order]))].sort(([a], [b]) => a - b),
  );

/** The history of a grant change: what was added, what was removed, and the menu order. */
const grantChanges = (before: Grant[], after: Grant[]) => {
  const oldIds = sortedIds(before);
  const newIds = sortedIds(after);
  const added = newIds.filter((id) => !oldIds.includes(id));
  const removed = oldIds.filter((id) => !newIds.includes(id));
  const changes = [];
  if (added.length > 0)
    changes.push({ field: 'FunctionalitiesAdded', oldValue: null, newValue: added });
  if (removed.length > 0) {
    changes.push({ field: 'FunctionalitiesRemoved', oldValue: removed, newValue: null });
  }
  const oldOrder = menuOrders(before);
  const newOrder = menuOrders(after);
  if (JSON.stringify(oldOrder) !== JSON.stringify(newOrder)) {
    changes.push({ field: 'MenuOrder', oldValue: oldOrder, newValue: newOrder });
  }
  return changes;
};

/**
 * UpdateMenuFuncionalityInProfile: replaces the profile's grants in one transaction. A
 * functionality kept keeps its RefUniqueId. Users get the new grants on their next call.
 */
export const replaceGrants = async (db: Database, auth: AuthContext, body: GrantsBody) => {
  const companyId = profileCompanyOf(auth);
  const profile: Profile = await profileOfType(db, companyId, body.ProfileUniqueId);
  const wanted = readGrants(body);
  const saved = await db.transaction(async (tx) => {
    const before = await grantsOf(tx, companyId, profile.id);
    const refOf = new Map(before.map((grant) => [grant.functionalityId, grant.refUniqueId]));
    const after: Grant[] = wanted.map((grant) => ({
      ...grant,
      refUniqueId: refOf.get(grant.functionalityId) ?? null,
    }));
    await tx.delete(profileGrants).where(eq(profileGrants.profileId, profile.id));
    if (after.length > 0) {
      await tx
        .insert(profileGrants)
        .values(after.map((grant) => ({ ...grant, companyId, profileId: profile.id })));
    }
    const changes = grantChanges(before, after);
    if (changes.length > 0) {
      await recordChange(tx, {
        companyId,
        entity: PROFILE_ENTITY,
        entityId: profile.id,
        changedBy: { userId: auth.userId },
        changes,
      });
    }
    return after;
  });
  return matrixOf(saved);
};
