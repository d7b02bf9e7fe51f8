import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brokers, persons, profiles, users } from '../../db/schema';
import type { SortColumns } from '../../http/sorting';
import type { UserSortField } from './schemas';

const userColumns = {
  id: users.id,
  uniqueId: users.uniqueId,
  login: users.login,
  userTypeId: users.userTypeId,
  brokerId: users.brokerId,
  brokerName: brokers.name,
  isActive: users.isActive,
  homeMenuId: users.homeMenuId,
  lastLoginAt: users.lastLoginAt,
  version: users.version,
  createdAt: users.createdAt,
  mustChangePassword: users.mustChangePassword,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  personId: persons.id,
  personUniqueId: persons.uniqueId,
  name: persons.name,
  cpf: persons.cpfCnpj,
  email: persons.email,
  phone: persons.phone,
  profileId: profiles.id,
  profileUniqueId: profiles.uniqueId,
  profileName: profiles.name,
  profileHomeMenuId: profiles.homeMenuId,
};

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** What GetUsers may be sorted by (the column of each answer field). */
export const userSortColumns: SortColumns<UserSortField> = {
  Name: persons.name,
  Login: users.login,
  Email: persons.email,
  Cpf: persons.cpfCnpj,
  ProfileName: profiles.name,
  BrokerName: brokers.name,
  IsActive: users.isActive,
  LastLoginAt: users.lastLoginAt,
};

const byProfileThenName = [asc(profiles.name), asc(persons.name), asc(users.id)];

/** Users with their person, profile and broker, by profile name then person name by default. */
export const selectUsers = (db: Database, where: SQL | undefined, order = byProfileThenName) =>
  db
    .select(userColumns)
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .leftJoin(brokers, eq(brokers.id, users.brokerId))
    .where(where)
    .orderBy(...order);

export const selectUser = async (db: Database, where: SQL) => {
  const [row] = await selectUsers(db, and(where));
  return row;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** GetUsers item (spec part 1 §3 "User list item", with what the screen shows). */
export const toListItem = (row: UserRow) => ({
  UserInfoId: row.id,
  UniqueId: row.uniqueId,
  Name: row.name,
  Login: row.login,
  Email: row.email,
  Cpf: row.cpf,
  Phone: row.phone,
  UserTypeId: row.userTypeId,
  ProfileUniqueId: row.profileUniqueId,
  ProfileName: row.profileName,
  BrokerId: row.brokerId,
  BrokerName: row.brokerName,
  IsActive: row.isActive,
  HomeMenuId: row.homeMenuId,
  LastLoginAt: iso(row.lastLoginAt),
  Version: row.version,
});

/** GetUserInfoByUniqueId: the list item plus the person and account state. */
export const toDetails = (row: UserRow) => ({
  ...toListItem(row),
  PersonUniqueId: row.personUniqueId,
  ProfileHomeMenuId: row.profileHomeMenuId,
  HasPassword: row.hasPassword,
  MustChangePassword: row.mustChangePassword,
  CreatedAt: iso(row.createdAt) as string,
});

export type UserListItem = ReturnType<typeof toListItem>;
export type UserDetails = ReturnType<typeof toDetails>;
