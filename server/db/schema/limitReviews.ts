import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access';
import { companyId, createdAt, money, rate, uniqueId, version } from './columns';
import { policyHolders } from './parties';

/**
 * A policy holder's limit review (REQUEST_LIMIT card, pipe Revisão de Limite, issue 14): opened
 * when the holder's limit documents go to analysis, with the limit and rate it had then; the
 * analyst proposes the new ones on the card and deciding the card applies (or refuses) them.
 */
export const policyHolderLimitReviews = pgTable(
  'policy_holder_limit_reviews',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    policyHolderId: integer('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id, { onDelete: 'cascade' }),
    /** pending | approved | refused */
    status: text('status').notNull().default('pending'),
    currentLimitValue: money('current_limit_value'),
    currentBaseRate: rate('current_base_rate'),
    proposedLimitValue: money('proposed_limit_value'),
    proposedBaseRate: rate('proposed_base_rate'),
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    justification: text('justification'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('policy_holder_limit_reviews_holder_idx').on(t.companyId, t.policyHolderId)],
);

/** The analysts' observations on a limit review (CreatePolicyHolderRequestLimitObservation). */
export const policyHolderLimitReviewObservations = pgTable(
  'policy_holder_limit_review_observations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => policyHolderLimitReviews.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('policy_holder_limit_review_observations_review_idx').on(t.reviewId)],
);
