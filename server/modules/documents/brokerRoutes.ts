import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { NotFoundError, ValidationError } from '../../http/errors';
import { findOwnBroker } from '../brokers/scope';
import { DOCUMENT_NOT_FOUND, DOCUMENT_REFERENCE_REQUIRED } from './messages';
import { brokerOwner, ownBrokerOwner } from './owners';
import { archivesOf, findDocument, listDocuments } from './queries';
import {
  archivesAnswer,
  brokerArchivesQuery,
  brokerIdQuery,
  createBrokerDocumentBody,
  documentRefBody,
  documentsAnswer,
  oneDocumentAnswer,
  sentAnswer,
  submitToReviewBody,
  uploadBody,
} from './schemas';
import { createDocument, deleteDocument, uploadArchives } from './service';
import { submitBrokerDocuments } from './verdicts';

const tags = ['Documentos solicitados'];
const KINDS = ['broker'] as const;

/**
 * /api/Broker compliance documents: the broker uploads its own and submits them to review; the
 * insurer requests, uploads for, deletes and (InsuranceCompany/ReviewRequestDocument) checks them.
 */
export const brokerDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Broker/GetBrokerRequestDocuments',
    {
      schema: {
        tags,
        summary: 'Documentos solicitados à corretora do usuário da sessão (não excluídos)',
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await ownBrokerOwner(db, request.auth);
      return ok(await listDocuments(db, request.auth.companyId, [owner], 'active'));
    },
  );

  app.get(
    '/api/Broker/GetBrokerRequestDocumentArchives',
    {
      schema: {
        tags,
        summary: 'Arquivos de um documento de corretora',
        description: 'Informe RequestDocumentUniqueId ou BrokerRequestDocumentId (Id).',
        querystring: brokerArchivesQuery,
        response: { 200: archivesAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { RequestDocumentUniqueId, BrokerRequestDocumentId } = request.query;
      if (!RequestDocumentUniqueId && !BrokerRequestDocumentId) {
        throw new ValidationError(DOCUMENT_REFERENCE_REQUIRED);
      }
      const row = await findDocument(
        db,
        request.auth,
        RequestDocumentUniqueId
          ? { uniqueId: RequestDocumentUniqueId }
          : { id: BrokerRequestDocumentId },
        KINDS,
      );
      return ok((await archivesOf(db, [row.id])).get(row.id) ?? []);
    },
  );

  app.post(
    '/api/Broker/UploadBrokerRequestDocumentArchive',
    {
      schema: {
        tags,
        summary: 'A corretora anexa arquivos (já enviados por Archive/Upload) a um documento seu',
        body: uploadBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { RequestDocumentUniqueId, ArchiveUniqueIds } = request.body;
      const own = await findOwnBroker(db, request.auth);
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: RequestDocumentUniqueId },
        KINDS,
      );
      if (row.ownerId !== own.id) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      return ok(await uploadArchives(db, request.auth, row, ArchiveUniqueIds));
    },
  );

  app.post(
    '/api/Broker/SubmitDocumentToReview',
    {
      schema: {
        tags,
        summary: 'A corretora envia seus documentos pendentes com arquivo para a análise',
        description:
          'Sem RequestDocumentUniqueIds: todos os pendentes com arquivo. Passam a ' +
          'Aguardando_Analise e a corretora fica com validação de conformidade pendente.',
        body: submitToReviewBody,
        response: { 200: sentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const broker = await findOwnBroker(db, request.auth);
      return ok(
        await submitBrokerDocuments(
          db,
          request.auth,
          broker,
          request.body?.RequestDocumentUniqueIds,
        ),
      );
    },
  );

  app.get(
    '/api/Broker/GetBrokerRequestDocumentsByBroker',
    {
      schema: {
        tags,
        summary: 'Documentos (não excluídos) de uma corretora, para a seguradora',
        querystring: brokerIdQuery,
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await brokerOwner(db, request.auth, request.query.brokerId);
      return ok(await listDocuments(db, request.auth.companyId, [owner], 'active'));
    },
  );

  app.get(
    '/api/Broker/GetBrokerRequestDocumentsDeletedByBroker',
    {
      schema: {
        tags,
        summary: 'Documentos excluídos de uma corretora',
        querystring: brokerIdQuery,
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await brokerOwner(db, request.auth, request.query.brokerId);
      return ok(await listDocuments(db, request.auth.companyId, [owner], 'deleted'));
    },
  );

  app.post(
    '/api/Broker/CreateBrokerRequestDocumentByInsurer',
    {
      schema: {
        tags,
        summary: 'A seguradora solicita um documento à corretora (nasce Pendente)',
        body: createBrokerDocumentBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { BrokerId, ...input } = request.body;
      const owner = await brokerOwner(db, request.auth, BrokerId);
      return ok(await createDocument(db, request.auth, owner, input));
    },
  );

  app.post(
    '/api/Broker/UploadBrokerRequestDocumentArchiveByInsurer',
    {
      schema: {
        tags,
        summary: 'A seguradora anexa arquivos a um documento da corretora',
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
    '/api/Broker/DeleteBrokerRequestDocument',
    {
      schema: {
        tags,
        summary: 'Exclui (logicamente) um documento da corretora',
        description: 'Os excluídos aparecem em GetBrokerRequestDocumentsDeletedByBroker.',
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
