import { z } from 'zod';
import { CARDS_PER_PAGE } from '../kanban';
import { INT32_MAX, queryInt32 } from './integers';

/**
 * The kanban service's calls (spec part 1 §7 "Kanban service"; shapes ours, as the spec does not
 * show them): camelCase like its query names, inside `{ success, message, data }`.
 */

/** The board's text filter: a card's title, reason or the party's CPF/CNPJ (mask ignored). */
const filterCardsValues = z.string().max(200).optional();

export const pipeParams = z.object({ id: queryInt32().min(1) });
export const pipeDocumentParams = z.object({
  id: queryInt32().min(1),
  document: z.string().min(1).max(20),
});
export const stepPageParams = z.object({
  id: queryInt32().min(1),
  stepId: queryInt32().min(1),
  n: queryInt32().min(0).max(INT32_MAX),
});
export const cardFilterQuery = z.object({ filterCardsValues });
/**
 * The skip call's query: the text filter of the spec, plus (ours) the document and priorities the
 * board was filtered by, so the next page follows the same filter as the first.
 */
export const cardPageQuery = cardFilterQuery.extend({
  document: z.string().min(1).max(20).optional(),
  priorityIds: z
    .preprocess(
      (value) => (value === undefined ? undefined : [value].flat()),
      z.array(z.coerce.number().int().min(1).max(4)).max(4),
    )
    .optional(),
});
export const priorityFilterBody = z.object({
  priorityIds: z.array(z.int().min(1).max(4)).max(4).optional(),
  filterCardsValues,
});

export const kanbanStep = z.object({
  id: z.number(),
  name: z.string(),
  order: z.number(),
  /** entrada | trabalho | aprovado | recusado */
  kind: z.string(),
  /** The step's cards (matching the filter, where there is one). */
  cardsCount: z.number(),
});

export const kanbanPipe = z.object({
  id: z.number(),
  name: z.string(),
  /** domain/kanban.ts PipeKey */
  analysisType: z.string(),
  order: z.number(),
  cardsCount: z.number(),
  steps: z.array(kanbanStep),
});

export const kanbanCard = z.object({
  id: z.number(),
  uniqueId: z.string(),
  /** domain/cardTypes.ts CardType: the view the card opens */
  cardType: z.string(),
  /** The record the card is about (proposal…) and its UniqueId (RefUniqueId). */
  referenceKind: z.string(),
  refUniqueId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  document: z.string().nullable(),
  priorityId: z.number().nullable(),
  priorityName: z.string().nullable(),
  ownerUserId: z.number().nullable(),
  ownerName: z.string().nullable(),
  legalDeadline: z.string().nullable(),
  createdAt: z.string(),
  /** When it entered its step. */
  movedAt: z.string(),
  stepId: z.number(),
  version: z.number(),
});

/** A step with one page of its cards (newest first) and whether more follow. */
export const kanbanStepCards = kanbanStep.extend({
  skip: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
  cards: z.array(kanbanCard),
});

export const kanbanBoard = z.object({
  pipe: kanbanPipe.omit({ steps: true }),
  steps: z.array(kanbanStepCards),
});

export type KanbanPipe = z.infer<typeof kanbanPipe>;
export type KanbanStep = z.infer<typeof kanbanStep>;
export type KanbanCard = z.infer<typeof kanbanCard>;
export type KanbanStepCards = z.infer<typeof kanbanStepCards>;
export type KanbanBoard = z.infer<typeof kanbanBoard>;

export const KANBAN_PAGE_SIZE = CARDS_PER_PAGE;

/** POST steps/:stepId/card-navigation: the card's current step in the path. */
export const cardNavigationParams = z.object({ stepId: queryInt32().min(1) });
export const cardNavigationBody = z.object({
  cardId: z.int32().min(1),
  stepToId: z.int32().min(1),
  /** The card's Version as read (ours; optional for clients of the spec's call). */
  Version: z.int32().min(1).optional(),
  /** Why, when the move refuses (Recusado): required for a proposal's card. */
  justification: z.string().max(2000).optional(),
});
export type CardNavigationBody = z.infer<typeof cardNavigationBody>;
