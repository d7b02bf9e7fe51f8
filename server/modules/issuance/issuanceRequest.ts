import { and, desc, eq } from 'drizzle-orm';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { ProposalTimelineSituation } from '../../../domain/timeline';
import type { Database } from '../../db/client';
import { proposalTimeline } from '../../db/schema';
import type { ChangeAuthor } from '../history/service';

/**
 * Who asked for the proposal's issuance (clicked Emitir): the author of the timeline event that
 * put it in Aguardando Pagamento de Boleto (issueProposal writes it). The payment that issues the
 * policy later is the settling user's act, not the issuer's; the policy names the requester.
 * A requester whose user was removed is still named; null when no such event exists (a proposal
 * moved there some other way), and the caller falls back to who settles.
 */
export const issuanceRequester = async (
  tx: Database,
  proposalId: number,
): Promise<ChangeAuthor | null> => {
  const [event] = await tx
    .select({ userId: proposalTimeline.changedByUserId, name: proposalTimeline.changedByName })
    .from(proposalTimeline)
    .where(
      and(
        eq(proposalTimeline.proposalId, proposalId),
        eq(proposalTimeline.situation, ProposalTimelineSituation.Emissao),
        eq(proposalTimeline.proposalStatus, ProposalStatus.AguardandoPagamento),
      ),
    )
    .orderBy(desc(proposalTimeline.changedAt), desc(proposalTimeline.id))
    .limit(1);
  if (!event) return null;
  return event.userId === null ? { name: event.name } : { userId: event.userId };
};
