import { z } from 'zod';
import { int32 } from './integers';
import { pageQuery } from './paging';
import { outboxSortFields } from '../listSortFields';
import { sortQuery } from './sorting';

/**
 * The outbox call (Mail/GetOutbox: the tenant's e-mails, sent or kept without SMTP), written
 * once: the gateway's route schema (server/modules/mail/routes.ts wraps the answer in the paged
 * envelope) and the portal's types (src/providers/accountsApi.ts) both come from here.
 */

/** GetOutbox's query: newest first unless sorted. */
export const getOutboxQuery = z.object({ ...pageQuery, ...sortQuery(outboxSortFields) });

export const mailStatus = z.enum(['pending', 'sent', 'failed', 'kept']);

/** One e-mail of the outbox. */
export const outboxMail = z.object({
  Id: int32(),
  To: z.string(),
  Subject: z.string(),
  Text: z.string(),
  Html: z.string().nullable(),
  Status: mailStatus,
  Error: z.string().nullable(),
  CreatedAt: z.string().describe('ISO 8601'),
  SentAt: z.string().nullable(),
});

export type MailStatus = z.infer<typeof mailStatus>;
export type OutboxMail = z.infer<typeof outboxMail>;
/** The query values as the portal holds them, before they become query-string text. */
export type GetOutboxQuery = z.infer<typeof getOutboxQuery>;
