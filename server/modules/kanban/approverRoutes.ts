import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardApprovers, cardApproversQuery } from '../../../domain/contracts/approvalLimits';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { cardApprovers as approversOf } from './authority';

/** Who may approve a card (alçadas, issue 14): the card's view shows them beside the 409. */
export const kanbanApproverRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  instance.withTypeProvider<ZodTypeProvider>().get(
    '/api/kanban/GetCardApprovers',
    {
      schema: {
        tags: ['Kanban'],
        summary: 'Quem pode aprovar o card: usuários cujo perfil tem alçada para a sua IS',
        description:
          'Usuários ativos da seguradora cujo perfil move cards na esteira do card e cuja ' +
          'alçada nela cobre a IS do card (sem limite também cobre). Um card sem IS: todos os ' +
          'que movem cards na esteira. Card de outra seguradora: 404; esteira não visível: 403.',
        querystring: cardApproversQuery,
        response: { 200: envelopeOf(cardApprovers), ...errorResponses },
      },
    },
    async (request) => ok(await approversOf(db, request.auth, request.query.cardId)),
  );
};
