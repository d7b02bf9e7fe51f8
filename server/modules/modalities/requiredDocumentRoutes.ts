import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import {
  cardRequiredDocuments,
  insertRequiredDocument,
  listRequiredDocuments,
  modalityByKey,
  pipeTypesFor,
  setRequiredDocumentDeleted,
  updateRequiredDocument,
} from './requiredDocuments';
import {
  cardDocumentsQuery,
  documentIdQuery,
  documentStatusQuery,
  documentsQuery,
  insertDocumentBody,
  updateDocumentBody,
} from '../../../domain/contracts/modalityTerms';
import {
  cardDocumentsAnswer,
  documentAnswer,
  documentsAnswer,
  pipeTypesAnswer,
} from './termSchemas';

const tags = ['Modalidades'];
const noCache =
  'ignoreCache=true é aceito e não muda nada: o gateway lê sempre do banco, sem cache.';

/** The documents a proposal of a modality must carry, and the pipe that checks each. */
export const requiredDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Core/GetProposalParameterRequestDocuments',
    {
      schema: {
        tags,
        summary: 'Documentos obrigatórios da modalidade (excluídos só para a parametrização)',
        description: noCache,
        querystring: documentsQuery,
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await listRequiredDocuments(
          db,
          request.auth,
          await modalityByKey(db, request.auth, request.query),
        ),
      ),
  );

  app.get(
    '/api/Core/GetCardProposalParameterRequestDocuments',
    {
      schema: {
        tags,
        summary: 'Documentos ativos da modalidade que cada pipe confere num card',
        description: noCache,
        querystring: cardDocumentsQuery,
        response: { 200: cardDocumentsAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await cardRequiredDocuments(
          db,
          await modalityByKey(db, request.auth, request.query),
          request.query.PipeTypeId,
        ),
      ),
  );

  app.get(
    '/api/Core/GetPipeTypeForDocument',
    {
      schema: {
        tags,
        summary: 'Pipes de análise em que um documento pode ser conferido',
        description: noCache,
        querystring: documentsQuery,
        response: { 200: pipeTypesAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await pipeTypesFor(db, await modalityByKey(db, request.auth, request.query))),
  );

  app.post(
    '/api/Core/InsertProposalParameterRequestDocument',
    {
      schema: {
        tags,
        summary: 'Cria um documento obrigatório da modalidade',
        body: insertDocumentBody,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertRequiredDocument(db, request.auth, request.body)),
  );

  app.put(
    '/api/Core/UpdateProposalParameterRequestDocument',
    {
      schema: {
        tags,
        summary: 'Altera um documento obrigatório (com Id e Version)',
        body: updateDocumentBody,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateRequiredDocument(db, request.auth, request.body)),
  );

  app.post(
    '/api/Core/UpdateStatusProposalParameterRequestDocument',
    {
      schema: {
        tags,
        summary: 'Exclui (IsDeleted=true, lógico) ou restaura (false) um documento obrigatório',
        querystring: documentStatusQuery,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await setRequiredDocumentDeleted(
          db,
          request.auth,
          request.query.id,
          request.query.IsDeleted.toLowerCase() === 'true',
          request.query.Version,
        ),
      ),
  );

  app.delete(
    '/api/Core/DeleteProposalParameterRequestDocument',
    {
      schema: {
        tags,
        summary: 'Exclui um documento obrigatório (lógico: restaurável por UpdateStatus…)',
        querystring: documentIdQuery,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await setRequiredDocumentDeleted(
          db,
          request.auth,
          request.query.id,
          true,
          request.query.Version,
        ),
      ),
  );
};
