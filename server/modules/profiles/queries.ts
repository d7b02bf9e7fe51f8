import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileGrants, profiles } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const profileColumns = {
  id: profiles.id,
  uniqueId: profiles.uniqueId,
  name: profiles.name,
  userTypeId: profiles.userTypeId,
  homeMenuId: profiles.homeMenuId,
  // written with an alias: Drizzle leaves columns unqualified in a one-table select
  menuIds: sql<
    number[] | null
  >`(select array_agg(distinct g.menu_id order by g.menu_id) from ${profileGrants} g where g.profile_id = ${profiles}.id)`,
};

type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];
export type Profile = Omit<ProfileRow, 'menuIds'> & { menuIds: number[] };

const withMenus = (row: ProfileRow): Profile => ({
  ...row,
  menuIds: (row.menuIds ?? []).map(Number),
});

const selectProfiles = (db: Database, companyId: number, userTypeIds?: readonly number[]) =>
  db
    .select(profileColumns)
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        isNull(profiles.deletedAt),
        userTypeIds ? inArray(profiles.userTypeId, [...userTypeIds]) : undefined,
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.id));

/** The tenant's live profiles of these user types (all types when absent), by name. */
export const listProfiles = async (
  db: Database,
  companyId: number,
  userTypeIds?: readonly number[],
): Promise<Profile[]> => (await selectProfiles(db, companyId, userTypeIds)).map(withMenus);

/** A live profile of the tenant; undefined for another tenant's, a deleted one or a bad id. */
export const findProfile = async (
  db: Database,
  companyId: number,
  uniqueId: string,
): Promise<Profile | undefined> => {
  if (!UUID.test(uniqueId)) return undefined;
  const [row] = await db
    .select(profileColumns)
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.uniqueId, uniqueId.toLowerCase()),
        isNull(profiles.deletedAt),
      ),
    )
    .limit(1);
  return row ? withMenus(row) : undefined;
};

export const toSettableProfile = (profile: Profile) => ({
  UniqueId: profile.uniqueId,
  Name: profile.name,
  UserTypeId: profile.userTypeId,
  HomeMenuId: profile.homeMenuId,
  MenuIds: profile.menuIds,
});
