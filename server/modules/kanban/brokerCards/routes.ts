import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestDocument } from '../../../../domain/contracts/requestDocuments';
import {
  cardBrokerInfo,
  cardBrokerInfoQuery,
  kanbanBrokerChangeStatusBody,
  kanbanBrokerDeleteBody,
  kanbanBrokerRequestDocumentBody,
  kanbanBrokerSendToBrokerBody,
  kanbanBrokerSentAnswer,
} from '../../../../domain/contracts/kanbanBrokerCards';
import type { GatewayContext } from '../../../context';
import { envelopeOf, errorResponses, ok } from '../../../http/envelope';
import { sendBrokerDocumentsToBroker } from './sendToBroker';
import {
  cardBrokerInfo as brokerInfoOf,
  changeBrokerDocumentStatus,
  deleteBrokerDocument,
  requestBrokerDocument,
} from './service';

const tags = ['Kanban: cards de corretora'];
const ACCESS =
  'Quem vê uma esteira em que a corretora tem card (Documentação ou Conformidade da Corretora); ' +
  'as ações pedem poder mover os cards dela. Outra seguradora: 404.';
const documentAnswer = envelopeOf(requestDocument);

/**
 * The broker cards' data and actions (ANALISE_DOCUMENTACAO_CORRETORA,
 * ANALISE_CONFORMIDADE_CORRETORA, CORRETORA_PEP): the "Dados da Corretora" view's calls.
 */
export const kanbanBrokerCardRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/kanban/GetCardBrokerInfo',
    {
      schema: {
        tags,
        summary: 'Dados da Corretora do card: cadastro, situação, sócios, documentos e histórico',
        description: ACCESS,
        querystring: cardBrokerInfoQuery,
        response: { 200: envelopeOf(cardBrokerInfo), ...errorResponses },
      },
    },
    async (request) => ok(await brokerInfoOf(db, request.auth, request.query.BrokerUniqueId)),
  );

  app.post(
    '/api/kanban/KanbanBrokerRequestDocument',
    {
      schema: {
        tags,
        summary: 'Solicita um documento à corretora (nasce Pendente)',
        description: ACCESS,
        body: kanbanBrokerRequestDocumentBody,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await requestBrokerDocument(db, request.auth, request.body)),
  );

  app.post(
    '/api/kanban/KanbanBrokerChangeStatusRequestDocument',
    {
      schema: {
        tags,
        summary: 'Analisa um documento da corretora: Conforme, ou Reprovado com o motivo',
        description: `${ACCESS} Version desatualizada: 409.`,
        body: kanbanBrokerChangeStatusBody,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await changeBrokerDocumentStatus(db, request.auth, request.body)),
  );

  app.post(
    '/api/kanban/KanbanBrokerDeleteRequestDocument',
    {
      schema: {
        tags,
        summary: 'Exclui (logicamente) um documento da corretora',
        description: `${ACCESS} Version desatualizada: 409.`,
        body: kanbanBrokerDeleteBody,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await deleteBrokerDocument(db, request.auth, request.body)),
  );

  app.post(
    '/api/kanban/KanbanBrokerRequestDocumentsSendToBroker',
    {
      schema: {
        tags,
        summary:
          'Envia ao corretor, por e-mail, os documentos pendentes e leva o card a "Pendente corretor"',
        description:
          `${ACCESS} Registra a movimentação do card. 409: nenhum documento pendente, ` +
          'Version do card desatualizada, card já decidido, corretora sem e-mail.',
        body: kanbanBrokerSendToBrokerBody,
        response: { 200: envelopeOf(kanbanBrokerSentAnswer), ...errorResponses },
      },
    },
    async (request) => ok(await sendBrokerDocumentsToBroker(context, request.auth, request.body)),
  );
};
