import { usePermissions } from 'react-admin';
import { Functionality as F } from '../../domain/functionalities';
import { holdsAny, type UserInfo } from '../../domain/userInfo';
import { isInsuranceStaff } from '../../domain/userTypes';

export interface HolderPermissions {
  isInsurer: boolean;
  canManage: boolean;
  canBlock: boolean;
  canRestrictiveBlock: boolean;
  canIgnoreCcg: boolean;
  canInstallments: boolean;
  canCalculateLimits: boolean;
  canEditGroup: boolean;
  canRequestNomination: boolean;
  canDecideNomination: boolean;
  canCheckProposal: boolean;
}

/** What the signed-in user may do on the holder screens (the gateway checks the same rules). */
export const holderPermissionsOf = (
  user: (Pick<UserInfo, 'Menus'> & { UserTypeId: number }) | null | undefined,
): HolderPermissions => {
  const isInsurer = !!user && isInsuranceStaff(user.UserTypeId);
  const holds = (ids: number[]) => holdsAny(user, ids);
  const manageInsurer = isInsurer && holds([F.GERENCIAR_TOMADORES_SEGURADORA]);
  return {
    isInsurer,
    canManage: holds([F.GERENCIAR_TOMADORES, F.GERENCIAR_TOMADORES_SEGURADORA]),
    canBlock: manageInsurer,
    canRestrictiveBlock: isInsurer && holds([F.BLOQUEAR_RESTRITIVOS_DO_TOMADOR]),
    canIgnoreCcg: isInsurer && holds([F.IGNORAR_ASSINATURA_DE_CCG]),
    canInstallments: manageInsurer,
    canCalculateLimits: isInsurer && holds([F.GERENCIAR_TOMADORES_SEGURADORA, F.CREDITO]),
    canEditGroup: isInsurer && holds([F.GERENCIAR_TOMADORES_SEGURADORA, F.RESETAR_GRUPO_ECONOMICO]),
    canRequestNomination: holds([
      F.GERENCIAR_TOMADORES,
      F.GERENCIAR_TOMADORES_SEGURADORA,
      F.GERENCIAR_PROPOSTAS,
    ]),
    canDecideNomination: isInsurer && holds([F.GERENCIAR_TOMADORES_SEGURADORA, F.NOMEACAO]),
    // the gateway's rule for ValidatePolicyHolderByCNPJToNewProposal (domain/apiAccess.ts)
    canCheckProposal: holds([
      F.GERENCIAR_PROPOSTAS,
      F.GERENCIAR_PROPOSTAS_SEGURADORA,
      F.GERENCIAR_TOMADORES,
      F.GERENCIAR_TOMADORES_SEGURADORA,
    ]),
  };
};

export const useHolderPermissions = () => {
  const { permissions } = usePermissions<(UserInfo & { UserTypeId: number }) | null>();
  return holderPermissionsOf(permissions);
};
