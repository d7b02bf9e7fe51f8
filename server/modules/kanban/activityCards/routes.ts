import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchActivity,
  branchActivityInfo,
  branchActivityInfoQuery,
  economicGroupInfo,
  economicGroupInfoQuery,
  saveBranchActivityBody,
  saveEconomicGroupBody,
} from '../../../../domain/contracts/kanbanActivityCards';
import type { GatewayContext } from '../../../context';
import { envelopeOf, errorResponses, ok } from '../../../http/envelope';
import { publishBoardChange } from '../events';
import {
  branchActivityInfo as readBranchActivityInfo,
  listBranchActivities,
  saveBranchActivity,
} from './branchActivity';
import { economicGroupInfo as readEconomicGroupInfo, saveEconomicGroup } from './economicGroup';

const tags = ['Kanban: ramo de atividade e grupo econômico'];

/**
 * The card data and actions of RAMO_ATIVIDADE (policy holder view) and GRUPO_ECONOMICO
 * (proposal view) cards: reading needs the card's pipe, saving the right to move its cards.
 */
export const activityCardRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/kanban/GetBranchActivities',
    {
      schema: {
        tags,
        summary: 'Os ramos de atividade da seguradora (divisões CNAE), com os restritivos',
        response: { 200: envelopeOf(z.array(branchActivity)), ...errorResponses },
      },
    },
    async (request) => ok(await listBranchActivities(db, request.auth)),
  );

  app.get(
    '/api/kanban/GetCardBranchActivityInfo',
    {
      schema: {
        tags,
        summary: 'Dados do tomador de um card RAMO_ATIVIDADE: ramo, restrição, histórico',
        querystring: branchActivityInfoQuery,
        response: { 200: envelopeOf(branchActivityInfo), ...errorResponses },
      },
    },
    async (request) =>
      ok(await readBranchActivityInfo(db, request.auth, request.query.PolicyHolderUniqueId)),
  );

  app.post(
    '/api/kanban/KanbanSaveBranchActivity',
    {
      schema: {
        tags,
        summary: 'Salva o ramo de atividade do tomador',
        description:
          'Um ramo restritivo abre (ou mantém) o card RAMO_ATIVIDADE do tomador; trocar de ramo ' +
          'desfaz o aceite anterior da subscrição.',
        body: saveBranchActivityBody,
        response: { 200: envelopeOf(branchActivityInfo), ...errorResponses },
      },
    },
    async (request) => {
      const { info, card } = await saveBranchActivity(db, request.auth, request.body);
      if (card) {
        publishBoardChange({
          companyId: request.auth.companyId,
          pipeId: card.pipeId,
          cardId: card.id,
          kind: card.created ? 'created' : 'changed',
        });
      }
      return ok(info);
    },
  );

  app.get(
    '/api/kanban/GetCardEconomicGroupInfo',
    {
      schema: {
        tags,
        summary: 'O grupo econômico do tomador de um card GRUPO_ECONOMICO',
        description:
          'Pela proposta do card (ProposalUniqueId, seu RefUniqueId) ou pelo tomador: o grupo ' +
          'atual, os tomadores com sócios em comum, os membros do grupo e seus limites.',
        querystring: economicGroupInfoQuery,
        response: { 200: envelopeOf(economicGroupInfo), ...errorResponses },
      },
    },
    async (request) => ok(await readEconomicGroupInfo(db, request.auth, request.query)),
  );

  app.post(
    '/api/kanban/KanbanSaveEconomicGroup',
    {
      schema: {
        tags,
        summary: 'Salva o grupo econômico e a holding do tomador',
        description: 'As mesmas regras de UpdateEconomicGroupParticipantAfiancadoHolding.',
        body: saveEconomicGroupBody,
        response: { 200: envelopeOf(economicGroupInfo), ...errorResponses },
      },
    },
    async (request) => ok(await saveEconomicGroup(db, request.auth, request.body)),
  );
};
