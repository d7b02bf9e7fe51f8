import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { insuredOwner } from './owners';
import { findDocument, listDocuments } from './queries';
import {
  createInsuredDocumentBody,
  documentRefBody,
  documentsAnswer,
  insuredQuery,
  oneDocumentAnswer,
  uploadBody,
} from './schemas';
import { createDocument, deleteDocument, uploadArchives } from './service';

const tags = ['Documentos solicitados'];
const KINDS = ['insured'] as const;

/** /api/Insured document calls (rename and restore go through /api/PolicyHolder, as the spec). */
export const insuredDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Insured/GetDocumentsByInsuredUniqueId',
    {
      schema: {
        tags,
        summary: 'Documentos solicitados ao segurado (inclui os excluídos, com IsDeleted)',
        querystring: insuredQuery,
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await insuredOwner(db, request.auth, request.query.UniqueId);
      return ok(await listDocuments(db, request.auth.companyId, [owner]));
    },
  );

  app.post(
    '/api/Insured/CreateRequestDocument',
    {
      schema: {
        tags,
        summary: 'A seguradora solicita um documento ao segurado (nasce Pendente)',
        body: createInsuredDocumentBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { InsuredUniqueId, ...input } = request.body;
      const owner = await insuredOwner(db, request.auth, InsuredUniqueId);
      return ok(await createDocument(db, request.auth, owner, input));
    },
  );

  app.post(
    '/api/Insured/UploadRequestDocument',
    {
      schema: {
        tags,
        summary: 'Anexa arquivos (já enviados por Archive/Upload) a um documento do segurado',
        body: uploadBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { RequestDocumentUniqueId, ArchiveUniqueIds } = request.body;
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: RequestDocumentUniqueId },
        KINDS,
      );
      return ok(await uploadArchives(db, request.auth, row, ArchiveUniqueIds));
    },
  );

  app.post(
    '/api/Insured/DeleteRequestDocument',
    {
      schema: {
        tags,
        summary: 'Exclui (logicamente) um documento do segurado; pode ser restaurado',
        body: documentRefBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: request.body.RequestDocumentUniqueId },
        KINDS,
      );
      return ok(await deleteDocument(db, request.auth, row));
    },
  );
};
