import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { permissionsAnswer, permissionsQuery } from './schemas';
import { findPermissions } from './service';

export const permissionRoutes: FastifyPluginAsync<GatewayContext> = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Permissao/BuscarPermissoes',
    {
      schema: {
        summary: 'Ações permitidas ao usuário em um módulo',
        querystring: permissionsQuery,
        response: { 200: permissionsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(findPermissions(request.query.Modulo, request.auth.functionalities)),
  );
};
