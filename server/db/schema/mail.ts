import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/**
 * Every e-mail the gateway sends. With SMTP_URL set it is delivered and marked 'sent' (or
 * 'failed' with the error); without it it stays 'kept' and administrators read it in the portal,
 * so the account flows work offline.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** 'pending' | 'sent' | 'failed' | 'kept' */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt)],
);
