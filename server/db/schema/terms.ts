import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, uniqueId } from './columns';
import { users } from './access';

/** A version of a tenant's terms of use; `html` holds `[Name]` placeholders filled from term_tags. */
export const termsOfUse = pgTable(
  'terms_of_use',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    version: integer('version').notNull(),
    html: text('html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('terms_of_use_company_version_key').on(t.companyId, t.version)],
);

export const termTags = pgTable(
  'term_tags',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('term_tags_company_name_key').on(t.companyId, t.name)],
);

export const termAcceptances = pgTable(
  'term_acceptances',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => termsOfUse.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('term_acceptances_user_term_key').on(t.userId, t.termId),
    index('term_acceptances_term_idx').on(t.termId),
  ],
);
