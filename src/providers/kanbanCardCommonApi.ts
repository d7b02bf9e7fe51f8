import type {
  KanbanCardCommon,
  KanbanCardJustificationParameters,
  KanbanCardMovement,
  KanbanCardOwnerOption,
  KanbanCardPriority,
} from '../../domain/contracts/kanbanCardCommon';
import type { CardApprovers } from '../../domain/contracts/approvalLimits';
import { gatewayClient } from './gatewayClient';

/** The main API's calls common to every kanban card (owner, priority, justification, moves). */

export const getCardOwner = (cardId: number) =>
  gatewayClient.get<KanbanCardCommon>('kanban/GetKanbanCardOwner', { query: { cardId } });

export const getCardOwnerList = (pipeId: number) =>
  gatewayClient.get<KanbanCardOwnerOption[]>('kanban/GetKanbanCardOwnerList', {
    query: { pipeId },
  });

export const getCardMovements = (cardId: number) =>
  gatewayClient.get<KanbanCardMovement[]>('Kanban/GetCardMovementUser', { query: { cardId } });

export const getCardPriorities = () =>
  gatewayClient.get<KanbanCardPriority[]>('kanban/GetAllKanbanCardPriority');

export const getCardJustificationParameters = (cardUniqueId: string) =>
  gatewayClient.get<KanbanCardJustificationParameters>('kanban/GetCardJustificationParameters', {
    query: { CardUniqueId: cardUniqueId },
  });

/** Who may approve the card (alçadas) and the caller's own alçada in its pipe. */
export const getCardApprovers = (cardId: number) =>
  gatewayClient.get<CardApprovers>('kanban/GetCardApprovers', { query: { cardId } });

export const updateCardOwner = (cardId: number, ownerUserId: number | null, version: number) =>
  gatewayClient.post<KanbanCardCommon>('kanban/UpdateKanbanCardOwner', {
    json: { CardId: cardId, OwnerUserId: ownerUserId, Version: version },
  });

export const updateCardPriority = (cardId: number, priorityId: number, version: number) =>
  gatewayClient.post<KanbanCardCommon>('kanban/UpdateKanbanCardPriority', {
    json: { CardId: cardId, PriorityId: priorityId, Version: version },
  });

export const updateCardJustification = (
  cardId: number,
  justification: string | null,
  version: number,
) =>
  gatewayClient.post<KanbanCardCommon>('kanban/UpdateKanbanCardJustification', {
    json: { CardId: cardId, Justification: justification, Version: version },
  });
