import { and, count, desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { type Sort, type SortColumns, sortOrderBy } from '../../http/sorting';
import type { MailStatus } from '../../../domain/contracts/mail';
import type { OutboxSortField } from '../../../domain/listSortFields';

export type { MailStatus };

export interface MailMessage {
  companyId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SendMailOptions {
  /**
   * Answer as soon as the outbox row is written and deliver afterwards (the answer's timing
   * then says nothing about the delivery, e.g. in password recovery). Default: wait for it.
   */
  background?: boolean;
}

export interface SentMail {
  id: number;
  status: MailStatus;
  /** Settles with the final status once delivery has been tried (never rejects). */
  delivered: Promise<MailStatus>;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;
const transports = new Map<string, Transport>();

/** One nodemailer transport per SMTP_URL (smtp://user:pass@host:port or smtps://…). */
const transportFor = (smtpUrl: string) => {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
};

const deliver = async (
  { db, config }: GatewayContext,
  id: number,
  message: MailMessage,
): Promise<MailStatus> => {
  if (!config.smtpUrl) return 'kept';
  let status: MailStatus;
  let error: string | null = null;
  try {
    await transportFor(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    status = 'sent';
  } catch (cause) {
    status = 'failed';
    error = cause instanceof Error ? cause.message : String(cause);
  }
  try {
    await db
      .update(mailOutbox)
      .set({ status, error, sentAt: status === 'sent' ? sql`now()` : null })
      .where(eq(mailOutbox.id, id));
  } catch {
    // the row stays 'pending': it was written before the attempt, nothing is lost
  }
  return status;
};

/**
 * Writes the e-mail to the outbox, then delivers it over SMTP when SMTP_URL is set ('sent' or
 * 'failed' with the error); without SMTP_URL it is 'kept' for administrators to read in the
 * portal (GetOutbox). A delivery failure never loses the row.
 */
export const sendMail = async (
  context: GatewayContext,
  message: MailMessage,
  options: SendMailOptions = {},
): Promise<SentMail> => {
  const smtp = Boolean(context.config.smtpUrl);
  const [row] = await context.db
    .insert(mailOutbox)
    .values({
      companyId: message.companyId,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status: smtp ? 'pending' : 'kept',
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  if (!smtp) return { id: row.id, status: 'kept', delivered: Promise.resolve('kept') };
  const delivered = deliver(context, row.id, message);
  if (options.background) return { id: row.id, status: 'pending', delivered };
  const status = await delivered;
  return { id: row.id, status, delivered };
};

const sortColumns: SortColumns<OutboxSortField> = {
  CreatedAt: mailOutbox.createdAt,
  SentAt: mailOutbox.sentAt,
  To: mailOutbox.to,
  Subject: mailOutbox.subject,
  Status: mailOutbox.status,
};

/** The tenant's outbox, newest first unless sorted, one page (currentPage from 1). */
export const listOutbox = async (
  db: Database,
  companyId: number,
  page: { currentPage: number; rowsPerPage: number },
  sort?: Sort<OutboxSortField>,
) => {
  const where = and(eq(mailOutbox.companyId, companyId));
  const [total] = await db.select({ value: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(
      ...(sort
        ? sortOrderBy(sort, sortColumns, mailOutbox.id)
        : [desc(mailOutbox.createdAt), desc(mailOutbox.id)]),
    )
    .limit(page.rowsPerPage)
    .offset((page.currentPage - 1) * page.rowsPerPage);
  return { total: Number(total?.value ?? 0), rows };
};
