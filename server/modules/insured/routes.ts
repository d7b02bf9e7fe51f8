import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insuredHistoryLabels } from '../../../domain/insureds';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { sortOf } from '../../http/sorting';
import { listPartyHistory } from '../history/partyHistory';
import { partyLocationInputSchema } from '../locations/schemas';
import { removeInsuredLocation, saveInsuredLocation, updateInsuredLocation } from './locations';
import { validateInsuredForProposal } from './proposal';
import { getInsured, searchInsuredForProposal, searchInsureds } from './queries';
import {
  insertInsuredBody,
  insuredHistoryQuery,
  insuredLocationIdQuery,
  insuredTextSearchQuery,
  insuredUniqueIdQuery,
  saveInsuredLocationBody,
  searchInsuredsQuery,
  setInsuredBlockedQuery,
  updateInsuredBranchQuery,
  updateInsuredLocationQuery,
  updateInsuredNameQuery,
  validateInsuredDocumentBody,
} from '../../../domain/contracts/insured';
import {
  booleanAnswer,
  historyAnswer,
  insuredAnswer,
  insuredListAnswer,
  insuredsPageAnswer,
  locationAnswer,
  validationAnswer,
} from './schemas';
import { findVisibleInsuredById } from './scope';
import {
  INSURED_ENTITY,
  insertInsured,
  setBlocked,
  updateInsuredBranch,
  updateInsuredName,
} from './service';

const tags = ['Segurados'];

/**
 * Insured parties (spec part 1 §7 "Insured"): shared records of the tenant that insurer staff and
 * brokers read; writes need GERENCIAR_SEGURADOS (blocking, insurer staff only). Request documents
 * of the insured live in server/modules/documents.
 */
export const insuredRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Insured/SearchInsureds',
    {
      schema: {
        tags,
        summary: 'Segurados por nome e CPF/CNPJ (máscara ignorada), paginados, por nome',
        querystring: searchInsuredsQuery,
        response: { 200: insuredsPageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { currentPage, rowsPerPage, sortField, sortOrder, ...filter } = request.query;
      const page = { currentPage, rowsPerPage };
      const sort = sortOf({ sortField, sortOrder });
      return ok(await searchInsureds(db, request.auth, filter, page, sort));
    },
  );

  app.get(
    '/api/InsuredChangeHistory/Get',
    {
      schema: {
        tags,
        summary:
          'Histórico de alterações do segurado e dos seus endereços, o mais recente primeiro',
        querystring: insuredHistoryQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const insured = await findVisibleInsuredById(db, request.auth, request.query.insuredId);
      return ok(
        await listPartyHistory(
          db,
          request.auth.companyId,
          INSURED_ENTITY,
          insured.id,
          insuredHistoryLabels,
        ),
      );
    },
  );

  app.get(
    '/api/Insured/GetInsured',
    {
      schema: {
        tags,
        summary: 'Um segurado, com os seus endereços',
        querystring: insuredUniqueIdQuery,
        response: { 200: insuredAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getInsured(db, request.auth, request.query.personUniqueId)),
  );

  app.post(
    '/api/Insured/InsertInsured',
    {
      schema: {
        tags,
        summary: 'Cadastra um segurado (CPF ou CNPJ único na seguradora) e o primeiro endereço',
        description: 'Não está na especificação: o cadastro de segurados da tela /segurados.',
        body: insertInsuredBody,
        response: { 200: insuredAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertInsured(db, request.auth, request.body)),
  );

  app.patch(
    '/api/Insured/SetBlocked',
    {
      schema: {
        tags,
        summary: 'Bloqueia ou desbloqueia o segurado, sempre com justificativa',
        querystring: setInsuredBlockedQuery,
        response: { 200: insuredAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { id, isBlocked, blockJustify, version } = request.query;
      return ok(await setBlocked(db, request.auth, id, isBlocked, blockJustify, version));
    },
  );

  app.patch(
    '/api/Insured/UpdateInsuredName',
    {
      schema: {
        tags,
        summary: 'Altera o nome do segurado',
        querystring: updateInsuredNameQuery,
        response: { 200: insuredAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { id, insuredName, version } = request.query;
      return ok(await updateInsuredName(db, request.auth, id, insuredName, version));
    },
  );

  app.patch(
    '/api/Insured/UpdateInsuredBranch',
    {
      schema: {
        tags,
        summary: 'Altera o ramo do segurado: setor privado (0776) ou público (0775)',
        querystring: updateInsuredBranchQuery,
        response: { 200: insuredAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { id, isPrivate, version } = request.query;
      return ok(await updateInsuredBranch(db, request.auth, id, isPrivate, version));
    },
  );

  app.post(
    '/api/Insured/SaveInsuredLocation',
    {
      schema: {
        tags,
        summary: 'Inclui um endereço do segurado (o primeiro, ou IsMain, é o principal)',
        body: saveInsuredLocationBody,
        response: { 200: locationAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { InsuredId, ...location } = request.body;
      return ok(await saveInsuredLocation(db, request.auth, InsuredId, location));
    },
  );

  app.patch(
    '/api/Insured/UpdateLocation',
    {
      schema: {
        tags,
        summary: 'Altera um endereço de segurado',
        querystring: updateInsuredLocationQuery,
        body: partyLocationInputSchema,
        response: { 200: locationAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateInsuredLocation(db, request.auth, request.query.id, request.body)),
  );

  app.delete(
    '/api/Insured/RemoveInsuredLocation',
    {
      schema: {
        tags,
        summary: 'Remove um endereço do segurado (o mais antigo restante vira o principal)',
        querystring: insuredLocationIdQuery,
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await removeInsuredLocation(db, request.auth, request.query.locationId)),
  );

  app.get(
    '/api/Insured/SearchInsured',
    {
      schema: {
        tags,
        summary: 'Busca de segurados da nova proposta: nome ou CPF/CNPJ, desbloqueados primeiro',
        description: 'No máximo 20 segurados, com os seus endereços (o principal primeiro).',
        querystring: insuredTextSearchQuery,
        response: { 200: insuredListAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await searchInsuredForProposal(db, request.auth, request.query.TextSearch)),
  );

  app.post(
    '/api/Insured/ValidateInsuredByDocumentToNewProposal',
    {
      schema: {
        tags,
        summary: 'Se o segurado deste CPF/CNPJ pode ser usado numa nova proposta, e por quê',
        description:
          'Bloqueado: CanUse false com a justificativa em Reasons. Documento ainda sem segurado: ' +
          'CanUse true e Insured null (o assistente cadastra o segurado).',
        body: validateInsuredDocumentBody,
        response: { 200: validationAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await validateInsuredForProposal(db, request.auth, request.body.Document)),
  );
};
