import { and, eq, sql } from 'drizzle-orm';
import { PROPOSAL_MISSING } from '../../../../domain/limitReviews';
import { policyHolderLimitReviews, policyHolders } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { recordHolderChange } from '../../policy-holders/writes';
import type { DecideCard } from './types';

export const LIMIT_REVIEW_RESOLVED = 'A revisão de limite deste card já foi decidida.';

/**
 * A holder's limit review (REQUEST_LIMIT): approved, the holder's limit and base rate become the
 * ones the analyst proposed (409 while none is proposed); refused, the review is refused with the
 * justification. Either way the holder is no longer waiting on analysis.
 */
export const decideLimitReview: DecideCard = async ({ tx, auth, card, verdict, justification }) => {
  const [review] =
    card.referenceKind === 'limitReview'
      ? await tx
          .select()
          .from(policyHolderLimitReviews)
          .where(
            and(
              eq(policyHolderLimitReviews.id, card.referenceId),
              eq(policyHolderLimitReviews.companyId, auth.companyId),
            ),
          )
      : [];
  if (!review || review.status !== 'pending') throw new ConflictError(LIMIT_REVIEW_RESOLVED);
  const approved = verdict === 'approved';
  if (approved && (!review.proposedLimitValue || !review.proposedBaseRate)) {
    throw new ConflictError(PROPOSAL_MISSING);
  }
  const now = new Date();
  const [holder] = await tx
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, review.policyHolderId));
  await tx
    .update(policyHolders)
    .set({
      ...(approved && {
        limitValue: review.proposedLimitValue,
        baseRate: review.proposedBaseRate,
        limitsCalculatedAt: now,
      }),
      sentToAnalysisAt: null,
      version: sql`${policyHolders.version} + 1`,
    })
    .where(eq(policyHolders.id, holder.id));
  await tx
    .update(policyHolderLimitReviews)
    .set({
      status: approved ? 'approved' : 'refused',
      justification: justification ?? null,
      decidedByUserId: auth.userId,
      decidedAt: now,
      version: review.version + 1,
    })
    .where(eq(policyHolderLimitReviews.id, review.id));
  await recordHolderChange(tx, auth, holder.id, [
    ...(approved
      ? [
          { field: 'LimitValue', oldValue: holder.limitValue, newValue: review.proposedLimitValue },
          { field: 'BaseRate', oldValue: holder.baseRate, newValue: review.proposedBaseRate },
        ]
      : [{ field: 'RevisaoDeLimite', oldValue: null, newValue: `Recusada: ${justification}` }]),
    {
      field: 'EnviadoParaAnalise',
      oldValue: holder.sentToAnalysisAt?.toISOString() ?? null,
      newValue: null,
    },
  ]);
};
