import { index, integer, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './columns';
import { brokers } from './people';
import { users } from './access';

/**
 * A session in which a risk advisor acts for a broker (Advisor/AuthenticationBroker): the
 * refresh-token family that carries it, so a refresh keeps acting for the same broker.
 */
export const advisorSessions = pgTable(
  'advisor_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    familyId: uuid('family_id').notNull().unique(),
    advisorUserId: integer('advisor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the advisor returns to the own session (Advisor/AuthenticationAdvisor). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('advisor_sessions_advisor_idx').on(t.advisorUserId)],
);
