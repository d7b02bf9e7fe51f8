import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './columns';
import { users } from './access';

/** One changed field of a tracked entity. */
export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** Who changed what and when, for every tracked entity (the spec's ChangesHistories). */
export const changeHistories = pgTable(
  'change_histories',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
  },
  (t) => [index('change_histories_entity_idx').on(t.companyId, t.entity, t.entityId, t.changedAt)],
);
