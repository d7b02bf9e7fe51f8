import { and, eq } from 'drizzle-orm';
import { canMoveInPipe, canSeePipe, type PipeKeyName } from '../../../../domain/kanban';
import type { Database } from '../../../db/client';
import { kanbanCardMovements, kanbanCards, kanbanSteps } from '../../../db/schema';
import { ForbiddenError } from '../../../http/errors';
import type { AuthContext } from '../../security/principal';
import type { BoardChange } from '../events';

export const HOLDER_CARD_FORBIDDEN = 'Você não tem permissão para acessar esta esteira.';
export const HOLDER_CARD_ACT_FORBIDDEN =
  'Você pode ver esta esteira, mas não agir sobre os seus cards.';

/** The card data of a pipe the caller does not see is refused (403), as the board refuses it. */
export const requireSeePipe = (auth: AuthContext, pipe: PipeKeyName) => {
  if (!canSeePipe(auth, pipe)) throw new ForbiddenError(HOLDER_CARD_FORBIDDEN);
};

/** An action on a card needs the pipe's acting functionality (canMoveInPipe). */
export const requireActInPipe = (auth: AuthContext, pipe: PipeKeyName) => {
  requireSeePipe(auth, pipe);
  if (!canMoveInPipe(auth, pipe)) throw new ForbiddenError(HOLDER_CARD_ACT_FORBIDDEN);
};

/**
 * Closes the open card of a question decided outside the kanban: the card stops being the open
 * question, moves to its pipe's final step of the verdict, and the move is recorded with no user
 * (the system moved it). Answers the change to publish after the commit, or null without a card.
 */
export const closeOpenCard = async (
  tx: Database,
  companyId: number,
  openKey: string,
  verdict: 'approved' | 'refused',
): Promise<BoardChange | null> => {
  const [card] = await tx
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.openKey, openKey)));
  if (!card) return null;
  const [final] = await tx
    .select()
    .from(kanbanSteps)
    .where(
      and(
        eq(kanbanSteps.pipeId, card.pipeId),
        eq(kanbanSteps.kind, verdict === 'approved' ? 'aprovado' : 'recusado'),
      ),
    );
  const now = new Date();
  await tx
    .update(kanbanCards)
    .set({ openKey: null, stepId: final.id, movedAt: now, version: card.version + 1 })
    .where(eq(kanbanCards.id, card.id));
  await tx.insert(kanbanCardMovements).values({
    companyId,
    cardId: card.id,
    fromStepId: card.stepId,
    toStepId: final.id,
    userId: null,
    movedAt: now,
  });
  return { companyId, pipeId: card.pipeId, cardId: card.id, kind: 'moved' };
};
