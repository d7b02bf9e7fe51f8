import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  RequestLimitCardInfo,
  RequestLimitObservation,
} from '../../../../domain/contracts/kanbanHolderCards';
import { PipeKey } from '../../../../domain/kanban';
import { limitReviewStatusLabel } from '../../../../domain/limitReviews';
import type { Database } from '../../../db/client';
import { persons, policyHolderLimitReviewObservations, users } from '../../../db/schema';
import { listDocuments } from '../../documents/queries';
import { toLimits } from '../../policy-holders/answers';
import type { AuthContext } from '../../security/principal';
import { requireSeePipe } from './cardSteps';
import { findLimitReview } from './limitReviewCards';

const nameOf = async (db: Database, userId: number | null) => {
  if (!userId) return null;
  const [row] = await db
    .select({ name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, userId));
  return row?.name ?? null;
};

const author = alias(persons, 'author');

export const observationsOf = async (
  db: Database,
  reviewId: number,
): Promise<RequestLimitObservation[]> => {
  const rows = await db
    .select({ observation: policyHolderLimitReviewObservations, userName: author.name })
    .from(policyHolderLimitReviewObservations)
    .leftJoin(users, eq(users.id, policyHolderLimitReviewObservations.userId))
    .leftJoin(author, eq(author.id, users.personId))
    .where(eq(policyHolderLimitReviewObservations.reviewId, reviewId))
    .orderBy(
      asc(policyHolderLimitReviewObservations.createdAt),
      asc(policyHolderLimitReviewObservations.id),
    );
  return rows.map(({ observation, userName }) => ({
    UniqueId: observation.uniqueId,
    Text: observation.text,
    UserName: userName,
    CreatedAt: observation.createdAt.toISOString(),
  }));
};

/**
 * GetCardRequestLimitInfo: the holder's figures (limit, used, available, rate, risk class,
 * financials), the review's current and proposed values, its documents and observations.
 */
export const requestLimitCardInfo = async (
  db: Database,
  auth: AuthContext,
  reference: { RequestLimitUniqueId?: string; PolicyHolderUniqueId?: string },
): Promise<RequestLimitCardInfo> => {
  requireSeePipe(auth, PipeKey.REVISAO_LIMITE);
  const { review, holder } = await findLimitReview(db, auth.companyId, reference);
  const [documents, observations, proposedBy, requestedBy, decidedBy] = await Promise.all([
    listDocuments(db, auth.companyId, [{ kind: 'policy_holder_limit', id: holder.id }], 'active'),
    observationsOf(db, review.id),
    nameOf(db, review.proposedByUserId),
    nameOf(db, review.requestedByUserId),
    nameOf(db, review.decidedByUserId),
  ]);
  const limits = toLimits(holder);
  return {
    RequestLimitUniqueId: review.uniqueId,
    Status: review.status,
    StatusLabel: limitReviewStatusLabel(review.status),
    Version: review.version,
    PolicyHolder: {
      UniqueId: holder.uniqueId,
      Name: holder.name,
      CpfCnpj: holder.cpfCnpj,
      RiskClass: limits.RiskClass,
      LimitValue: limits.LimitValue,
      LimitUsedValue: limits.LimitUsedValue,
      LimitAvailableValue: limits.LimitAvailableValue,
      BaseRate: limits.BaseRate,
      LimitsCalculatedAt: limits.LimitsCalculatedAt,
      AnnualRevenue: holder.annualRevenue,
      NetWorth: holder.netWorth,
      FoundationDate: holder.foundationDate,
      SentToAnalysisAt: holder.sentToAnalysisAt?.toISOString() ?? null,
    },
    CurrentLimitValue: review.currentLimitValue,
    CurrentBaseRate: review.currentBaseRate,
    ProposedLimitValue: review.proposedLimitValue,
    ProposedBaseRate: review.proposedBaseRate,
    ProposedByName: proposedBy,
    Justification: review.justification,
    RequestedByName: requestedBy,
    RequestedAt: review.createdAt.toISOString(),
    DecidedByName: decidedBy,
    DecidedAt: review.decidedAt?.toISOString() ?? null,
    RequestDocuments: documents,
    Observations: observations,
  };
};
