import { and, asc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  KanbanCardCommon,
  KanbanCardJustificationParameters,
  KanbanCardMovement,
  KanbanCardOwnerOption,
  UpdateCardJustificationBody,
  UpdateCardOwnerBody,
  UpdateCardPriorityBody,
} from '../../../domain/contracts/kanbanCardCommon';
import {
  CARD_JUSTIFICATION_MAX,
  CardPriority,
  canMoveInPipe,
  cardPriorityLabels,
  type CardPriorityId,
  justificationReasonsOf,
  KANBAN_FUNCTIONALITY,
  pipeDefinition,
} from '../../../domain/kanban';
import { INSURER_STAFF } from '../../../domain/apiAccess';
import type { Database } from '../../db/client';
import {
  kanbanCardMovements,
  kanbanCards,
  kanbanSteps,
  persons,
  profileGrants,
  users,
} from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { findVisiblePipe } from './board';
import { CARD_NOT_FOUND, CARD_STALE, MOVE_FORBIDDEN } from './navigation';

/**
 * The main API's calls common to every card (owner, priority, justification, movement history):
 * a card of the caller's tenant in a pipe the caller sees (another tenant's: 404; an unseen
 * pipe: 403); the writes need the right to move the pipe's cards.
 */

export const OWNER_NOT_ALLOWED = 'O responsável escolhido não pode atender os cards desta esteira.';
export const CARD_UPDATE_FORBIDDEN = MOVE_FORBIDDEN.replace('mover', 'alterar');

type CardRow = typeof kanbanCards.$inferSelect;

const loadCard = async (db: Database, auth: AuthContext, where: SQL) => {
  const [card] = await db
    .select()
    .from(kanbanCards)
    .where(and(where, eq(kanbanCards.companyId, auth.companyId)));
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  const pipe = await findVisiblePipe(db, auth, card.pipeId);
  return { card, pipe };
};

export const visibleCardById = (db: Database, auth: AuthContext, id: number) =>
  loadCard(db, auth, eq(kanbanCards.id, id));

const ownerName = async (db: Database, ownerUserId: number | null) => {
  if (!ownerUserId) return null;
  const [row] = await db
    .select({ name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, ownerUserId));
  return row?.name ?? null;
};

const commonOf = async (db: Database, card: CardRow): Promise<KanbanCardCommon> => ({
  CardId: card.id,
  CardUniqueId: card.uniqueId,
  PipeId: card.pipeId,
  OwnerUserId: card.ownerUserId,
  OwnerName: await ownerName(db, card.ownerUserId),
  PriorityId: card.priority,
  PriorityName: card.priority
    ? (cardPriorityLabels[card.priority as CardPriorityId] ?? null)
    : null,
  Justification: card.justification,
  Version: card.version,
});

/** GetKanbanCardOwner: the card's owner (and the rest of what the common panel shows). */
export const cardOwnerOf = async (db: Database, auth: AuthContext, cardId: number) => {
  const { card } = await visibleCardById(db, auth, cardId);
  return commonOf(db, card);
};

/**
 * The active insurer staff of the tenant whose profile opens the kanban and grants one of the
 * pipe's functionalities: the users who see the pipe, so who may own its cards.
 */
const ownerCandidatesQuery = (db: Database, companyId: number, analysisType: string) => {
  const pipe = pipeDefinition(analysisType);
  const grants = (ids: readonly number[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(profileGrants)
        .where(
          and(
            eq(profileGrants.profileId, users.profileId),
            inArray(profileGrants.functionalityId, [...ids]),
          ),
        ),
    );
  return db
    .select({ UserId: users.id, Name: persons.name, Login: users.login })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        inArray(users.userTypeId, INSURER_STAFF),
        grants([KANBAN_FUNCTIONALITY]),
        grants(pipe?.functionalities ?? [-1]),
      ),
    )
    .orderBy(asc(persons.name), asc(users.id));
};

/** GetKanbanCardOwnerList: who may own the cards of a pipe the caller sees. */
export const cardOwnerOptions = async (
  db: Database,
  auth: AuthContext,
  pipeId: number,
): Promise<KanbanCardOwnerOption[]> => {
  const pipe = await findVisiblePipe(db, auth, pipeId);
  return ownerCandidatesQuery(db, auth.companyId, pipe.analysisType);
};

/** GetCardMovementUser: every move of the card, oldest first, with who and the steps' names. */
export const cardMovementsOf = async (
  db: Database,
  auth: AuthContext,
  cardId: number,
): Promise<KanbanCardMovement[]> => {
  const { card } = await visibleCardById(db, auth, cardId);
  const fromStep = alias(kanbanSteps, 'from_step');
  const toStep = alias(kanbanSteps, 'to_step');
  const rows = await db
    .select({
      Id: kanbanCardMovements.id,
      UserId: kanbanCardMovements.userId,
      UserName: persons.name,
      MovedAt: kanbanCardMovements.movedAt,
      FromStepId: kanbanCardMovements.fromStepId,
      FromStepName: fromStep.name,
      ToStepId: kanbanCardMovements.toStepId,
      ToStepName: toStep.name,
    })
    .from(kanbanCardMovements)
    .innerJoin(toStep, eq(toStep.id, kanbanCardMovements.toStepId))
    .leftJoin(fromStep, eq(fromStep.id, kanbanCardMovements.fromStepId))
    .leftJoin(users, eq(users.id, kanbanCardMovements.userId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(
      and(
        eq(kanbanCardMovements.companyId, auth.companyId),
        eq(kanbanCardMovements.cardId, card.id),
      ),
    )
    .orderBy(asc(kanbanCardMovements.movedAt), asc(kanbanCardMovements.id));
  return rows.map((row) => ({ ...row, MovedAt: row.MovedAt.toISOString() }));
};

/** GetAllKanbanCardPriority: the priorities, lowest first. */
export const cardPriorities = () =>
  Object.values(CardPriority).map((id) => ({ Id: id, Name: cardPriorityLabels[id] }));

/** GetCardJustificationParameters: the card's justification and its pipe's standard reasons. */
export const cardJustificationParameters = async (
  db: Database,
  auth: AuthContext,
  cardUniqueId: string,
): Promise<KanbanCardJustificationParameters> => {
  const { card, pipe } = await loadCard(db, auth, eq(kanbanCards.uniqueId, cardUniqueId));
  return {
    CardId: card.id,
    CardUniqueId: card.uniqueId,
    Justification: card.justification,
    Reasons: [...justificationReasonsOf(pipe.analysisType)],
    MaxLength: CARD_JUSTIFICATION_MAX,
    Version: card.version,
  };
};

/** One versioned change of a card the caller may act on, in a transaction; the changed card. */
const updateCard = (
  db: Database,
  auth: AuthContext,
  cardId: number,
  version: number,
  change: (card: CardRow, analysisType: string, tx: Database) => Promise<Partial<CardRow>>,
) =>
  db.transaction(async (tx) => {
    const { card, pipe } = await visibleCardById(tx, auth, cardId);
    if (!canMoveInPipe(auth, pipe.analysisType)) throw new ForbiddenError(CARD_UPDATE_FORBIDDEN);
    requireCurrentVersion(version, card.version, CARD_STALE);
    const values = await change(card, pipe.analysisType, tx);
    const [updated] = await tx
      .update(kanbanCards)
      .set({ ...values, version: card.version + 1 })
      .where(and(eq(kanbanCards.id, card.id), eq(kanbanCards.version, card.version)))
      .returning();
    if (!updated) throw new ConflictError(CARD_STALE);
    return commonOf(tx, updated);
  });

/** UpdateKanbanCardOwner: a user who sees the pipe, or none. */
export const updateCardOwner = (db: Database, auth: AuthContext, body: UpdateCardOwnerBody) =>
  updateCard(db, auth, body.CardId, body.Version, async (_card, analysisType, tx) => {
    if (body.OwnerUserId !== null) {
      const candidates = await ownerCandidatesQuery(tx, auth.companyId, analysisType);
      if (!candidates.some((user) => user.UserId === body.OwnerUserId)) {
        throw new ValidationError(OWNER_NOT_ALLOWED);
      }
    }
    return { ownerUserId: body.OwnerUserId };
  });

/** UpdateKanbanCardJustification: plain text, trimmed; empty clears it. */
export const updateCardJustification = (
  db: Database,
  auth: AuthContext,
  body: UpdateCardJustificationBody,
) =>
  updateCard(db, auth, body.CardId, body.Version, async () => ({
    justification: body.Justification?.trim() || null,
  }));

/** UpdateKanbanCardPriority. */
export const updateCardPriority = (db: Database, auth: AuthContext, body: UpdateCardPriorityBody) =>
  updateCard(db, auth, body.CardId, body.Version, async () => ({ priority: body.PriorityId }));
