import { isBroker, UserType } from './userTypes';

/**
 * Whose users a caller manages: insurer staff every user of the tenant, a broker or agent only
 * the agents of its own broker. The gateway's users scope has this shape already.
 */
export type UserManagerReach = { kind: 'tenant' } | { kind: 'broker'; brokerId: number | null };

/** A user as the scope rules look at it. */
export interface ManagedUser {
  userTypeId: number;
  brokerId: number | null;
}

export const userManagerReachOf = (caller: {
  userTypeId: number;
  brokerId: number | null;
}): UserManagerReach =>
  isBroker(caller.userTypeId) ? { kind: 'broker', brokerId: caller.brokerId } : { kind: 'tenant' };

/** A broker without a broker manages nobody. */
export const managesUser = (reach: UserManagerReach, target: ManagedUser): boolean =>
  reach.kind === 'tenant' ||
  (target.userTypeId === UserType.AGENT &&
    reach.brokerId !== null &&
    target.brokerId === reach.brokerId);

/** Nobody deactivates their own user: it would end the session doing it. */
export const mayChangeUserStatus = (
  callerUserId: number | null,
  target: { userId: number; isActive: boolean },
): boolean => !(target.isActive && target.userId === callerUserId);

/** Nobody deletes their own user. */
export const mayDeleteUser = (callerUserId: number | null, targetUserId: number): boolean =>
  targetUserId !== callerUserId;
