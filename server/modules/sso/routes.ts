import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { issueSsoTokenAnswer, issueSsoTokenBody } from './schemas';
import { issueSsoToken } from './service';

/** Single sign-on: one-time tokens an administrator issues for a user. */
export const ssoRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/Security/IssueSsoToken',
    {
      schema: {
        summary: 'Gera um acesso único (token de uso único, 5 minutos) para um usuário',
        body: issueSsoTokenBody,
        response: { 200: issueSsoTokenAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await issueSsoToken(context, request.auth, {
          userUniqueId: request.body.UserInfoUniqueId,
          extraPath: request.body.ExtraPath,
          origin: `${request.protocol}://${request.host}`,
        }),
      ),
  );
};
