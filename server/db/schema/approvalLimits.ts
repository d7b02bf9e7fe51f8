import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles, users } from './access';
import { companyId, money, version } from './columns';

/**
 * Alçadas (issue 14): the largest IS (importância segurada) a profile may approve in each pipe.
 * One row per profile and pipe analysis type (domain/kanban.ts PipeKey); a null amount, or no
 * row, means no limit. Every row of a profile is written together and carries the same Version.
 */
export const profileApprovalLimits = pgTable(
  'profile_approval_limits',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** domain/kanban.ts PipeKey of the pipe the limit applies to. */
    analysisType: text('analysis_type').notNull(),
    maxInsuredAmount: money('max_insured_amount'),
    version: version(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('profile_approval_limits_profile_type_key').on(
      t.companyId,
      t.profileId,
      t.analysisType,
    ),
    // who may approve a card: the tenant's limits of one pipe
    index('profile_approval_limits_type_idx').on(t.companyId, t.analysisType),
  ],
);
