import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { lastTermAnswer, lastTermQuery } from './schemas';
import { getLastAcceptanceTerm } from './service';

export const acceptanceTermRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/CompanyAcceptanceTerm/GetLastCompanyAcceptanceTerm',
    {
      schema: {
        summary: 'Último termo de aceite publicado da seguradora para um tipo de proposta',
        querystring: lastTermQuery,
        response: { 200: lastTermAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await getLastAcceptanceTerm(db, request.auth.companyId, request.query.proposaltype)),
  );
};
