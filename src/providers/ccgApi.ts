import type {
  CcgGuarantorInput,
  CcgInfo,
  CcgStep,
  CcgTemplate,
  SaveCcgStepBody,
} from '../../domain/contracts/ccg';
import { gatewayClient } from './gatewayClient';

export type { CcgInfo, CcgStep, CcgTemplate };

const post = <T>(path: string, json: unknown) => gatewayClient.post<T>(path, { json });

/** GetCardPolicyHolderCCGInfo: the CCG a card is about (card.refUniqueId). */
export const getCcgCardInfo = (ccgUniqueId: string) =>
  gatewayClient.get<CcgInfo>('kanban/GetCardPolicyHolderCCGInfo', {
    query: { CCGUniqueId: ccgUniqueId },
  });

/** The holder's newest CCG, or null. */
export const getHolderCcg = (policyHolderUniqueId: string) =>
  gatewayClient.get<CcgInfo | null>('PolicyHolder/GetPolicyHolderCCG', {
    query: { PolicyHolderUniqueId: policyHolderUniqueId },
  });

export const createHolderCcg = (
  policyHolderUniqueId: string,
  guarantors: CcgGuarantorInput[],
  manual = false,
) =>
  post<CcgInfo>('PolicyHolder/CreatePolicyHolderCCG', {
    PolicyHolderUniqueId: policyHolderUniqueId,
    Guarantors: guarantors,
    Manual: manual,
  });

/** KanbanPolicyHolderCCGSendToBroker, with the CCG's Version as read. */
export const sendCcgToBroker = (ccg: Pick<CcgInfo, 'UniqueId' | 'Version'>) =>
  post<CcgInfo>('kanban/KanbanPolicyHolderCCGSendToBroker', {
    CCGUniqueId: ccg.UniqueId,
    Version: ccg.Version,
  });

/** The signed copy (sent first through Archive/Upload), with the CCG's Version as read. */
export const uploadSignedCcg = (
  ccg: Pick<CcgInfo, 'UniqueId' | 'Version'>,
  archiveUniqueId: string,
) =>
  post<CcgInfo>('PolicyHolder/UploadPolicyHolderCCGSigned', {
    CCGUniqueId: ccg.UniqueId,
    ArchiveUniqueId: archiveUniqueId,
    Version: ccg.Version,
  });

export const getCcgTemplate = () => gatewayClient.get<CcgTemplate>('CCG/GetCCGTemplate');

export const saveCcgTemplate = (content: string, version: number) =>
  post<CcgTemplate>('CCG/SaveCCGTemplate', { Content: content, Version: version });

export const getCcgSteps = () => gatewayClient.get<CcgStep[]>('CCG/GetCCGSteps');

export const saveCcgStep = (step: SaveCcgStepBody) => post<CcgStep>('CCG/SaveCCGStep', step);

export const moveCcgStep = (
  step: Pick<CcgStep, 'UniqueId' | 'Version'>,
  direction: 'up' | 'down',
) =>
  post<CcgStep[]>('CCG/MoveCCGStep', {
    UniqueId: step.UniqueId,
    Direction: direction,
    Version: step.Version,
  });

export const deleteCcgStep = (step: Pick<CcgStep, 'UniqueId' | 'Version'>) =>
  post<CcgStep[]>('CCG/DeleteCCGStep', { UniqueId: step.UniqueId, Version: step.Version });
