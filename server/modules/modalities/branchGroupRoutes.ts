import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { listBranchGroupHistory } from './branchGroupHistory';
import { getPremiumLimitParameter, listParameterisationBranches } from './branchGroupQueries';
import {
  insertBranchBody,
  insertGroupBody,
  premiumLimitBody,
  updateBranchBody,
  updateGroupBody,
} from '../../../domain/contracts/branchGroups';
import {
  branchAnswer,
  branchesAnswer,
  branchGroupHistoryAnswer,
  premiumLimitParameterAnswer,
} from './branchGroupSchemas';
import {
  insertBranch,
  insertGroup,
  updateBranch,
  updateGroup,
  updatePremiumLimit,
} from './branchGroupWrites';

const tags = ['Modalidades'];
const history = 'Cada alteração vai ao histórico (quem, quando, antes e depois).';

/** Branches, groups and the premium limit as the parameterisation team writes them. */
export const branchGroupRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Core/GetCompanyBranchesParameterisation',
    {
      schema: {
        tags,
        summary: 'Ramos com situação, Version e grupos (com Version e número de modalidades)',
        response: { 200: branchesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listParameterisationBranches(db, request.auth)),
  );

  app.get(
    '/api/Core/GetCompanyBranchesHistory',
    {
      schema: {
        tags,
        summary: 'Histórico de ramos, grupos e prêmio máximo da seguradora (mais novo antes)',
        description:
          'Cada linha diz quem alterou, quando, o que (ramo, grupo ou prêmio máximo, com o nome ' +
          'atual) e cada campo antes → depois, com rótulos em português.',
        response: { 200: branchGroupHistoryAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listBranchGroupHistory(db, request.auth)),
  );

  app.post(
    '/api/Core/InsertCompanyBranch',
    {
      schema: {
        tags,
        summary: 'Cria um ramo SUSEP (código de 4 dígitos, único na seguradora; 409 se repetido)',
        description: history,
        body: insertBranchBody,
        response: { 200: branchAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertBranch(db, request.auth, request.body)),
  );

  app.put(
    '/api/Core/UpdateCompanyBranch',
    {
      schema: {
        tags,
        summary: 'Renomeia, ativa ou desativa um ramo (com Id e Version; o código não muda)',
        description: `${history} Um ramo inativo não recebe grupos novos.`,
        body: updateBranchBody,
        response: { 200: branchAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateBranch(db, request.auth, request.body)),
  );

  app.post(
    '/api/Modality/InsertModalityGroup',
    {
      schema: {
        tags,
        summary:
          'Cria um grupo de modalidades num ramo ativo (nome único no ramo; 409 se repetido)',
        description: `${history} Responde o ramo com os seus grupos.`,
        body: insertGroupBody,
        response: { 200: branchAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertGroup(db, request.auth, request.body)),
  );

  app.put(
    '/api/Modality/UpdateModalityGroup',
    {
      schema: {
        tags,
        summary: 'Renomeia um grupo de modalidades (com Id e Version)',
        description: `${history} Responde o ramo com os seus grupos.`,
        body: updateGroupBody,
        response: { 200: branchAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateGroup(db, request.auth, request.body)),
  );

  app.get(
    '/api/Core/GetPercentageLimitPremiumParameter',
    {
      schema: {
        tags,
        summary: 'Prêmio máximo em % da IS, com Version e histórico (mais novo antes)',
        response: { 200: premiumLimitParameterAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getPremiumLimitParameter(db, request.auth)),
  );

  app.put(
    '/api/Core/UpdatePercentageLimitPremiumRelationIssuedAmount',
    {
      schema: {
        tags,
        summary: 'Altera o prêmio máximo de uma proposta, em % da IS (0 < p ≤ 100)',
        description: `${history} Version 0 enquanto vale o padrão (10%).`,
        body: premiumLimitBody,
        response: { 200: premiumLimitParameterAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updatePremiumLimit(db, request.auth, request.body)),
  );
};
