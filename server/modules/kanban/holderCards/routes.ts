import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nominationCardInfo as nominationInfo,
  nominationCardQuery,
  requestLimitCardInfo as requestLimitInfo,
  requestLimitCardQuery,
  requestLimitDocumentStatusBody,
  requestLimitObservation,
  requestLimitObservationBody,
  requestLimitProposalBody,
} from '../../../../domain/contracts/kanbanHolderCards';
import { requestDocument } from '../../../../domain/contracts/requestDocuments';
import type { GatewayContext } from '../../../context';
import { envelopeOf, errorResponses, ok } from '../../../http/envelope';
import {
  changeLimitDocumentStatus,
  createLimitObservation,
  updateLimitProposal,
} from './limitReviewActions';
import { requestLimitCardInfo } from './limitReviewInfo';
import { nominationCardInfo } from './nominationCards';

const tags = ['Kanban: tomadores'];
const ACCESS =
  'Exige ver a esteira do card (Nomeação: NOMEACAO; Revisão de Limite: CREDITO ou ' +
  'VISUALIZAR_ANALISE_DE_CREDITO); as ações exigem poder mover seus cards (403).';

/**
 * The card data and actions of the policy holders' cards (issue 14): a broker's nomination
 * request (NOMEACAO_TOMADOR) and a holder's limit review (REQUEST_LIMIT).
 */
export const holderCardRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/kanban/GetCardPolicyHolderNomeationRequestInfo',
    {
      schema: {
        tags,
        summary: 'Dados da solicitação de nomeação de um card NOMEACAO_TOMADOR',
        description: ACCESS,
        querystring: nominationCardQuery,
        response: { 200: envelopeOf(nominationInfo), ...errorResponses },
      },
    },
    async (request) =>
      ok(await nominationCardInfo(db, request.auth, request.query.NomeationRequestUniqueId)),
  );

  app.get(
    '/api/kanban/GetCardRequestLimitInfo',
    {
      schema: {
        tags,
        summary: 'Revisão de limite de um card REQUEST_LIMIT: números, documentos, observações',
        description: ACCESS,
        querystring: requestLimitCardQuery,
        response: { 200: envelopeOf(requestLimitInfo), ...errorResponses },
      },
    },
    async (request) => ok(await requestLimitCardInfo(db, request.auth, request.query)),
  );

  app.post(
    '/api/kanban/KanbanRequestLimitChangeStatusRequestDocument',
    {
      schema: {
        tags,
        summary: 'Conforme ou Reprovado (com motivo) num documento da revisão de limite',
        description: `${ACCESS} Só documentos com arquivo ainda não analisados.`,
        body: requestLimitDocumentStatusBody,
        response: { 200: envelopeOf(requestDocument), ...errorResponses },
      },
    },
    async (request) => ok(await changeLimitDocumentStatus(db, request.auth, request.body)),
  );

  app.post(
    '/api/kanban/UpdateRequestLimitProposal',
    {
      schema: {
        tags,
        summary: 'Novo limite e nova taxa propostos pelo analista (aplicados ao aprovar o card)',
        description: `${ACCESS} Não está na especificação.`,
        body: requestLimitProposalBody,
        response: { 200: envelopeOf(requestLimitInfo), ...errorResponses },
      },
    },
    async (request) => ok(await updateLimitProposal(db, request.auth, request.body)),
  );

  app.post(
    '/api/policyHolder/CreatePolicyHolderRequestLimitObservation',
    {
      schema: {
        tags,
        summary: 'Observação do analista na revisão de limite; responde todas as observações',
        description: ACCESS,
        body: requestLimitObservationBody,
        response: { 200: envelopeOf(z.array(requestLimitObservation)), ...errorResponses },
      },
    },
    async (request) => ok(await createLimitObservation(db, request.auth, request.body)),
  );
};
