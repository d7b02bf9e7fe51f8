import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { sortOf } from '../../http/sorting';
import { insertPolicyHolder } from './create';
import { saveComplementaryData, updateName } from './edits';
import { removeHolderLocation, saveHolderLocation } from './locations';
import {
  getPolicyHolderDetail,
  holderHistory,
  searchPolicyHolders,
  textSearchPolicyHolders,
} from './queries';
import * as S from './schemas';

const tags = ['Tomadores'];

/** The holder's own data: lists, detail, registration, name, complementary data, addresses. */
export const holderRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/PolicyHolder/SearchPolicyHoldersRelatedToCurrentUserLogged',
    {
      schema: {
        tags,
        summary: 'Tomadores do usuário da sessão (a corretora vê só os nomeados a ela), paginados',
        querystring: S.searchQuery,
        response: { 200: S.pagedAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { currentPage, rowsPerPage, sortField, sortOrder, ...filter } = request.query;
      const page = { currentPage, rowsPerPage };
      const sort = sortOf({ sortField, sortOrder });
      return ok(await searchPolicyHolders(db, request.auth, filter, page, sort));
    },
  );

  app.get(
    '/api/PolicyHolder/SearchPolicyHolder',
    {
      schema: {
        tags,
        summary: 'Busca por parte do nome ou do CPF/CNPJ (no máximo 20)',
        querystring: S.textSearchQuery,
        response: { 200: S.listAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await textSearchPolicyHolders(
          db,
          request.auth,
          request.query.TextSearch,
          request.query.IgnoreInactive === 'true',
        ),
      ),
  );

  app.get(
    '/api/PolicyHolder/GetPolicyHolder',
    {
      schema: {
        tags,
        summary: 'Um tomador: dados, indicadores, limites, grupo, filiais, endereços, corretoras',
        querystring: S.uniqueIdQuery,
        response: { 200: S.detailAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getPolicyHolderDetail(db, request.auth, request.query.UniqueId)),
  );

  app.post(
    '/api/PolicyHolder/InsertPolicyHolder',
    {
      schema: {
        tags,
        summary: 'Cadastra um tomador',
        description:
          'Não está na especificação: o cadastro de tomadores precisa dele. CPF/CNPJ único na ' +
          'seguradora. Cadastrado por uma corretora, o tomador já fica nomeado a ela.',
        body: S.insertBody,
        response: { 200: S.detailAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertPolicyHolder(db, request.auth, request.body)),
  );

  app.post(
    '/api/PolicyHolder/SaveComplementarData',
    {
      schema: {
        tags,
        summary: 'Dados complementares: contato e dados financeiros (base dos limites)',
        body: S.complementaryBody,
        response: { 200: S.versionAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveComplementaryData(db, request.auth, request.body)),
  );

  app.get(
    '/api/PolicyHolderChangeHistory/Get',
    {
      schema: {
        tags,
        summary: 'Histórico de alterações do tomador e dos seus endereços',
        querystring: S.holderIdQuery,
        response: { 200: S.historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await holderHistory(db, request.auth, request.query.policyHolderId)),
  );

  app.post(
    '/api/PolicyHolder/UpdatePolicyHolderName',
    {
      schema: {
        tags,
        summary: 'Altera o nome do tomador',
        body: S.nameBody,
        response: { 200: S.nameAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateName(db, request.auth, request.body)),
  );

  app.post(
    '/api/PolicyHolder/SavePolicyHolderLocation',
    {
      schema: {
        tags,
        summary: 'Inclui um endereço do tomador ou, com Id, altera-o',
        body: S.saveLocationBody,
        response: { 200: S.locationAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveHolderLocation(db, request.auth, request.body)),
  );

  app.delete(
    '/api/PolicyHolder/RemovePolicyHolderLocation',
    {
      schema: {
        tags,
        summary: 'Remove um endereço do tomador',
        querystring: S.locationIdQuery,
        response: { 200: S.booleanAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await removeHolderLocation(db, request.auth, request.query.locationId)),
  );
};
