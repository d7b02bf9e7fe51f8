import { z } from 'zod';
import { CARD_JUSTIFICATION_MAX } from '../kanban';
import { int32, positiveBodyId, positiveQueryId } from './integers';
import { requiredVersion } from './version';

/**
 * The main API's calls common to every kanban card (spec part 1 §7 "Kanban card data": owner,
 * priority, justification, movement history), under /api/kanban with the `{ Response, Errors }`
 * envelope. The spec names the calls and their query parameters only; the shapes are ours, in the
 * main API's PascalCase. Every write carries the card's Version (stale → 409).
 */

export const cardIdQuery = z.object({ cardId: positiveQueryId() });
export const pipeIdQuery = z.object({ pipeId: positiveQueryId() });
export const cardUniqueIdQuery = z.object({ CardUniqueId: z.uuid() });

/** What every card call answers about the card: its owner, priority, justification, Version. */
export const kanbanCardCommon = z.object({
  CardId: int32(),
  CardUniqueId: z.string(),
  PipeId: int32(),
  OwnerUserId: int32().nullable(),
  OwnerName: z.string().nullable(),
  /** domain/kanban.ts CardPriority id */
  PriorityId: int32().nullable(),
  PriorityName: z.string().nullable(),
  Justification: z.string().nullable(),
  Version: int32(),
});

/** A user who may own the pipe's cards: insurer staff who see the pipe. */
export const kanbanCardOwnerOption = z.object({
  UserId: int32(),
  Name: z.string(),
  Login: z.string(),
});

/** One move of a card (its creation has no FromStep). */
export const kanbanCardMovement = z.object({
  Id: int32(),
  UserId: int32().nullable(),
  UserName: z.string().nullable(),
  MovedAt: z.string(),
  FromStepId: int32().nullable(),
  FromStepName: z.string().nullable(),
  ToStepId: int32(),
  ToStepName: z.string(),
});

export const kanbanCardPriority = z.object({ Id: int32(), Name: z.string() });

/** The card's justification and what the editor offers: the pipe's standard reasons. */
export const kanbanCardJustificationParameters = z.object({
  CardId: int32(),
  CardUniqueId: z.string(),
  Justification: z.string().nullable(),
  Reasons: z.array(z.string()),
  MaxLength: int32(),
  Version: int32(),
});

export const updateCardOwnerBody = z.object({
  CardId: positiveBodyId(),
  /** null leaves the card without an owner */
  OwnerUserId: positiveBodyId().nullable(),
  Version: requiredVersion('A Version do card lida'),
});

export const updateCardJustificationBody = z.object({
  CardId: positiveBodyId(),
  /** plain text; empty or null clears it */
  Justification: z.string().max(CARD_JUSTIFICATION_MAX).nullable(),
  Version: requiredVersion('A Version do card lida'),
});

export const updateCardPriorityBody = z.object({
  CardId: positiveBodyId(),
  /** domain/kanban.ts CardPriority id (1 Baixa … 4 Urgente) */
  PriorityId: z.int().min(1).max(4),
  Version: requiredVersion('A Version do card lida'),
});

export type KanbanCardCommon = z.infer<typeof kanbanCardCommon>;
export type KanbanCardOwnerOption = z.infer<typeof kanbanCardOwnerOption>;
export type KanbanCardMovement = z.infer<typeof kanbanCardMovement>;
export type KanbanCardPriority = z.infer<typeof kanbanCardPriority>;
export type KanbanCardJustificationParameters = z.infer<typeof kanbanCardJustificationParameters>;
export type UpdateCardOwnerBody = z.infer<typeof updateCardOwnerBody>;
export type UpdateCardJustificationBody = z.infer<typeof updateCardJustificationBody>;
export type UpdateCardPriorityBody = z.infer<typeof updateCardPriorityBody>;
