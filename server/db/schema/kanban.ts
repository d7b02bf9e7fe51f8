import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { companyId, createdAt, uniqueId, version } from './columns';
import { proposalPendingAnalyses } from './proposals';

/**
 * The kanban service's boards (spec part 1 §7 "Kanban service"): one pipe per analysis type and
 * tenant (domain/kanban.ts pipeCatalogue), its steps in order, the cards that move through them
 * and every move. Cards are created by the events that need a human (a pending analysis of the
 * proposal engines…).
 */
export const kanbanPipes = pgTable(
  'kanban_pipes',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** domain/kanban.ts PipeKey: which analysis the pipe holds (and who sees it). */
    analysisType: text('analysis_type').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kanban_pipes_company_type_key').on(t.companyId, t.analysisType)],
);

export const kanbanSteps = pgTable(
  'kanban_steps',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    pipeId: integer('pipe_id')
      .notNull()
      .references(() => kanbanPipes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** domain/kanban.ts StepKind: entrada | trabalho | aprovado | recusado. */
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('kanban_steps_pipe_order_key').on(t.pipeId, t.sortOrder)],
);

export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    pipeId: integer('pipe_id')
      .notNull()
      .references(() => kanbanPipes.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => kanbanSteps.id),
    /** domain/cardTypes.ts CardType. */
    cardType: text('card_type').notNull(),
    /** What the card is about (domain/kanban.ts CardReferenceKind) and that record's id. */
    referenceKind: text('reference_kind').notNull(),
    referenceId: integer('reference_id').notNull(),
    /** The engines' referral the card decides, when it is one. */
    pendingAnalysisId: integer('pending_analysis_id').references(() => proposalPendingAnalyses.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    /** Why the card exists (the engine's reason…). */
    description: text('description'),
    /** The party's CPF/CNPJ, digits (or the alphanumeric CNPJ) without the mask. */
    document: text('document'),
    /** domain/kanban.ts CardPriority id. */
    priority: smallint('priority'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    legalDeadline: date('legal_deadline', { mode: 'string' }),
    /** The analyst's justification of the card (UpdateKanbanCardJustification), plain text. */
    justification: text('justification'),
    /**
     * The open question the card stands for (e.g. `proposal:12:Credito`): unique per tenant, so
     * re-sending the same question never duplicates its card. Cleared when the card is decided.
     */
    openKey: text('open_key'),
    createdAt: createdAt(),
    /** When the card entered its current step. */
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('kanban_cards_company_open_key').on(t.companyId, t.openKey),
    // the board pages each step newest first; the counts group the pipe's cards by step
    index('kanban_cards_step_idx').on(
      t.companyId,
      t.pipeId,
      t.stepId,
      t.movedAt.desc(),
      t.id.desc(),
    ),
    index('kanban_cards_document_idx').on(t.companyId, t.pipeId, t.document),
    index('kanban_cards_reference_idx').on(t.companyId, t.referenceKind, t.referenceId),
  ],
);

/**
 * How many cards each step holds, kept by statement triggers on `kanban_cards` (insert, update,
 * delete, truncate; see the migration that creates this table): a board or the pipes page answers
 * an unfiltered step's count from here instead of counting the pipe's cards on each opening
 * (issue 14, "a pipe with 50k cards opens in under 300 ms"). Every way a card is created, moved
 * or removed — the services, the seeds, the bench's bulk insert, a pipe's cascade — is counted in
 * its own transaction. A step without a row has no cards.
 */
export const kanbanStepCounts = pgTable(
  'kanban_step_counts',
  {
    companyId: companyId(),
    pipeId: integer('pipe_id')
      .notNull()
      .references(() => kanbanPipes.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => kanbanSteps.id, { onDelete: 'cascade' }),
    cards: integer('cards').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.pipeId, t.stepId] })],
);

/** Every move of a card: who, when, from and to (GetCardMovementUser). */
export const kanbanCardMovements = pgTable(
  'kanban_card_movements',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    cardId: integer('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    /** Null for the card's creation in its first step. */
    fromStepId: integer('from_step_id').references(() => kanbanSteps.id),
    toStepId: integer('to_step_id')
      .notNull()
      .references(() => kanbanSteps.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kanban_card_movements_card_idx').on(t.cardId, t.movedAt)],
);
