import { and, eq } from 'drizzle-orm';
import { canMoveInPipe, canSeePipe } from '../../../../domain/kanban';
import type { Database } from '../../../db/client';
import { kanbanCards, kanbanPipes, proposals } from '../../../db/schema';
import { ForbiddenError, NotFoundError } from '../../../http/errors';
import { PROPOSAL_NOT_FOUND } from '../../proposals/messages';
import { findVisibleProposal, type ProposalRow } from '../../proposals/scope';
import type { AuthContext } from '../../security/principal';
import { MOVE_FORBIDDEN } from '../navigation';

export const PROPOSAL_CARDS_FORBIDDEN =
  'Você não tem permissão para acessar os cards desta proposta.';

/** The proposal's cards with their pipe's analysis type. */
const cardsOfProposal = (db: Database, companyId: number, proposalId: number) =>
  db
    .select({
      id: kanbanCards.id,
      pipeId: kanbanCards.pipeId,
      stepId: kanbanCards.stepId,
      version: kanbanCards.version,
      openKey: kanbanCards.openKey,
      analysisType: kanbanPipes.analysisType,
    })
    .from(kanbanCards)
    .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
    .where(
      and(
        eq(kanbanCards.companyId, companyId),
        eq(kanbanCards.referenceKind, 'proposal'),
        eq(kanbanCards.referenceId, proposalId),
      ),
    );

export type ProposalCardRef = Awaited<ReturnType<typeof cardsOfProposal>>[number];

export interface ProposalCardAccess {
  proposal: ProposalRow;
  /** The proposal's cards in pipes the caller sees. */
  cards: ProposalCardRef[];
  canAct: boolean;
}

/**
 * A proposal reached through its kanban cards: another tenant's (or unknown) is 404; a proposal
 * without a card in a pipe the caller sees is 403; `act` also needs a pipe it may move cards in.
 */
const accessOf = async (
  db: Database,
  auth: AuthContext,
  proposal: ProposalRow,
  mode: 'see' | 'act',
): Promise<ProposalCardAccess> => {
  const all = await cardsOfProposal(db, auth.companyId, proposal.id);
  const cards = all.filter((card) => canSeePipe(auth, card.analysisType));
  if (!cards.length) throw new ForbiddenError(PROPOSAL_CARDS_FORBIDDEN);
  const canAct = cards.some((card) => canMoveInPipe(auth, card.analysisType));
  if (mode === 'act' && !canAct) throw new ForbiddenError(MOVE_FORBIDDEN);
  return { proposal, cards, canAct };
};

export const proposalCardAccess = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
  mode: 'see' | 'act',
) => accessOf(db, auth, await findVisibleProposal(db, auth, uniqueId), mode);

/** Same, for a proposal named by its id (a request document's owner). */
export const proposalCardAccessById = async (
  db: Database,
  auth: AuthContext,
  proposalId: number,
  mode: 'see' | 'act',
) => {
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, proposalId), eq(proposals.companyId, auth.companyId)));
  if (!proposal) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  return accessOf(db, auth, proposal, mode);
};
