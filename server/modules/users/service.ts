import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brokers, users } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { type Sort, sortOrderBy } from '../../http/sorting';
import type { AuthContext } from '../security/principal';
import { OTHER_BROKER_USERS, USER_NOT_FOUND } from './messages';
import {
  selectUser,
  selectUsers,
  toDetails,
  toListItem,
  type UserRow,
  userSortColumns,
} from './queries';
import type { UserSortField } from './schemas';
import { type UserScope, userScopeOf, visibleUsers } from './scope';

export interface UserFilter {
  /** true: active only; false: inactive only; undefined: all. */
  isActive?: boolean;
  brokerId?: number;
}

/**
 * GetUsers: the users the caller may see, by profile then name (the portal groups them) unless
 * a sort is asked for.
 */
export const listUsers = async (
  db: Database,
  auth: AuthContext,
  filter: UserFilter,
  sort?: Sort<UserSortField>,
) => {
  const scope = userScopeOf(auth);
  if (scope.kind === 'broker' && filter.brokerId && filter.brokerId !== scope.brokerId) {
    throw new ForbiddenError(OTHER_BROKER_USERS);
  }
  const rows = await selectUsers(
    db,
    and(
      visibleUsers(scope),
      filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
      filter.brokerId ? eq(users.brokerId, filter.brokerId) : undefined,
    ),
    sort && sortOrderBy(sort, userSortColumns, users.id),
  );
  return rows.map(toListItem);
};

/** A user the scope may see, or 404 (another tenant's, another broker's, deleted or unknown). */
export const findVisibleUser = async (
  db: Database,
  scope: UserScope,
  where: SQL,
): Promise<UserRow> => {
  const row = await selectUser(db, and(visibleUsers(scope), where) as SQL);
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return row;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const byUniqueId = (uniqueId: string): SQL => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(USER_NOT_FOUND);
  return eq(users.uniqueId, uniqueId.toLowerCase());
};

/** GetUserInfoByUniqueId. */
export const getUser = async (db: Database, auth: AuthContext, uniqueId: string) =>
  toDetails(await findVisibleUser(db, userScopeOf(auth), byUniqueId(uniqueId)));

/** The brokers a caller may give its users: all of the tenant, or a broker's own. */
export const listUserBrokers = async (db: Database, auth: AuthContext) => {
  const scope = userScopeOf(auth);
  const rows = await db
    .select({ Id: brokers.id, Name: brokers.name, Cnpj: brokers.cnpj })
    .from(brokers)
    .where(
      and(
        eq(brokers.companyId, scope.companyId),
        scope.kind === 'broker' ? eq(brokers.id, scope.brokerId) : undefined,
      ),
    )
    .orderBy(asc(brokers.name));
  return rows;
};
