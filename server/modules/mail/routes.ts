import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { paged, pagedOf, pageQuery } from '../../http/paging';
import { sortOf, sortQuery } from '../../http/sorting';
import { listOutbox, outboxSortFields } from './service';

const outboxItem = z.object({
  Id: int32(),
  To: z.string(),
  Subject: z.string(),
  Text: z.string(),
  Html: z.string().nullable(),
  Status: z.enum(['pending', 'sent', 'failed', 'kept']),
  Error: z.string().nullable(),
  CreatedAt: z.string().describe('ISO 8601'),
  SentAt: z.string().nullable(),
});

export const mailRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Mail/GetOutbox',
    {
      schema: {
        summary: 'E-mails enviados (ou guardados sem SMTP) da seguradora, mais novos primeiro',
        querystring: z.object({ ...pageQuery, ...sortQuery(outboxSortFields) }),
        response: { 200: envelopeOf(pagedOf(outboxItem)), ...errorResponses },
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
        Status: row.status as z.infer<typeof outboxItem>['Status'],
        Error: row.error,
        CreatedAt: row.createdAt.toISOString(),
        SentAt: row.sentAt?.toISOString() ?? null,
      }));
      return ok(paged(data, page, total));
    },
  );
};
