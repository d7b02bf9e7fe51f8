import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import type { ResourceAction } from '../../domain/resourceAccess';
import {
  managesUser,
  mayChangeUserStatus,
  mayDeleteUser,
  userManagerReachOf,
} from '../../domain/userScope';
import { type ActionAccess, useCanAccessActions } from '../../src/components/useCanAccessActions';
import type { SessionUserInfo } from '../../src/providers/types';
import type { UserListItem } from './types';

/** The user actions the users screen offers (domain/resourceAccess has their rules). */
const userActions = [
  'create',
  'edit',
  'delete',
  'changeStatus',
  'forcePassword',
  'issueSso',
  'outbox',
] as const satisfies readonly ResourceAction<'usuarios'>[];

export type UserAccess = ActionAccess<(typeof userActions)[number]>;

/** What the user may do on the users screen, as react-admin's canAccess answers it. */
export const useUserAccess = () => useCanAccessActions('usuarios', userActions);

/**
 * Which users the signed-in user's actions reach, by the gateway's data rules (domain/userScope):
 * a broker or agent only the agents of its own broker, and nobody deactivates or deletes
 * itself. Not a permission: whether it may act at all comes from useUserAccess.
 */
export const useUserScope = () => {
  const { permissions: session, isPending } = usePermissions<SessionUserInfo | null>();
  return useMemo(() => {
    const reach = session
      ? userManagerReachOf({ userTypeId: session.UserTypeId, brokerId: session.BrokerId })
      : ({ kind: 'tenant' } as const);
    const selfId = session?.UserId ?? null;
    return {
      isPending,
      /** A broker or agent: its screens show its own broker only and create agents only. */
      isBrokerCaller: reach.kind === 'broker',
      selfId,
      reaches: (user: UserListItem) =>
        managesUser(reach, { userTypeId: user.UserTypeId, brokerId: user.BrokerId }),
      mayChangeStatus: (user: UserListItem) =>
        mayChangeUserStatus(selfId, { userId: user.UserInfoId, isActive: user.IsActive }),
      mayDelete: (user: UserListItem) => mayDeleteUser(selfId, user.UserInfoId),
    };
  }, [session, isPending]);
};

export type UserScope = ReturnType<typeof useUserScope>;
