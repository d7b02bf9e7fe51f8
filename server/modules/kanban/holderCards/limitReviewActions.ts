import { and, eq } from 'drizzle-orm';
import type { RequestLimitProposalBody } from '../../../../domain/contracts/kanbanHolderCards';
import { PipeKey } from '../../../../domain/kanban';
import { observationProblems, readLimitProposal } from '../../../../domain/limitReviews';
import type { Database } from '../../../db/client';
import { policyHolderLimitReviewObservations, policyHolderLimitReviews } from '../../../db/schema';
import { ConflictError, ValidationError } from '../../../http/errors';
import { rejectStaleVersion } from '../../../http/writeGuards';
import { findDocument } from '../../documents/queries';
import { type ReviewInput, reviewDocumentAsAnalyst } from '../../documents/verdicts';
import type { AuthContext } from '../../security/principal';
import { requireActInPipe } from './cardSteps';
import { findLimitReview } from './limitReviewCards';
import { observationsOf, requestLimitCardInfo } from './limitReviewInfo';

export const LIMIT_REVIEW_DECIDED = 'Esta revisão de limite já foi decidida e não pode mais mudar.';
export const LIMIT_REVIEW_STALE =
  'A revisão de limite foi alterada por outra pessoa; recarregue o card.';

/** UpdateRequestLimitProposal: the new limit and rate the analyst proposes (applied on approval). */
export const updateLimitProposal = async (
  db: Database,
  auth: AuthContext,
  body: RequestLimitProposalBody,
) => {
  requireActInPipe(auth, PipeKey.REVISAO_LIMITE);
  const { review } = await findLimitReview(db, auth.companyId, body);
  const { proposal, problems } = readLimitProposal(body.ProposedLimitValue, body.ProposedBaseRate);
  if (!proposal) throw new ValidationError(problems);
  rejectStaleVersion(body.Version, review.version, LIMIT_REVIEW_STALE);
  if (review.status !== 'pending') throw new ConflictError(LIMIT_REVIEW_DECIDED);
  const [updated] = await db
    .update(policyHolderLimitReviews)
    .set({
      proposedLimitValue: proposal.limitValue,
      proposedBaseRate: proposal.baseRate,
      proposedByUserId: auth.userId,
      version: review.version + 1,
    })
    .where(
      and(
        eq(policyHolderLimitReviews.id, review.id),
        eq(policyHolderLimitReviews.version, review.version),
      ),
    )
    .returning({ id: policyHolderLimitReviews.id });
  if (!updated) throw new ConflictError(LIMIT_REVIEW_STALE);
  return requestLimitCardInfo(db, auth, { RequestLimitUniqueId: review.uniqueId });
};

/** CreatePolicyHolderRequestLimitObservation: an analyst's note on the review. */
export const createLimitObservation = async (
  db: Database,
  auth: AuthContext,
  body: {
    RequestLimitUniqueId?: string;
    PolicyHolderUniqueId?: string;
    Observation: string;
    Version?: number | null;
  },
) => {
  requireActInPipe(auth, PipeKey.REVISAO_LIMITE);
  const { review } = await findLimitReview(db, auth.companyId, body);
  const problems = observationProblems(body.Observation);
  if (problems.length) throw new ValidationError(problems);
  if (body.Version !== null && body.Version !== undefined) {
    rejectStaleVersion(body.Version, review.version, LIMIT_REVIEW_STALE);
  }
  await db.insert(policyHolderLimitReviewObservations).values({
    companyId: auth.companyId,
    reviewId: review.id,
    text: body.Observation.trim(),
    userId: auth.userId,
  });
  return observationsOf(db, review.id);
};

/**
 * KanbanRequestLimitChangeStatusRequestDocument: Conforme or Reprovado (with the note) on one of
 * the holder's limit documents, through the documents module's own review.
 */
export const changeLimitDocumentStatus = async (
  db: Database,
  auth: AuthContext,
  body: ReviewInput & { RequestDocumentUniqueId: string },
) => {
  requireActInPipe(auth, PipeKey.REVISAO_LIMITE);
  const { RequestDocumentUniqueId, ...input } = body;
  const row = await findDocument(db, auth, { uniqueId: RequestDocumentUniqueId }, [
    'policy_holder_limit',
  ]);
  return reviewDocumentAsAnalyst(db, auth, row, input);
};
