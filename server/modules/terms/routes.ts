import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { booleanAnswer, termOfUseAnswer, termTagsAnswer } from './schemas';
import { acceptLatestTerm, getTermOfUse, hasAcceptedLatestTerm, listTermTags } from './service';

export const termsRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Core/GetTermOfUse',
    {
      schema: {
        summary: 'Último termo de uso publicado da seguradora',
        response: { 200: termOfUseAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getTermOfUse(db, request.auth.companyId)),
  );

  app.get(
    '/api/Core/GetCompanyTermOfUseTags',
    {
      schema: {
        summary: 'Tags do termo de uso ([Nome] → valor)',
        response: { 200: termTagsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listTermTags(db, request.auth.companyId)),
  );

  app.post(
    '/api/Security/VerifyUserInfoAssignLastTermOfUser',
    {
      schema: {
        summary: 'Se o usuário aceitou o último termo de uso',
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await hasAcceptedLatestTerm(db, request.auth)),
  );

  app.post(
    '/api/Security/AssignLastCompanyTermOfUse',
    {
      schema: {
        summary: 'Registra o aceite do último termo de uso',
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await acceptLatestTerm(db, request.auth, request.ip)),
  );
};
