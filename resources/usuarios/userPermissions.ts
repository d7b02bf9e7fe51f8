import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { Functionality as F } from '../../domain/functionalities';
import { holdsAny } from '../../domain/userInfo';
import { isBroker, UserType } from '../../domain/userTypes';
import type { SessionUserInfo } from '../../src/providers/types';

export interface UserPermissions {
  /** GERENCIAR_USUARIOS: create, edit, (de)activate, delete. */
  canManage: boolean;
  /** GERENCIAR_SENHA_USUARIOS: force a password change. */
  canForcePassword: boolean;
  /** A broker or agent: manages the agents of its own broker only. */
  isBrokerCaller: boolean;
  /**
   * Single sign-on links (Security/IssueSsoToken): the insurer's own staff holding
   * GERENCIAR_USUARIOS, not an advisor acting for a broker (IssueSsoTokenButton's own rule).
   */
  canIssueSso: boolean;
  /** The e-mail outbox (/usuarios/emails): insurer staff holding GERENCIAR_USUARIOS. */
  canSeeOutbox: boolean;
  selfId: number | null;
  /** Insurer staff reach everyone; a broker only the agents of its broker. */
  reaches: (user: Target) => boolean;
  canManageUser: (user: Target) => boolean;
}

type Target = { UserTypeId: number; BrokerId: number | null };

/** What the signed-in user may do on the users screen (the gateway checks the same). */
export const userPermissionsOf = (user: SessionUserInfo | null | undefined): UserPermissions => {
  const canManage = holdsAny(user, [F.GERENCIAR_USUARIOS]);
  const isBrokerCaller = !!user && isBroker(user.UserTypeId);
  const reaches = (target: Target) =>
    !isBrokerCaller || (target.UserTypeId === UserType.AGENT && target.BrokerId === user?.BrokerId);
  return {
    canManage,
    canForcePassword: holdsAny(user, [F.GERENCIAR_SENHA_USUARIOS]),
    isBrokerCaller,
    canIssueSso: canManage && user?.UserTypeId === UserType.INSURANCE && !user.Advisor,
    // The outbox holds sign-in links: insurer staff (type 1) only, as the gateway enforces.
    canSeeOutbox: canManage && !!user && user.UserTypeId === UserType.INSURANCE,
    selfId: user?.UserId ?? null,
    reaches,
    canManageUser: (target) => canManage && reaches(target),
  };
};

export const useUserPermissions = (): UserPermissions & { isPending: boolean } => {
  const { permissions, isPending } = usePermissions<SessionUserInfo | null>();
  const derived = useMemo(() => userPermissionsOf(permissions), [permissions]);
  return { ...derived, isPending };
};
