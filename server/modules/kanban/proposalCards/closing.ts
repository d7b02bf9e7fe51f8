import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ProposalStatus } from '../../../../domain/proposalStatus';
import type { Database } from '../../../db/client';
import { kanbanCardMovements, kanbanCards, kanbanSteps } from '../../../db/schema';
import { notifyBoardOnCommit } from '../events';

/** Statuses that resolve a proposal's analysis with approval (the rest of the exits refuse). */
const APPROVED_STATUSES: readonly number[] = [
  ProposalStatus.AguardandoEmissao,
  ProposalStatus.AguardandoPagamento,
  ProposalStatus.Emitida,
];

/**
 * A proposal's cards still open when it leaves Em análise resolved outside the kanban (approved
 * by the engines, refused, cancelled…): each is no longer an open question (openKey cleared) and
 * moves to its pipe's Aprovado or Recusado step, the move recorded without a user (the system).
 * Back with the broker (Aguardando Corretor) the cards stay open: the resubmission takes them.
 * Call it in the transaction that changes the status.
 */
export const closeOpenProposalCards = async (
  tx: Database,
  before: { status: number },
  after: { id: number; companyId: number; status: number },
) => {
  if (before.status !== ProposalStatus.EmAnalise) return 0;
  if (after.status === ProposalStatus.EmAnalise) return 0;
  if (after.status === ProposalStatus.AguardandoCorretor) return 0;
  const open = await tx
    .select()
    .from(kanbanCards)
    .where(
      and(
        eq(kanbanCards.companyId, after.companyId),
        eq(kanbanCards.referenceKind, 'proposal'),
        eq(kanbanCards.referenceId, after.id),
        isNotNull(kanbanCards.openKey),
      ),
    );
  if (!open.length) return 0;
  const kind = APPROVED_STATUSES.includes(after.status) ? 'aprovado' : 'recusado';
  const finals = await tx
    .select({ id: kanbanSteps.id, pipeId: kanbanSteps.pipeId })
    .from(kanbanSteps)
    .where(
      and(
        inArray(
          kanbanSteps.pipeId,
          open.map((card) => card.pipeId),
        ),
        eq(kanbanSteps.kind, kind),
      ),
    );
  const now = new Date();
  for (const card of open) {
    const final = finals.find((step) => step.pipeId === card.pipeId);
    if (!final) continue;
    await tx
      .update(kanbanCards)
      .set({ openKey: null, stepId: final.id, movedAt: now, version: card.version + 1 })
      .where(eq(kanbanCards.id, card.id));
    await tx.insert(kanbanCardMovements).values({
      companyId: after.companyId,
      cardId: card.id,
      fromStepId: card.stepId,
      toStepId: final.id,
      userId: null,
      movedAt: now,
    });
    // the boards open on the pipe see the card leave once the status change commits
    await notifyBoardOnCommit(tx, {
      companyId: after.companyId,
      pipeId: card.pipeId,
      cardId: card.id,
      kind: 'moved',
    });
  }
  return open.length;
};
