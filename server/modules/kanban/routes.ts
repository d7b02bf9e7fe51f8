import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardFilterQuery,
  cardPageQuery,
  cardNavigationBody,
  cardNavigationParams,
  kanbanCard,
  kanbanPipe,
  kanbanStepCards,
  pipeDocumentParams,
  pipeParams,
  priorityFilterBody,
  stepPageParams,
} from '../../../domain/contracts/kanban';
import type { GatewayContext } from '../../context';
import { errorAnswerOf, sendErrorAnswer } from '../../http/errorHandler';
import type { DomainError } from '../../http/errors';
import {
  kanbanEnvelopeOf,
  kanbanErrorResponses,
  kanbanFailure,
  kanbanOk,
} from '../../http/kanbanEnvelope';
import { KANBAN_URL } from '../portal-config/service';
import { boardOf, cardById, getPipe, listVisiblePipes, stepPageOf } from './board';
import { registerBoardEvents } from './eventRoutes';
import { publishBoardChange } from './events';
import { moveCard } from './navigation';

/** The kanban service's base: the portal config's kanbanUrl joined with the spec's paths. */
export const KANBAN_API = `${KANBAN_URL}/api/kanban/v1.0`;

const tags = ['Kanban'];
const boardAnswer = kanbanEnvelopeOf(z.array(kanbanStepCards));

/**
 * The kanban service (spec part 1 §7), served by the gateway under its own base with its own
 * envelope `{ success, message, data }`; errors too (this plugin's error handler). Identity only
 * from the Bearer token: BrokerId and UserId headers are ignored.
 */
export const kanbanRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  instance.setErrorHandler((error: FastifyError | DomainError, request, reply) =>
    sendErrorAnswer(reply, errorAnswerOf(error, request), kanbanFailure),
  );
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await registerBoardEvents(instance, db, `${KANBAN_API}/pipes/:id/events`, tags);

  app.get(
    `${KANBAN_API}/pipes`,
    {
      schema: {
        tags,
        summary: 'As esteiras que as funcionalidades do usuário mostram, com os cards por etapa',
        response: { 200: kanbanEnvelopeOf(z.array(kanbanPipe)), ...kanbanErrorResponses },
      },
    },
    async (request) => kanbanOk(await listVisiblePipes(db, request.auth)),
  );

  app.get(
    `${KANBAN_API}/pipes/:id`,
    {
      schema: {
        tags,
        summary: 'Uma esteira com suas etapas (outra seguradora: 404; sem permissão: 403)',
        params: pipeParams,
        response: { 200: kanbanEnvelopeOf(kanbanPipe), ...kanbanErrorResponses },
      },
    },
    async (request) => kanbanOk(await getPipe(db, request.auth, request.params.id)),
  );

  app.get(
    `${KANBAN_API}/pipes/:id/steps/filter`,
    {
      schema: {
        tags,
        summary:
          'As etapas da esteira, cada uma com a primeira página de cards (mais recentes primeiro)',
        description:
          'filterCardsValues procura no título, no motivo e no CPF/CNPJ do card (a máscara é ignorada).',
        params: pipeParams,
        querystring: cardFilterQuery,
        response: { 200: boardAnswer, ...kanbanErrorResponses },
      },
    },
    async (request) =>
      kanbanOk(
        await boardOf(db, request.auth, request.params.id, {
          text: request.query.filterCardsValues,
        }),
      ),
  );

  app.get(
    `${KANBAN_API}/pipes/:id/steps/:stepId/skip/:n/filterCardsValues`,
    {
      schema: {
        tags,
        summary: 'A página seguinte de uma etapa: os cards depois dos n primeiros',
        description:
          'document e priorityIds (nossos, opcionais) repetem o filtro da primeira página ' +
          '(por CPF/CNPJ ou por prioridade).',
        params: stepPageParams,
        querystring: cardPageQuery,
        response: { 200: kanbanEnvelopeOf(kanbanStepCards), ...kanbanErrorResponses },
      },
    },
    async (request) =>
      kanbanOk(
        await stepPageOf(
          db,
          request.auth,
          request.params.id,
          request.params.stepId,
          request.params.n,
          {
            text: request.query.filterCardsValues,
            document: request.query.document,
            priorityIds: request.query.priorityIds,
          },
        ),
      ),
  );

  app.get(
    `${KANBAN_API}/pipes/:id/:document/steps/filter`,
    {
      schema: {
        tags,
        summary: 'As etapas da esteira com os cards de um CPF/CNPJ (com ou sem máscara)',
        params: pipeDocumentParams,
        querystring: cardFilterQuery,
        response: { 200: boardAnswer, ...kanbanErrorResponses },
      },
    },
    async (request) =>
      kanbanOk(
        await boardOf(db, request.auth, request.params.id, {
          text: request.query.filterCardsValues,
          document: request.params.document,
        }),
      ),
  );

  app.post(
    `${KANBAN_API}/pipes/:id/steps/filterPriority`,
    {
      schema: {
        tags,
        summary:
          'As etapas da esteira com os cards das prioridades escolhidas (e o filtro de texto)',
        params: pipeParams,
        body: priorityFilterBody,
        response: { 200: boardAnswer, ...kanbanErrorResponses },
      },
    },
    async (request) =>
      kanbanOk(
        await boardOf(db, request.auth, request.params.id, {
          text: request.body.filterCardsValues,
          priorityIds: request.body.priorityIds,
        }),
      ),
  );

  app.post(
    `${KANBAN_API}/steps/:stepId/card-navigation`,
    {
      schema: {
        tags,
        summary: 'Move um card da etapa :stepId para stepToId, na mesma esteira',
        description:
          'Registra quem moveu, quando, de onde e para onde. Um card de proposta em Aprovado ' +
          'aprova a análise do seu motor e retoma o fluxo (todas aprovadas → Aguardando ' +
          'Emissão); em Recusado (justification obrigatória) recusa a proposta. 409: etapa de ' +
          'outra esteira, card movido por outra pessoa ou Version desatualizada, card já decidido.',
        params: cardNavigationParams,
        body: cardNavigationBody,
        response: { 200: kanbanEnvelopeOf(kanbanCard), ...kanbanErrorResponses },
      },
    },
    async (request) => {
      const moved = await moveCard(db, request.auth, request.params.stepId, request.body);
      publishBoardChange({
        companyId: request.auth.companyId,
        pipeId: moved.pipeId,
        cardId: moved.id,
        kind: 'moved',
      });
      return kanbanOk(await cardById(db, request.auth.companyId, moved.id));
    },
  );
};
