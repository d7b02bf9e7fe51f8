import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type KanbanCardCommon,
  cardIdQuery,
  cardUniqueIdQuery,
  kanbanCardCommon,
  kanbanCardJustificationParameters,
  kanbanCardMovement,
  kanbanCardOwnerOption,
  kanbanCardPriority,
  pipeIdQuery,
  updateCardJustificationBody,
  updateCardOwnerBody,
  updateCardPriorityBody,
} from '../../../domain/contracts/kanbanCardCommon';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import {
  cardJustificationParameters,
  cardMovementsOf,
  cardOwnerOf,
  cardOwnerOptions,
  cardPriorities,
  updateCardJustification,
  updateCardOwner,
  updateCardPriority,
} from './cardCommon';
import { publishBoardChange } from './events';

const tags = ['Kanban (cards)'];
const cardAnswer = envelopeOf(kanbanCardCommon);
const ACCESS =
  'Card de uma esteira que o usuário vê (outra seguradora: 404; esteira não visível: 403).';
const WRITE_ACCESS =
  'Exige poder mover os cards da esteira (403). Version desatualizada → 409, nada é gravado. ' +
  'Publica a alteração para os quadros abertos.';

/**
 * The calls common to every kanban card (spec part 1 §7 "Kanban card data"): owner, priority,
 * justification and movement history, on the main API and its envelope.
 */
export const kanbanCardCommonRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/kanban/GetKanbanCardOwner',
    {
      schema: {
        tags,
        summary: 'O responsável do card (com prioridade, justificativa e Version)',
        description: ACCESS,
        querystring: cardIdQuery,
        response: { 200: cardAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await cardOwnerOf(db, request.auth, request.query.cardId)),
  );

  app.get(
    '/api/kanban/GetKanbanCardOwnerList',
    {
      schema: {
        tags,
        summary: 'Quem pode ser responsável pelos cards da esteira',
        description:
          'Usuários ativos da seguradora cujo perfil abre o kanban e vê a esteira. ' +
          'Outra seguradora: 404; esteira não visível: 403.',
        querystring: pipeIdQuery,
        response: { 200: envelopeOf(z.array(kanbanCardOwnerOption)), ...errorResponses },
      },
    },
    async (request) => ok(await cardOwnerOptions(db, request.auth, request.query.pipeId)),
  );

  app.get(
    '/api/Kanban/GetCardMovementUser',
    {
      schema: {
        tags,
        summary: 'Cada movimentação do card: quem, quando, de qual etapa para qual',
        description: `${ACCESS} A criação do card não tem etapa de origem.`,
        querystring: cardIdQuery,
        response: { 200: envelopeOf(z.array(kanbanCardMovement)), ...errorResponses },
      },
    },
    async (request) => ok(await cardMovementsOf(db, request.auth, request.query.cardId)),
  );

  app.get(
    '/api/kanban/GetAllKanbanCardPriority',
    {
      schema: {
        tags,
        summary: 'As prioridades de card',
        response: { 200: envelopeOf(z.array(kanbanCardPriority)), ...errorResponses },
      },
    },
    async () => ok(cardPriorities()),
  );

  app.get(
    '/api/kanban/GetCardJustificationParameters',
    {
      schema: {
        tags,
        summary: 'A justificativa do card e os motivos padrão da sua esteira',
        description: ACCESS,
        querystring: cardUniqueIdQuery,
        response: { 200: envelopeOf(kanbanCardJustificationParameters), ...errorResponses },
      },
    },
    async (request) =>
      ok(await cardJustificationParameters(db, request.auth, request.query.CardUniqueId)),
  );

  const published = (companyId: number, card: KanbanCardCommon) => {
    publishBoardChange({ companyId, pipeId: card.PipeId, cardId: card.CardId, kind: 'changed' });
    return ok(card);
  };

  app.post(
    '/api/kanban/UpdateKanbanCardOwner',
    {
      schema: {
        tags,
        summary: 'Define (ou retira, com OwnerUserId null) o responsável do card',
        description: `${WRITE_ACCESS} O responsável precisa ver a esteira (400).`,
        body: updateCardOwnerBody,
        response: { 200: cardAnswer, ...errorResponses },
      },
    },
    async (request) =>
      published(request.auth.companyId, await updateCardOwner(db, request.auth, request.body)),
  );

  app.post(
    '/api/kanban/UpdateKanbanCardJustification',
    {
      schema: {
        tags,
        summary: 'Grava a justificativa do card (texto simples; vazia apaga)',
        description: WRITE_ACCESS,
        body: updateCardJustificationBody,
        response: { 200: cardAnswer, ...errorResponses },
      },
    },
    async (request) =>
      published(
        request.auth.companyId,
        await updateCardJustification(db, request.auth, request.body),
      ),
  );

  app.post(
    '/api/kanban/UpdateKanbanCardPriority',
    {
      schema: {
        tags,
        summary: 'Altera a prioridade do card',
        description: WRITE_ACCESS,
        body: updateCardPriorityBody,
        response: { 200: cardAnswer, ...errorResponses },
      },
    },
    async (request) =>
      published(request.auth.companyId, await updateCardPriority(db, request.auth, request.body)),
  );
};
