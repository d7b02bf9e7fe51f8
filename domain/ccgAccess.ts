import type { AccessRule } from './accessRule';
import { Functionality as F } from './functionalities';
import { UserType } from './userTypes';

const STAFF = [UserType.INSURANCE, UserType.ADVISOR];

/** Managing CCGs and their administration (/contrato, /stepper): GERENCIAR_CCG, insurer staff. */
export const CCG_MANAGE: AccessRule = { anyOf: [F.GERENCIAR_CCG], userTypes: STAFF };

/** The gateway routes of the CCG lifecycle (server/modules/ccg/routes.ts) and their rules. */
export const ccgApiAccess: Record<string, AccessRule> = {
  'GET /api/kanban/GetCardPolicyHolderCCGInfo': CCG_MANAGE,
  'POST /api/kanban/KanbanPolicyHolderCCGSendToBroker': CCG_MANAGE,
  'GET /api/PolicyHolder/GetPolicyHolderCCG': {
    anyOf: [
      F.GERENCIAR_CCG,
      F.VISUALIZAR_TOMADORES,
      F.GERENCIAR_TOMADORES,
      F.VISUALIZAR_TOMADORES_SEGURADORA,
      F.GERENCIAR_TOMADORES_SEGURADORA,
    ],
  },
  'POST /api/PolicyHolder/CreatePolicyHolderCCG': CCG_MANAGE,
  // the broker uploads the copy its holder signed; the insurer one signed on paper
  'POST /api/PolicyHolder/UploadPolicyHolderCCGSigned': {
    anyOf: [F.GERENCIAR_CCG, F.GERENCIAR_TOMADORES, F.GERENCIAR_TOMADORES_SEGURADORA],
  },
  'GET /api/CCG/GetCCGTemplate': CCG_MANAGE,
  'POST /api/CCG/SaveCCGTemplate': CCG_MANAGE,
  'GET /api/CCG/GetCCGSteps': CCG_MANAGE,
  'POST /api/CCG/SaveCCGStep': CCG_MANAGE,
  'POST /api/CCG/MoveCCGStep': CCG_MANAGE,
  'POST /api/CCG/DeleteCCGStep': CCG_MANAGE,
};
