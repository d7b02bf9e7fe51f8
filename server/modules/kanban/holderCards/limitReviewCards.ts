import { and, desc, eq } from 'drizzle-orm';
import { CardType } from '../../../../domain/cardTypes';
import { PipeKey } from '../../../../domain/kanban';
import type { Database } from '../../../db/client';
import { policyHolderLimitReviews, policyHolders } from '../../../db/schema';
import { NotFoundError } from '../../../http/errors';
import type { AuthContext } from '../../security/principal';
import { openCard } from '../cards';
import type { BoardChange } from '../events';

export const LIMIT_REVIEW_NOT_FOUND = 'Revisão de limite não encontrada.';

export type LimitReviewRow = typeof policyHolderLimitReviews.$inferSelect;

/** The open question of a holder's limit review: one card per holder while it is open. */
export const limitReviewKey = (holderId: number) => `limit-review:${holderId}`;

/**
 * The holder's limit documents went to analysis: its pending review (or a new one, with the limit
 * and rate the holder has now) and the REQUEST_LIMIT card in Revisão de Limite. Call it in the
 * event's transaction; publish the answer after the commit.
 */
export const openLimitReview = async (
  tx: Database,
  auth: AuthContext,
  holderId: number,
): Promise<BoardChange> => {
  const [holder] = await tx
    .select()
    .from(policyHolders)
    .where(and(eq(policyHolders.id, holderId), eq(policyHolders.companyId, auth.companyId)));
  const [pending] = await tx
    .select()
    .from(policyHolderLimitReviews)
    .where(
      and(
        eq(policyHolderLimitReviews.companyId, auth.companyId),
        eq(policyHolderLimitReviews.policyHolderId, holder.id),
        eq(policyHolderLimitReviews.status, 'pending'),
      ),
    )
    .limit(1);
  const review =
    pending ??
    (
      await tx
        .insert(policyHolderLimitReviews)
        .values({
          companyId: auth.companyId,
          policyHolderId: holder.id,
          currentLimitValue: holder.limitValue,
          currentBaseRate: holder.baseRate,
          requestedByUserId: auth.userId,
        })
        .returning()
    )[0];
  const card = await openCard(tx, {
    companyId: auth.companyId,
    pipeKey: PipeKey.REVISAO_LIMITE,
    cardType: CardType.REQUEST_LIMIT,
    referenceKind: 'limitReview',
    referenceId: review.id,
    title: `Revisão de limite · ${holder.name}`,
    description: 'Documentos da solicitação de limite enviados para análise.',
    document: holder.cpfCnpj,
    openKey: limitReviewKey(holder.id),
  });
  return {
    companyId: auth.companyId,
    pipeId: card.pipeId,
    cardId: card.id,
    kind: card.created ? 'created' : 'changed',
  };
};

/**
 * A review of the caller's tenant, by its UniqueId or (PolicyHolderUniqueId) the holder's most
 * recent one; 404 when there is none.
 */
export const findLimitReview = async (
  db: Database,
  companyId: number,
  reference: { RequestLimitUniqueId?: string; PolicyHolderUniqueId?: string },
) => {
  const [row] = await db
    .select({ review: policyHolderLimitReviews, holder: policyHolders })
    .from(policyHolderLimitReviews)
    .innerJoin(policyHolders, eq(policyHolders.id, policyHolderLimitReviews.policyHolderId))
    .where(
      and(
        eq(policyHolderLimitReviews.companyId, companyId),
        reference.RequestLimitUniqueId
          ? eq(policyHolderLimitReviews.uniqueId, reference.RequestLimitUniqueId)
          : eq(policyHolders.uniqueId, reference.PolicyHolderUniqueId ?? ''),
      ),
    )
    .orderBy(desc(policyHolderLimitReviews.id))
    .limit(1);
  if (!row) throw new NotFoundError(LIMIT_REVIEW_NOT_FOUND);
  return row;
};
