import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { tokenAnswer } from '../security/schemas';
import { advisorBrokersAnswer, authenticationBrokerBody } from './schemas';
import { authenticateAdvisor, authenticateBroker, listAdvisorBrokers } from './service';

/** A risk advisor's brokers and the switch between acting for one and the advisor's own session. */
export const advisorRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Advisor/GetAdvisorBrokers',
    {
      schema: {
        summary: 'Corretoras pelas quais o assessor pode atuar',
        response: { 200: advisorBrokersAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listAdvisorBrokers(context.db, request.auth)),
  );

  app.post(
    '/api/Advisor/AuthenticationBroker',
    {
      schema: {
        summary: 'O assessor passa a atuar como a corretora escolhida (novo par de tokens)',
        description:
          'Resposta no formato do GetToken (sem envelope). O access token leva act: { advisorUserId } e bid (a corretora).',
        body: authenticationBrokerBody,
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (request) => authenticateBroker(context, request.auth, request.body.BrokerUniqueId),
  );

  app.post(
    '/api/Advisor/AuthenticationAdvisor',
    {
      schema: {
        summary: 'Volta da atuação como corretora para a sessão do próprio assessor',
        description: 'Resposta no formato do GetToken (sem envelope).',
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (request) => authenticateAdvisor(context, request.auth),
  );
};
