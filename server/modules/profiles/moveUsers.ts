import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, profiles, users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { USER_ENTITY } from '../users/changes';
import { USER_NOT_FOUND } from '../users/messages';
import * as M from './messages';
import { profileCompanyOf, requireProfile } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * UpdateUserInfoProfile: moves users of the tenant to a profile of their own user type. A user's
 * own home menu that the new profile does not grant is dropped (the profile's applies).
 */
export const moveUsersToProfile = async (
  db: Database,
  auth: AuthContext,
  body: { UserInfoUniqueIds: string[]; ProfileUniqueId: string },
) => {
  const companyId = profileCompanyOf(auth);
  const ids = [...new Set(body.UserInfoUniqueIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new ValidationError(M.NO_USERS_TO_MOVE);
  if (ids.some((id) => !UUID.test(id))) throw new NotFoundError(USER_NOT_FOUND);
  const profile = await requireProfile(db, companyId, body.ProfileUniqueId);

  const found = await db
    .select({
      id: users.id,
      name: persons.name,
      userTypeId: users.userTypeId,
      homeMenuId: users.homeMenuId,
      profileId: users.profileId,
      profileName: profiles.name,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(eq(users.companyId, companyId), isNull(users.deletedAt), inArray(users.uniqueId, ids)),
    );
  if (found.length !== ids.length) throw new NotFoundError(USER_NOT_FOUND);
  const mismatches = found
    .filter((user) => user.userTypeId !== profile.userTypeId)
    .map((user) => M.moveTypeMismatch(user.name, user.userTypeId, profile.userTypeId));
  if (mismatches.length > 0) throw new ValidationError(mismatches);

  await db.transaction(async (tx) => {
    for (const user of found.filter((candidate) => candidate.profileId !== profile.id)) {
      const keepsHome = user.homeMenuId === null || profile.menuIds.includes(user.homeMenuId);
      await tx
        .update(users)
        .set({
          profileId: profile.id,
          homeMenuId: keepsHome ? user.homeMenuId : null,
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, user.id));
      await recordChange(tx, {
        companyId,
        entity: USER_ENTITY,
        entityId: user.id,
        changedBy: { userId: auth.userId },
        changes: [
          { field: 'Profile', oldValue: user.profileName, newValue: profile.name },
          ...(keepsHome
            ? []
            : [{ field: 'HomeMenuId', oldValue: user.homeMenuId, newValue: null }]),
        ],
      });
    }
  });
  return true;
};
