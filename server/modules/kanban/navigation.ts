import { and, eq } from 'drizzle-orm';
import type { CardTypeName } from '../../../domain/cardTypes';
import type { CardNavigationBody } from '../../../domain/contracts/kanban';
import { canMoveInPipe, isFinalStep } from '../../../domain/kanban';
import type { Database } from '../../db/client';
import { kanbanCardMovements, kanbanCards, kanbanSteps } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { checkApprovalAuthority } from './authority';
import { findVisiblePipe } from './board';
import { cardDecisions } from './decisions';
import type { CardRow } from './decisions/types';

export { ANALYSIS_RESOLVED } from './decisions/proposalDecision';

export const CARD_NOT_FOUND = 'Card não encontrado.';
export const MOVE_FORBIDDEN = 'Você pode ver esta esteira, mas não mover os seus cards.';
export const CARD_MOVED_BY_OTHER =
  'O card não está mais nesta etapa: outra pessoa o moveu. Recarregue o quadro.';
export const CARD_STALE = 'O card foi alterado por outra pessoa; recarregue o quadro.';
export const STEP_OF_OTHER_PIPE = 'A etapa de destino não pertence à esteira deste card.';
export const SAME_STEP = 'O card já está nesta etapa.';
export const CARD_DECIDED = 'Este card já foi decidido e não pode mais ser movido.';
export const DECISION_UNAVAILABLE = 'A decisão deste tipo de card ainda não está disponível.';
export const JUSTIFICATION_REQUIRED = 'O campo "justification" é obrigatório para recusar.';

/**
 * POST steps/:stepId/card-navigation: moves a card within its pipe and records the move (who,
 * when, from, to). A card moved to Aprovado or Recusado decides: its type's effect
 * (decisions/index.ts) changes the record it is about in the same transaction.
 */
export const moveCard = (
  db: Database,
  auth: AuthContext,
  fromStepId: number,
  body: CardNavigationBody,
) =>
  db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(kanbanCards)
      .where(and(eq(kanbanCards.id, body.cardId), eq(kanbanCards.companyId, auth.companyId)));
    if (!card) throw new NotFoundError(CARD_NOT_FOUND);
    const pipe = await findVisiblePipe(tx, auth, card.pipeId);
    if (!canMoveInPipe(auth, pipe.analysisType)) throw new ForbiddenError(MOVE_FORBIDDEN);
    if (card.stepId !== fromStepId) throw new ConflictError(CARD_MOVED_BY_OTHER);
    if (body.Version !== undefined && body.Version !== card.version) {
      throw new ConflictError(CARD_STALE);
    }
    const [from] = await tx.select().from(kanbanSteps).where(eq(kanbanSteps.id, card.stepId));
    const [to] = await tx
      .select()
      .from(kanbanSteps)
      .where(and(eq(kanbanSteps.id, body.stepToId), eq(kanbanSteps.companyId, auth.companyId)));
    if (!to || to.pipeId !== card.pipeId) throw new ConflictError(STEP_OF_OTHER_PIPE);
    if (to.id === from.id) throw new ConflictError(SAME_STEP);
    if (isFinalStep(from.kind)) throw new ConflictError(CARD_DECIDED);

    if (isFinalStep(to.kind)) {
      const decide = cardDecisions[card.cardType as CardTypeName];
      if (!decide) throw new ConflictError(DECISION_UNAVAILABLE);
      const justification = body.justification?.trim() || undefined;
      if (to.kind === 'recusado' && !justification) {
        throw new ValidationError(JUSTIFICATION_REQUIRED);
      }
      if (to.kind === 'aprovado') await checkApprovalAuthority(tx, auth, card, pipe);
      await decide({
        tx,
        auth,
        card,
        pipe,
        to,
        verdict: to.kind === 'aprovado' ? 'approved' : 'refused',
        justification,
      });
      // a decided card is no longer the open question: the same question asked again opens a new one
      await tx.update(kanbanCards).set({ openKey: null }).where(eq(kanbanCards.id, card.id));
    }

    return recordMove(tx, auth, card, from.id, to.id);
  });

/**
 * Puts the card in the step, bumping its Version only if nobody changed it since it was read
 * (409 otherwise), and records the move: who, when, from and to (GetCardMovementUser).
 */
export const recordMove = async (
  tx: Database,
  auth: AuthContext,
  card: CardRow,
  fromStepId: number,
  toStepId: number,
) => {
  const now = new Date();
  const [moved] = await tx
    .update(kanbanCards)
    .set({ stepId: toStepId, movedAt: now, version: card.version + 1 })
    .where(and(eq(kanbanCards.id, card.id), eq(kanbanCards.version, card.version)))
    .returning();
  if (!moved) throw new ConflictError(CARD_STALE);
  await tx.insert(kanbanCardMovements).values({
    companyId: auth.companyId,
    cardId: card.id,
    fromStepId,
    toStepId,
    userId: auth.userId,
    movedAt: now,
  });
  return moved;
};
