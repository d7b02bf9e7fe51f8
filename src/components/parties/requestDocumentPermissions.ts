import { Functionality as F, type FunctionalityId } from '../../../domain/functionalities';
import { holdsAny, type UserInfo } from '../../../domain/userInfo';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { RequestDocumentOwner } from '../../providers/requestDocumentsApi';

/** The actions a panel offers; the gateway checks the same rules (domain/apiAccess.ts). */
export interface RequestDocumentPermissions {
  create: boolean;
  upload: boolean;
  rename: boolean;
  remove: boolean;
  restore: boolean;
  send: boolean;
  review: boolean;
}

const NONE: RequestDocumentPermissions = {
  create: false,
  upload: false,
  rename: false,
  remove: false,
  restore: false,
  send: false,
  review: false,
};

type User = (Pick<UserInfo, 'Menus'> & { UserTypeId: number }) | null | undefined;

export const requestDocumentPermissionsOf = (
  owner: RequestDocumentOwner,
  user: User,
): RequestDocumentPermissions => {
  if (!user) return NONE;
  const staff = isInsuranceStaff(user.UserTypeId);
  const holds = (ids: FunctionalityId[]) => holdsAny(user, ids);
  const staffHolds = (ids: FunctionalityId[]) => staff && holds(ids);
  switch (owner.kind) {
    case 'policy_holder':
    case 'policy_holder_limit': {
      const manage = holds([F.GERENCIAR_TOMADORES, F.GERENCIAR_TOMADORES_SEGURADORA]);
      const insurer = staffHolds([F.GERENCIAR_TOMADORES_SEGURADORA]);
      return {
        create: insurer,
        upload: manage,
        rename: insurer,
        remove: insurer,
        restore: insurer,
        send: manage,
        review: insurer,
      };
    }
    case 'insured': {
      const insurer = staffHolds([F.GERENCIAR_SEGURADOS]);
      return {
        ...NONE,
        create: insurer,
        upload: holds([F.GERENCIAR_SEGURADOS]),
        rename: insurer,
        remove: insurer,
        restore: insurer,
        review: insurer,
      };
    }
    case 'broker': {
      const insurer = staffHolds([F.GERENCIAR_CORRETORES]);
      return { ...NONE, create: insurer, upload: insurer, remove: insurer, review: insurer };
    }
    case 'own_broker': {
      const manage = holds([F.GERENCIAR_CORRETORA]);
      return { ...NONE, upload: manage, send: manage };
    }
    case 'insurer': {
      const manage = holds([F.GERENCIAR_DOCUMENTOS]);
      return {
        ...NONE,
        create: manage,
        upload: manage,
        rename: manage,
        remove: manage,
        restore: manage,
      };
    }
  }
};
