import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { Functionality as F } from '../../domain/functionalities';
import { holdsAny } from '../../domain/userInfo';
import { isInsuranceStaff } from '../../domain/userTypes';
import type { SessionUserInfo } from '../../src/providers/types';

export interface InsuredPermissions {
  /** GERENCIAR_SEGURADOS: register, rename, branch, addresses. */
  canManage: boolean;
  /** Block and unblock: GERENCIAR_SEGURADOS held by insurer staff (the gateway's rule). */
  canBlock: boolean;
}

export const insuredPermissionsOf = (
  user: SessionUserInfo | null | undefined,
): InsuredPermissions => {
  const canManage = holdsAny(user, [F.GERENCIAR_SEGURADOS]);
  return {
    canManage,
    canBlock: canManage && !!user && isInsuranceStaff(user.UserTypeId),
  };
};

export const useInsuredPermissions = () => {
  const { permissions } = usePermissions<SessionUserInfo | null>();
  return useMemo(() => insuredPermissionsOf(permissions), [permissions]);
};
