import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { managesUser } from '../../../domain/userScope';
import { isBroker, isInsuranceStaff, UserType } from '../../../domain/userTypes';
import { users } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { BROKER_MANAGES_AGENTS_ONLY, SCOPE_REFUSED } from './messages';

/**
 * Whose users a caller reaches: insurer staff every user of the tenant, a broker or agent only
 * the users of its own broker (and it manages only the agents among them).
 */
export type UserScope =
  | { kind: 'tenant'; companyId: number; userId: number }
  | { kind: 'broker'; companyId: number; userId: number; brokerId: number };

export const userScopeOf = (auth: AuthContext): UserScope => {
  if (isInsuranceStaff(auth.userTypeId)) {
    return { kind: 'tenant', companyId: auth.companyId, userId: auth.userId };
  }
  if (isBroker(auth.userTypeId)) {
    // a broker user without a broker reaches nobody (id 0 never exists)
    return {
      kind: 'broker',
      companyId: auth.companyId,
      userId: auth.userId,
      brokerId: auth.brokerId ?? 0,
    };
  }
  throw new ForbiddenError(SCOPE_REFUSED);
};

/** The non-deleted users the scope may see. */
export const visibleUsers = (scope: UserScope): SQL =>
  and(
    eq(users.companyId, scope.companyId),
    isNull(users.deletedAt),
    scope.kind === 'broker' ? eq(users.brokerId, scope.brokerId) : undefined,
  ) as SQL;

/** The user types a scope may create or give a profile to. */
export const assignableUserTypes = (scope: UserScope): number[] =>
  scope.kind === 'tenant'
    ? [
        UserType.INSURANCE,
        UserType.BROKER,
        UserType.AGENT,
        UserType.POLICY_HOLDER,
        UserType.ADVISOR,
      ]
    : [UserType.AGENT];

/**
 * Refuses (403) a visible user the scope may only look at, such as a broker's colleague (the
 * rule is domain/userScope's, which the users screen asks too).
 */
export const assertCanManage = (
  scope: UserScope,
  target: { userTypeId: number; brokerId: number | null },
) => {
  if (!managesUser(scope, target)) throw new ForbiddenError(BROKER_MANAGES_AGENTS_ONLY);
};
