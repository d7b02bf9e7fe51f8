import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { listGeneralConditionsHistory } from './history';
import { getGeneralConditions, getSector, getVersion, readSector } from './queries';
import {
  optionalSectorQuery,
  sectorQuery,
  versionIdQuery,
} from '../../../domain/contracts/generalConditions';
import {
  conditionsAnswer,
  historyAnswer,
  publishBody,
  sectorAnswer,
  versionAnswer,
} from './schemas';
import { publishVersion } from './writes';

const tags = ['Condições gerais'];
const model =
  'Cada seguradora escreve as suas condições gerais, em versões por setor (PUBLIC: ramo 0775; ' +
  'PRIVATE: ramo 0776). Uma versão publicada nunca muda; a que vale é a mais recente cuja data de ' +
  'início de vigência já chegou (horário de Brasília).';

/** General conditions ("general conditions" block of domain/apiAccess.ts). */
export const generalConditionRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Plug/GetGeneralConditions',
    {
      schema: {
        tags,
        summary:
          'As condições gerais em vigor de cada setor (ContractualTerms, PrivateContractualTermId)',
        description: model,
        response: { 200: conditionsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getGeneralConditions(db, request.auth)),
  );

  app.get(
    '/api/Plug/GetGeneralConditionVersion',
    {
      schema: {
        tags,
        summary: 'Uma versão das condições gerais, como foi publicada',
        description: 'A proposta emitida sob uma versão continua lendo essa versão. ' + model,
        querystring: versionIdQuery,
        response: { 200: versionAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getVersion(db, request.auth, request.query.id)),
  );

  app.get(
    '/api/Plug/GetGeneralConditionVersions',
    {
      schema: {
        tags,
        summary: 'Todas as versões de um setor, da mais nova para a mais antiga',
        description: model,
        querystring: sectorQuery,
        response: { 200: sectorAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getSector(db, request.auth, readSector(request.query.sector))),
  );

  app.post(
    '/api/Plug/PublishGeneralConditionVersion',
    {
      schema: {
        tags,
        summary: 'Publica uma nova versão de um setor (as anteriores não mudam)',
        description:
          `${model} Regras: título até 200 caracteres; processo SUSEP 15414.900123/2019-45; ` +
          'início de vigência não anterior ao da versão mais recente; texto não vazio. Version: ' +
          'LatestNumber lido (409 se outra pessoa publicou antes).',
        body: publishBody,
        response: { 200: versionAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await publishVersion(db, request.auth, request.body)),
  );

  app.get(
    '/api/Plug/GetGeneralConditionsHistory',
    {
      schema: {
        tags,
        summary: 'Histórico de publicações (antes → depois), da mais nova para a mais antiga',
        querystring: optionalSectorQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await listGeneralConditionsHistory(
          db,
          request.auth,
          request.query.sector ? readSector(request.query.sector) : null,
        ),
      ),
  );
};
