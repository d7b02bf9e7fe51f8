import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { paged, pagedOf } from '../../http/paging';
import { sortOf } from '../../http/sorting';
import { getOutboxQuery, type MailStatus, outboxMail } from '../../../domain/contracts/mail';
import { listOutbox } from './service';

export const mailRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Mail/GetOutbox',
    {
      schema: {
        summary: 'E-mails enviados (ou guardados sem SMTP) da seguradora, mais novos primeiro',
        querystring: getOutboxQuery,
        response: { 200: envelopeOf(pagedOf(outboxMail)), ...errorResponses },
      },
    },
    async (request) => {
      const { currentPage, rowsPerPage } = request.query;
      const page = { currentPage, rowsPerPage };
      const { rows, total } = await listOutbox(
        db,
        request.auth.companyId,
        page,
        sortOf(request.query),
      );
      const data = rows.map((row) => ({
        Id: row.id,
        To: row.to,
        Subject: row.subject,
        Text: row.text,
        Html: row.html,
        Status: row.status as MailStatus,
        Error: row.error,
        CreatedAt: row.createdAt.toISOString(),
        SentAt: row.sentAt?.toISOString() ?? null,
      }));
      return ok(paged(data, page, total));
    },
  );
};
