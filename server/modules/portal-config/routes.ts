import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { portalConfigAnswer, portalConfigQuery } from './schemas';
import { getPortalConfig } from './service';

export const portalConfigRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Application/GetPortalConfig',
    {
      schema: {
        summary: 'Configuração do portal da seguradora que atende o endereço',
        querystring: portalConfigQuery,
        response: { 200: portalConfigAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getPortalConfig(context.db, request.query.dns || request.hostname)),
  );
};
