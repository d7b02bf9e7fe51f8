import { z } from 'zod';
import { partyHistoryEntry } from './history';
import { int32, positiveBodyId } from './integers';
import { economicGroupBody, policyHolderRef, riskClass } from './policyHolders';
import { requiredVersion } from './version';

/**
 * The kanban card calls about a holder's branch of activity (RAMO_ATIVIDADE) and economic group
 * (GRUPO_ECONOMICO), main API /api/kanban/… (spec part 1 §7 "Kanban card data"; the spec does
 * not show their shapes, these are ours). Written once for the gateway and the portal.
 */

// ---- requests

export const branchActivityInfoQuery = z.object({ PolicyHolderUniqueId: z.uuid() });
export const saveBranchActivityBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  BranchActivityId: positiveBodyId().describe('Id de GetBranchActivities'),
  Version: requiredVersion('A Version do tomador lida'),
});
export const economicGroupInfoQuery = z.object({
  ProposalUniqueId: z.uuid().optional().describe('O card é da proposta (RefUniqueId)'),
  PolicyHolderUniqueId: z.uuid().optional().describe('Ou o tomador, sem a proposta'),
});
/** KanbanSaveEconomicGroup: UpdateEconomicGroupParticipantAfiancadoHolding's body. */
export const saveEconomicGroupBody = economicGroupBody;

// ---- answers

export const branchActivity = z.object({
  Id: int32(),
  Code: z.string().describe('Divisão CNAE'),
  Description: z.string(),
  IsRestricted: z.boolean(),
});

export const cardHolder = policyHolderRef.extend({
  Version: int32(),
  IsActive: z.boolean(),
  IsBlocked: z.boolean(),
  IsRestrictiveBlocked: z.boolean(),
  MainActivity: z.string().nullable(),
});

/** GetCardBranchActivityInfo: the holder, its activity and whether it still needs a look. */
export const branchActivityInfo = z.object({
  PolicyHolder: cardHolder,
  BranchActivity: branchActivity.nullable().describe('O ramo salvo no tomador'),
  IsRestrictedBranchActivity: z
    .boolean()
    .describe('O motor de subscrição encaminha por ramo restritivo (falso depois de aceito)'),
  BranchActivityApprovedAt: z.string().nullable().describe('Quando a subscrição aceitou o ramo'),
  History: z.array(partyHistoryEntry).describe('Mudanças de ramo, aceite, bloqueio'),
});

export const economicGroupCandidate = policyHolderRef.extend({
  EconomicGroupName: z.string().nullable(),
  Holding: policyHolderRef.nullable(),
  SharedPartners: z.array(z.string()).describe('Sócios (QSA) em comum com o tomador'),
});

export const economicGroupMember = policyHolderRef.extend({
  IsHolding: z.boolean(),
  RiskClass: riskClass.nullable(),
  LimitValue: z.string().nullable(),
  LimitUsedValue: z.string(),
});

/** GetCardEconomicGroupInfo: the holder's group, who may belong with it and the group's limits. */
export const economicGroupInfo = z.object({
  PolicyHolder: cardHolder,
  ProposalUniqueId: z.string().nullable(),
  ProposalNumber: z.number().nullable(),
  EconomicGroupName: z.string().nullable(),
  Holding: policyHolderRef.nullable(),
  Candidates: z.array(economicGroupCandidate),
  HoldingOptions: z
    .array(policyHolderRef)
    .describe('Holdings possíveis: candidatos e suas holdings'),
  Members: z.array(economicGroupMember),
  History: z.array(partyHistoryEntry),
});

export type BranchActivity = z.infer<typeof branchActivity>;
export type CardHolder = z.infer<typeof cardHolder>;
export type BranchActivityInfo = z.infer<typeof branchActivityInfo>;
export type EconomicGroupCandidate = z.infer<typeof economicGroupCandidate>;
export type EconomicGroupMember = z.infer<typeof economicGroupMember>;
export type EconomicGroupInfo = z.infer<typeof economicGroupInfo>;
export type SaveBranchActivityInput = z.input<typeof saveBranchActivityBody>;
export type SaveEconomicGroupInput = z.input<typeof saveEconomicGroupBody>;
export type EconomicGroupInfoQuery = z.input<typeof economicGroupInfoQuery>;
