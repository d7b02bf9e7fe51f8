import { and, asc, eq } from 'drizzle-orm';
import { UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { brokers, companies, persons, profileGrants, profiles, users } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AuthContext } from './principal';
import { menusOf, type UserInfoAnswer } from './userInfo';

export interface ActingUserInfoAnswer extends UserInfoAnswer {
  BrokerName: string;
  Advisor: { PersonId: number; Username: string; PersonUniqueId: string; Name: string };
}

/**
 * GetUserInfo of an advisor acting for a broker: the advisor's identity with the broker's user
 * type, broker, profile and menus, and the advisor kept apart under `Advisor`.
 */
export const getActingUserInfo = async (
  db: Database,
  auth: AuthContext,
): Promise<ActingUserInfoAnswer> => {
  const acting = auth.acting;
  if (!acting || auth.brokerId === null) throw new NotFoundError('Usuário não encontrado.');
  const [row] = await db
    .select({
      personId: users.personId,
      login: users.login,
      name: persons.name,
      email: persons.email,
      personUniqueId: persons.uniqueId,
      companyName: companies.name,
      brokerName: brokers.name,
      profileName: profiles.name,
      homeMenuId: profiles.homeMenuId,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(brokers, and(eq(brokers.id, auth.brokerId), eq(brokers.companyId, users.companyId)))
    .innerJoin(
      profiles,
      and(eq(profiles.id, acting.profileId), eq(profiles.companyId, users.companyId)),
    )
    .where(and(eq(users.id, acting.advisorUserId), eq(users.companyId, auth.companyId)))
    .limit(1);
  if (!row) throw new NotFoundError('Usuário não encontrado.');

  const grants = await db
    .select({
      menuId: profileGrants.menuId,
      functionalityId: profileGrants.functionalityId,
      order: profileGrants.order,
      refUniqueId: profileGrants.refUniqueId,
    })
    .from(profileGrants)
    .where(
      and(
        eq(profileGrants.profileId, acting.profileId),
        eq(profileGrants.companyId, auth.companyId),
      ),
    )
    .orderBy(
      asc(profileGrants.order),
      asc(profileGrants.menuId),
      asc(profileGrants.functionalityId),
    );

  return {
    UserId: acting.advisorUserId,
    UserTypeId: UserType.BROKER,
    BrokerId: auth.brokerId,
    PersonId: row.personId,
    Username: row.login,
    Name: row.name,
    Email: row.email,
    PersonUniqueId: row.personUniqueId,
    ProfileName: row.profileName,
    HomeMenuId: row.homeMenuId,
    CompanyName: row.companyName,
    Menus: menusOf(grants),
    BrokerName: row.brokerName,
    Advisor: {
      PersonId: row.personId,
      Username: row.login,
      PersonUniqueId: row.personUniqueId,
      Name: row.name,
    },
  };
};
