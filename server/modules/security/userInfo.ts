import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { UserInfo, UserMenu } from '../../../domain/userInfo';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { companies, persons, profileGrants, profiles, users } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AuthContext } from './principal';

/** GetUserInfo: the domain UserInfo plus what the shell shows (name, e-mail, insurer). */
export interface UserInfoAnswer extends UserInfo {
  Name: string;
  Email: string | null;
  CompanyName: string;
  /** An administrator forced a password change: the portal sends the user to /trocar-senha. */
  MustChangePassword?: boolean;
}

/** The profile's grants grouped by menu, menus in side-menu order. */
export const menusOf = (
  grants: { menuId: number; functionalityId: number; order: number; refUniqueId: string | null }[],
): UserMenu[] => {
  const byMenu = new Map<number, UserMenu>();
  for (const grant of grants) {
    const menu = byMenu.get(grant.menuId) ?? {
      Id: grant.menuId,
      Order: grant.order,
      MenuFuncionalities: [],
    };
    menu.MenuFuncionalities.push({ Id: grant.functionalityId, RefUniqueId: grant.refUniqueId });
    byMenu.set(grant.menuId, menu);
  }
  return [...byMenu.values()].sort((a, b) => a.Order - b.Order || a.Id - b.Id);
};

const userQuery = preparedQuery('user_info', (db) =>
  db
    .select({
      userId: users.id,
      userTypeId: users.userTypeId,
      brokerId: users.brokerId,
      personId: users.personId,
      login: users.login,
      profileId: users.profileId,
      name: persons.name,
      email: persons.email,
      personUniqueId: persons.uniqueId,
      profileName: profiles.name,
      homeMenuId: sql<number | null>`coalesce(${users.homeMenuId}, ${profiles.homeMenuId})`,
      companyName: companies.name,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.companyId, sql.placeholder('companyId')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1),
);

const grantsQuery = preparedQuery('user_info_grants', (db) =>
  db
    .select({
      menuId: profileGrants.menuId,
      functionalityId: profileGrants.functionalityId,
      order: profileGrants.order,
      refUniqueId: profileGrants.refUniqueId,
    })
    .from(profileGrants)
    .where(
      and(
        eq(profileGrants.profileId, sql.placeholder('profileId')),
        eq(profileGrants.companyId, sql.placeholder('companyId')),
      ),
    )
    .orderBy(
      asc(profileGrants.order),
      asc(profileGrants.menuId),
      asc(profileGrants.functionalityId),
    ),
);

export const getUserInfo = async (db: Database, auth: AuthContext): Promise<UserInfoAnswer> => {
  const [user] = await userQuery(db).execute({ userId: auth.userId, companyId: auth.companyId });
  if (!user) throw new NotFoundError('Usuário não encontrado.');
  const grants = await grantsQuery(db).execute({
    profileId: user.profileId,
    companyId: auth.companyId,
  });

  return {
    UserId: user.userId,
    UserTypeId: user.userTypeId,
    BrokerId: user.brokerId,
    PersonId: user.personId,
    Username: user.login,
    Name: user.name,
    Email: user.email,
    PersonUniqueId: user.personUniqueId,
    ProfileName: user.profileName,
    HomeMenuId: user.homeMenuId,
    CompanyName: user.companyName,
    MustChangePassword: user.mustChangePassword,
    Menus: menusOf(grants),
  };
};
