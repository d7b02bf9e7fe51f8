import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { startAnswer, startQuery } from './schemas';
import { startDirectoryLogin } from './service';

/** Directory (OpenID Connect) sign-in; GetToken grant_type=custom_entra finishes it. */
export const directoryRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Directory/Start',
    {
      schema: {
        summary: 'Inicia o login corporativo (OpenID Connect) da seguradora',
        querystring: startQuery,
        response: { 200: startAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await startDirectoryLogin(context, {
          seguradora: request.query.seguradora,
          redirectUri: request.query.redirectUri,
          log: request.log,
        }),
      ),
  );
};
