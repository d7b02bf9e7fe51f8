import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { checkDatabase } from './service';

const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
});

export const healthRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Saúde do serviço e do banco (sem envelope)',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_request, reply) => {
      if (await checkDatabase(db)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'degraded', database: 'error' });
    },
  );
};
