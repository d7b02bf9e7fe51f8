import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { MenuId } from '../../../domain/menus';
import { isInsuranceStaff, UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { persons, profiles, users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { diffChanges, isUniqueViolation, PROFILE_ENTITY } from '../users/changes';
import * as M from './messages';
import { findProfile, listProfiles, type Profile } from './queries';

/** The user types that have profiles (the tabs of the profiles screen). */
export const profileUserTypes: readonly number[] = [
  UserType.INSURANCE,
  UserType.BROKER,
  UserType.AGENT,
  UserType.POLICY_HOLDER,
  UserType.ADVISOR,
];
const menuIds: readonly number[] = Object.values(MenuId);

/**
 * Profiles are the insurer's: a profile's grants can hold any functionality, so only insurer
 * staff manage them, whatever functionalities a broker profile was given.
 */
export const profileCompanyOf = (auth: AuthContext) => {
  if (!isInsuranceStaff(auth.userTypeId)) throw new ForbiddenError(M.PROFILES_INSURER_ONLY);
  return auth.companyId;
};

export const requireProfile = async (db: Database, companyId: number, uniqueId: string) => {
  const profile = await findProfile(db, companyId, uniqueId);
  if (!profile) throw new NotFoundError(M.PROFILE_NOT_FOUND);
  return profile;
};

const liveUsersOf = (db: Database, companyId: number, profileIds: number[]) =>
  profileIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          profileId: users.profileId,
          UserInfoId: users.id,
          UniqueId: users.uniqueId,
          Name: persons.name,
          Login: users.login,
          Email: persons.email,
          IsActive: users.isActive,
        })
        .from(users)
        .innerJoin(persons, eq(persons.id, users.personId))
        .where(
          and(
            eq(users.companyId, companyId),
            isNull(users.deletedAt),
            inArray(users.profileId, profileIds),
          ),
        )
        .orderBy(asc(persons.name), asc(users.id));

const withUsers = async (db: Database, companyId: number, list: Profile[]) => {
  const members = await liveUsersOf(
    db,
    companyId,
    list.map((profile) => profile.id),
  );
  return list.map((profile) => ({
    UniqueId: profile.uniqueId,
    Name: profile.name,
    UserTypeId: profile.userTypeId,
    HomeMenuId: profile.homeMenuId,
    MenuIds: profile.menuIds,
    Usuarios: members
      .filter((member) => member.profileId === profile.id)
      .map(({ profileId: _, ...member }) => member),
  }));
};

/** GetProfileByCompanyId: the tenant's profiles of a user type (all when absent) and their users. */
export const listProfilesWithUsers = async (
  db: Database,
  auth: AuthContext,
  userTypeId?: number,
) => {
  const companyId = profileCompanyOf(auth);
  return withUsers(
    db,
    companyId,
    await listProfiles(db, companyId, userTypeId ? [userTypeId] : undefined),
  );
};

export interface ProfileInput {
  UniqueId?: string | null;
  Name?: string | null;
  UserTypeId?: number | null;
  HomeMenuId?: number | null;
}

const readProfileInput = (body: ProfileInput) => {
  const errors: string[] = [];
  const name = (body.Name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) errors.push(M.NAME_REQUIRED);
  else if (name.length > 50) errors.push(M.NAME_TOO_LONG);
  const userTypeId = body.UserTypeId ?? 0;
  if (!profileUserTypes.includes(userTypeId)) errors.push(M.USER_TYPE_INVALID);
  const homeMenuId = body.HomeMenuId ?? null;
  if (homeMenuId !== null && !menuIds.includes(homeMenuId)) errors.push(M.HOME_MENU_INVALID);
  if (errors.length > 0) throw new ValidationError(errors);
  return { name, userTypeId, homeMenuId };
};

const assertNameFree = async (
  db: Database,
  companyId: number,
  input: { name: string; userTypeId: number },
  exceptId = 0,
) => {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.userTypeId, input.userTypeId),
        eq(sql`lower(${profiles.name})`, input.name.toLowerCase()),
        isNull(profiles.deletedAt),
        ne(profiles.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new ConflictError(M.DUPLICATE_PROFILE);
};

const countLiveUsers = async (db: Database, profileId: number) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.profileId, profileId), isNull(users.deletedAt)));
  return Number(row?.total ?? 0);
};

/** InsertOrUpdateProfile: a new profile (no grants yet) or a rename / new home menu. */
export const saveProfile = async (db: Database, auth: AuthContext, body: ProfileInput) => {
  const companyId = profileCompanyOf(auth);
  const input = readProfileInput(body);
  const current = body.UniqueId ? await requireProfile(db, companyId, body.UniqueId) : undefined;
  await assertNameFree(db, companyId, input, current?.id);
  if (current && current.userTypeId !== input.userTypeId) {
    if ((await countLiveUsers(db, current.id)) > 0) {
      throw new ConflictError(M.TYPE_CHANGE_WITH_USERS);
    }
  }
  const after = { Name: input.name, UserTypeId: input.userTypeId, HomeMenuId: input.homeMenuId };
  const uniqueId = await db
    .transaction(async (tx) => {
      const [row] = current
        ? await tx
            .update(profiles)
            .set(input)
            .where(eq(profiles.id, current.id))
            .returning({ id: profiles.id, uniqueId: profiles.uniqueId })
        : await tx
            .insert(profiles)
            .values({ ...input, companyId })
            .returning({ id: profiles.id, uniqueId: profiles.uniqueId });
      const before = current
        ? { Name: current.name, UserTypeId: current.userTypeId, HomeMenuId: current.homeMenuId }
        : null;
      const changes = diffChanges(before, after);
      if (changes.length > 0) {
        await recordChange(tx, {
          companyId,
          entity: PROFILE_ENTITY,
          entityId: row.id,
          changedBy: { userId: auth.userId },
          changes: current
            ? changes
            : [{ field: 'Created', oldValue: null, newValue: true }, ...changes],
        });
      }
      return row.uniqueId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'profiles_company_type_name_key')) {
        throw new ConflictError(M.DUPLICATE_PROFILE);
      }
      throw error;
    });
  const [saved] = await withUsers(db, companyId, [await requireProfile(db, companyId, uniqueId)]);
  return saved;
};

/** DeleteProfile: refused (409, nothing changes) while a live user still has the profile. */
export const deleteProfile = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const companyId = profileCompanyOf(auth);
  const profile = await requireProfile(db, companyId, uniqueId);
  await db.transaction(async (tx) => {
    if ((await countLiveUsers(tx, profile.id)) > 0) throw new ConflictError(M.PROFILE_HAS_USERS);
    await tx
      .update(profiles)
      .set({ deletedAt: sql`now()` })
      .where(eq(profiles.id, profile.id));
    await recordChange(tx, {
      companyId,
      entity: PROFILE_ENTITY,
      entityId: profile.id,
      changedBy: { userId: auth.userId },
      changes: [{ field: 'Deleted', oldValue: profile.name, newValue: null }],
    });
  });
  return true;
};
