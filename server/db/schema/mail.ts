import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Every e-mail the gateway sends. With SMTP_URL set it is delivered and marked 'sent' (or
 * 'failed' with the error); without it it stays 'kept' and administrators read it in the portal,
 * so the account flows work offline.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** 'pending' | 'sent' | 'failed' | 'kept' */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt)],
);
