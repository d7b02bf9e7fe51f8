import { and, eq } from 'drizzle-orm';
import type { EngineName } from '../../../../domain/engines';
import { kanbanCards, proposalPendingAnalyses, proposals } from '../../../db/schema';
import { decideReferral } from '../../../engines/proposalEngines';
import { ConflictError } from '../../../http/errors';
import type { DecideCard } from './types';

export const ANALYSIS_RESOLVED =
  'A análise deste card já foi resolvida: a proposta mudou desde que ele foi criado.';

/**
 * A proposal's referral by an engine (PROPOSTA): approved, the engines resume from the next step
 * (all approved → Aguardando Emissão); refused, the proposal is Recusada with the justification.
 */
export const decideProposalReferral: DecideCard = async ({
  tx,
  auth,
  card,
  pipe,
  verdict,
  justification,
}) => {
  if (card.referenceKind !== 'proposal') throw new ConflictError(ANALYSIS_RESOLVED);
  const [analysis] = card.pendingAnalysisId
    ? await tx
        .select()
        .from(proposalPendingAnalyses)
        .where(eq(proposalPendingAnalyses.id, card.pendingAnalysisId))
    : [];
  if (!analysis || analysis.resolvedAt) throw new ConflictError(ANALYSIS_RESOLVED);
  const [proposal] = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, card.referenceId), eq(proposals.companyId, auth.companyId)));
  if (!proposal) throw new ConflictError(ANALYSIS_RESOLVED);
  // the card stops being the open question before the engines reopen the ones still referred
  await tx.update(kanbanCards).set({ openKey: null }).where(eq(kanbanCards.id, card.id));
  await decideReferral(
    tx,
    auth,
    proposal,
    analysis.engine as EngineName,
    verdict,
    verdict === 'approved'
      ? `Análise aprovada na esteira ${pipe.name}.`
      : `Recusada na esteira ${pipe.name}: ${justification}`,
  );
};
