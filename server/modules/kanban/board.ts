import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { AccessSubject } from '../../../domain/accessRule';
import type { KanbanCard, KanbanPipe, KanbanStepCards } from '../../../domain/contracts/kanban';
import {
  CARDS_PER_PAGE,
  type CardReferenceKind,
  canSeePipe,
  cardPriorityLabels,
  type CardPriorityId,
  normalizeCardFilter,
  stripDocumentMask,
} from '../../../domain/kanban';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/likePattern';
import {
  brokers,
  kanbanCards,
  kanbanPipes,
  kanbanStepCounts,
  kanbanSteps,
  persons,
  policyHolderCcgs,
  policyHolderLimitReviews,
  policyHolderNominations,
  policyHolders,
  proposals,
  users,
} from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';

export const PIPE_NOT_FOUND = 'Esteira não encontrada.';
export const PIPE_FORBIDDEN = 'Você não tem permissão para acessar esta esteira.';
export const STEP_NOT_FOUND = 'Etapa não encontrada nesta esteira.';

type PipeRow = typeof kanbanPipes.$inferSelect;

/** What narrows a board's cards: the text filter, one party's document, priorities. */
export interface CardFilter {
  text?: string;
  document?: string;
  priorityIds?: readonly number[];
}

const subjectOf = (auth: AuthContext): AccessSubject => auth;

/** A pipe of the caller's tenant that the caller may see: another tenant's is 404, unseen 403. */
export const findVisiblePipe = async (db: Database, auth: AuthContext, id: number) => {
  const [pipe] = await db
    .select()
    .from(kanbanPipes)
    .where(and(eq(kanbanPipes.id, id), eq(kanbanPipes.companyId, auth.companyId)));
  if (!pipe) throw new NotFoundError(PIPE_NOT_FOUND);
  if (!canSeePipe(subjectOf(auth), pipe.analysisType)) throw new ForbiddenError(PIPE_FORBIDDEN);
  return pipe;
};

const filterConditions = (pipeIds: number[], filter: CardFilter): SQL[] => {
  const conditions: SQL[] = [inArray(kanbanCards.pipeId, pipeIds)];
  const text = normalizeCardFilter(filter.text);
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(
      or(
        ilike(kanbanCards.title, pattern),
        ilike(kanbanCards.description, pattern),
        ilike(kanbanCards.document, containsPattern(stripDocumentMask(text))),
      )!,
    );
  }
  if (filter.document)
    conditions.push(eq(kanbanCards.document, stripDocumentMask(filter.document)));
  if (filter.priorityIds?.length)
    conditions.push(inArray(kanbanCards.priority, [...filter.priorityIds]));
  return conditions;
};

const isUnfiltered = (filter: CardFilter) =>
  !normalizeCardFilter(filter.text) && !filter.document && !filter.priorityIds?.length;

/**
 * Card counts per step of some pipes of the caller's tenant, under a filter. Unfiltered (the
 * pipes page, a board's opening), from the counters `kanban_cards`' triggers keep
 * (kanban_step_counts): a read of one row per step instead of counting the pipe's cards, 70–100 ms
 * at 50 000 cards (bench/RESULTS.md). A filtered board counts its matching cards.
 */
const countsByStep = async (
  db: Database,
  companyId: number,
  pipeIds: number[],
  filter: CardFilter = {},
) => {
  if (!pipeIds.length) return new Map<number, number>();
  if (isUnfiltered(filter)) {
    const kept = await db
      .select({ stepId: kanbanStepCounts.stepId, total: kanbanStepCounts.cards })
      .from(kanbanStepCounts)
      .where(
        and(eq(kanbanStepCounts.companyId, companyId), inArray(kanbanStepCounts.pipeId, pipeIds)),
      );
    return new Map(kept.map((row) => [row.stepId, row.total]));
  }
  const rows = await db
    .select({ stepId: kanbanCards.stepId, total: count() })
    .from(kanbanCards)
    .where(and(eq(kanbanCards.companyId, companyId), ...filterConditions(pipeIds, filter)))
    .groupBy(kanbanCards.stepId);
  return new Map(rows.map((row) => [row.stepId, Number(row.total)]));
};

const stepsOf = (db: Database, pipeIds: number[]) =>
  pipeIds.length
    ? db
        .select()
        .from(kanbanSteps)
        .where(inArray(kanbanSteps.pipeId, pipeIds))
        .orderBy(asc(kanbanSteps.pipeId), asc(kanbanSteps.sortOrder))
    : Promise.resolve([]);

const pipesAnswer = async (
  db: Database,
  companyId: number,
  pipes: PipeRow[],
  filter: CardFilter = {},
): Promise<KanbanPipe[]> => {
  const ids = pipes.map((pipe) => pipe.id);
  const [steps, counts] = await Promise.all([
    stepsOf(db, ids),
    countsByStep(db, companyId, ids, filter),
  ]);
  return pipes.map((pipe) => {
    const own = steps
      .filter((step) => step.pipeId === pipe.id)
      .map((step) => ({
        id: step.id,
        name: step.name,
        order: step.sortOrder,
        kind: step.kind,
        cardsCount: counts.get(step.id) ?? 0,
      }));
    return {
      id: pipe.id,
      name: pipe.name,
      analysisType: pipe.analysisType,
      order: pipe.sortOrder,
      cardsCount: own.reduce((total, step) => total + step.cardsCount, 0),
      steps: own,
    };
  });
};

/** GET pipes: the pipes the caller's functionalities show, with card counts per step. */
export const listVisiblePipes = async (db: Database, auth: AuthContext) => {
  const pipes = await db
    .select()
    .from(kanbanPipes)
    .where(eq(kanbanPipes.companyId, auth.companyId))
    .orderBy(asc(kanbanPipes.sortOrder), asc(kanbanPipes.id));
  const visible = pipes.filter((pipe) => canSeePipe(subjectOf(auth), pipe.analysisType));
  return pipesAnswer(db, auth.companyId, visible);
};

/** GET pipes/:id: one pipe with its steps and their counts. */
export const getPipe = async (db: Database, auth: AuthContext, id: number) => {
  const pipe = await findVisiblePipe(db, auth, id);
  const [answer] = await pipesAnswer(db, auth.companyId, [pipe]);
  return answer;
};

/**
 * The table of each kind of record a card can be about (domain/kanban.ts CardReferenceKind): the
 * card answers that record's UniqueId as RefUniqueId, which its view reads the record by.
 */
const referenceTables: Partial<Record<CardReferenceKind, AnyPgTable>> = {
  proposal: proposals,
  endorsement: proposals,
  broker: brokers,
  policyHolder: policyHolders,
  nomination: policyHolderNominations,
  limitReview: policyHolderLimitReviews,
  ccg: policyHolderCcgs,
};

/** RefUniqueId: the UniqueId of the card's record, by its kind (one lookup by primary key). */
const refUniqueIdOf = sql<string | null>`case ${kanbanCards.referenceKind} ${sql.join(
  Object.entries(referenceTables).map(
    ([kind, table]) =>
      sql`when ${kind} then (select r.unique_id::text from ${table} r where r.id = ${kanbanCards.referenceId})`,
  ),
  sql` `,
)} end`;

const cardColumns = {
  id: kanbanCards.id,
  uniqueId: kanbanCards.uniqueId,
  cardType: kanbanCards.cardType,
  referenceKind: kanbanCards.referenceKind,
  refUniqueId: refUniqueIdOf,
  title: kanbanCards.title,
  description: kanbanCards.description,
  document: kanbanCards.document,
  priority: kanbanCards.priority,
  ownerUserId: kanbanCards.ownerUserId,
  ownerName: persons.name,
  legalDeadline: kanbanCards.legalDeadline,
  createdAt: kanbanCards.createdAt,
  movedAt: kanbanCards.movedAt,
  stepId: kanbanCards.stepId,
  version: kanbanCards.version,
};

type ColumnValue<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer D } } ? D : never;

const cardOf = (row: {
  [K in keyof typeof cardColumns]: ColumnValue<(typeof cardColumns)[K]> | null;
}): KanbanCard => ({
  id: row.id!,
  uniqueId: row.uniqueId!,
  cardType: row.cardType!,
  referenceKind: row.referenceKind!,
  refUniqueId: row.refUniqueId ?? null,
  title: row.title!,
  description: row.description,
  document: row.document,
  priorityId: row.priority,
  priorityName: row.priority ? (cardPriorityLabels[row.priority as CardPriorityId] ?? null) : null,
  ownerUserId: row.ownerUserId,
  ownerName: row.ownerName,
  legalDeadline: row.legalDeadline,
  createdAt: row.createdAt!.toISOString(),
  movedAt: row.movedAt!.toISOString(),
  stepId: row.stepId!,
  version: row.version!,
});

/** One page of a step's cards, newest in the step first. */
const cardPage = async (
  db: Database,
  companyId: number,
  pipeId: number,
  stepId: number,
  skip: number,
  filter: CardFilter,
) => {
  const rows = await db
    .select(cardColumns)
    .from(kanbanCards)
    .leftJoin(users, eq(users.id, kanbanCards.ownerUserId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(
      and(
        eq(kanbanCards.companyId, companyId),
        eq(kanbanCards.stepId, stepId),
        ...filterConditions([pipeId], filter),
      ),
    )
    // NULLS LAST as kanban_cards_step_idx is built (drizzle's .desc()): a plain DESC means NULLS
    // FIRST, which the index cannot give, and PostgreSQL then sorts the whole step (90 ms at
    // 20k cards in a step; 0.1 ms read from the index, bench/RESULTS.md)
    .orderBy(sql`${kanbanCards.movedAt} desc nulls last`, sql`${kanbanCards.id} desc nulls last`)
    .limit(CARDS_PER_PAGE)
    .offset(skip);
  return rows.map(cardOf);
};

/**
 * GET pipes/:id/steps/filter (and by document, and filterPriority): every step of the pipe with
 * the first page of its cards under the filter, and the matching count.
 */
export const boardOf = async (
  db: Database,
  auth: AuthContext,
  id: number,
  filter: CardFilter,
): Promise<KanbanStepCards[]> => {
  const pipe = await findVisiblePipe(db, auth, id);
  const [answer] = await pipesAnswer(db, auth.companyId, [pipe], filter);
  return Promise.all(
    answer.steps.map(async (step) => {
      const cards =
        step.cardsCount > 0 ? await cardPage(db, auth.companyId, pipe.id, step.id, 0, filter) : [];
      return {
        ...step,
        skip: 0,
        pageSize: CARDS_PER_PAGE,
        hasMore: cards.length < step.cardsCount,
        cards,
      };
    }),
  );
};

/** GET pipes/:id/steps/:stepId/skip/:n/filterCardsValues: the next page of one step. */
export const stepPageOf = async (
  db: Database,
  auth: AuthContext,
  id: number,
  stepId: number,
  skip: number,
  filter: CardFilter,
): Promise<KanbanStepCards> => {
  const pipe = await findVisiblePipe(db, auth, id);
  const [answer] = await pipesAnswer(db, auth.companyId, [pipe], filter);
  const step = answer.steps.find((one) => one.id === stepId);
  if (!step) throw new NotFoundError(STEP_NOT_FOUND);
  const cards =
    skip < step.cardsCount
      ? await cardPage(db, auth.companyId, pipe.id, step.id, skip, filter)
      : [];
  return {
    ...step,
    skip,
    pageSize: CARDS_PER_PAGE,
    hasMore: skip + cards.length < step.cardsCount,
    cards,
  };
};

/** One card of the tenant as the board shows it. */
export const cardById = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select(cardColumns)
    .from(kanbanCards)
    .leftJoin(users, eq(users.id, kanbanCards.ownerUserId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.id, id)));
  return cardOf(row);
};
