import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';
import { users } from './access';

/**
 * One published version of an insurer's general conditions (condições gerais) for a sector
 * (público, ramo 0775; privado, ramo 0776). Rows are never updated: a new text is a new version,
 * so a proposal issued under version N keeps reading version N.
 */
export const generalConditionVersions = pgTable(
  'general_condition_versions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** 'PUBLIC' or 'PRIVATE' (domain/generalConditions.ts). */
    sector: text('sector').notNull(),
    /** 1, 2, 3… per tenant and sector. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    susepProcessNumber: text('susep_process_number').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    html: text('html').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('general_condition_versions_number_key').on(t.companyId, t.sector, t.number),
    index('general_condition_versions_effective_idx').on(t.companyId, t.sector, t.effectiveFrom),
  ],
);
