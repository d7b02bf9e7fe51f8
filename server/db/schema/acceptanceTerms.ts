import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/**
 * A version of a tenant's acceptance term for one proposal type (domain/acceptanceTerms.ts);
 * `html` holds `[Name]` placeholders filled from term_tags. Unpublished while `published_at` is
 * null or in the future.
 */
export const companyAcceptanceTerms = pgTable(
  'company_acceptance_terms',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    proposalType: smallint('proposal_type').notNull(),
    version: integer('version').notNull(),
    html: text('html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_acceptance_terms_version_key').on(t.companyId, t.proposalType, t.version),
    index('company_acceptance_terms_published_idx').on(t.companyId, t.proposalType, t.publishedAt),
  ],
);
