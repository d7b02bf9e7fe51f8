import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { listModalityHistory } from './history';
import { insertModality, updateModality } from './modalityWrites';
import {
  getModality,
  getPremiumLimit,
  listBranches,
  listByBranch,
  listByGroup,
  listGroups,
} from './queries';
import {
  branchIdQuery,
  groupQuery,
  insertModalityBody,
  modalityIdQuery,
  updateModalityBody,
} from '../../../domain/contracts/modalities';
import {
  branchesAnswer,
  groupsAnswer,
  historyAnswer,
  modalitiesAnswer,
  modalityAnswer,
  premiumLimitAnswer,
} from './schemas';

const tags = ['Modalidades'];
const visibility =
  'Quem não parametriza a seguradora (PARAMETRIZAR_SEGURADORA) não vê modalidades excluídas.';

/** Branches, groups and modalities: reads for every proposal, writes for parameterisation. */
export const modalityRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Core/GetAllCompanyBranch',
    {
      schema: {
        tags,
        summary: 'Ramos SUSEP da seguradora (ex.: 0775 setor público, 0776 setor privado)',
        response: { 200: branchesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listBranches(db, request.auth)),
  );

  app.get(
    '/api/Core/GetModalitiesByBranch',
    {
      schema: {
        tags,
        summary: 'Modalidades de um ramo',
        description: visibility,
        querystring: branchIdQuery,
        response: { 200: modalitiesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listByBranch(db, request.auth, request.query.branchId)),
  );

  app.get(
    '/api/Modality/GetModalitiesGroups',
    {
      schema: {
        tags,
        summary: 'Grupos de modalidades, cada um com as suas modalidades',
        description: visibility,
        response: { 200: groupsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listGroups(db, request.auth)),
  );

  app.get(
    '/api/Modality/GetModalitiesByGroup',
    {
      schema: {
        tags,
        summary: 'Modalidades de um grupo',
        description: visibility,
        querystring: groupQuery,
        response: { 200: modalitiesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listByGroup(db, request.auth, request.query.modalityGroupUniqueId)),
  );

  app.get(
    '/api/Core/GetModality',
    {
      schema: {
        tags,
        summary: 'Uma modalidade, com coberturas e modalidades complementares',
        description: visibility,
        querystring: modalityIdQuery,
        response: { 200: modalityAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getModality(db, request.auth, request.query.modalityId)),
  );

  app.post(
    '/api/Core/InsertModality',
    {
      schema: {
        tags,
        summary: 'Cria uma modalidade num grupo; a criação abre o histórico',
        body: insertModalityBody,
        response: { 200: modalityAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertModality(db, request.auth, request.body)),
  );

  app.put(
    '/api/Core/UpdateModality',
    {
      schema: {
        tags,
        summary: 'Altera uma modalidade; cada campo alterado vai ao histórico (antes e depois)',
        body: updateModalityBody,
        response: { 200: modalityAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateModality(db, request.auth, request.body)),
  );

  app.get(
    '/api/ModalityChangeHistory/GetModalityChangeHistory',
    {
      schema: {
        tags,
        summary: 'Histórico da modalidade, das suas coberturas e complementares (mais novo antes)',
        querystring: modalityIdQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listModalityHistory(db, request.auth, request.query.modalityId)),
  );

  // The spec spells it "IssuredAmount"; the issue "IssuedAmount": both answer.
  for (const path of [
    '/api/Core/GetPercentageLimitPremiumRelationIssuredAmount',
    '/api/Core/GetPercentageLimitPremiumRelationIssuedAmount',
  ]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Prêmio máximo de uma proposta, em % da importância segurada',
          description:
            'Parâmetro da seguradora: uma proposta cujo prêmio passe deste percentual da IS ' +
            'não pode ser emitida. Sem parâmetro gravado, 10%.',
          response: { 200: premiumLimitAnswer, ...errorResponses },
        },
      },
      async (request) => ok(await getPremiumLimit(db, request.auth)),
    );
  }
};
