import { usePermissions } from 'react-admin';
import { Functionality as F } from '../../domain/functionalities';
import { holdsAny } from '../../domain/userInfo';
import type { SessionUserInfo } from '../../src/providers/types';

/** Registering beneficiaries and their addresses: whoever writes proposals or manages insured. */
export const BENEFICIARY_MANAGERS = [
  F.GERENCIAR_PROPOSTAS,
  F.GERENCIAR_PROPOSTAS_SEGURADORA,
  F.GERENCIAR_SEGURADOS,
];

export const useCanManageBeneficiaries = () => {
  const { permissions } = usePermissions<SessionUserInfo | null>();
  return holdsAny(permissions, BENEFICIARY_MANAGERS);
};
