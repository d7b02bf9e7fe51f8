import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allows } from '../../../domain/accessRule';
import { documentArchiveViewers } from '../../../domain/apiAccess';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { NotFoundError, ValidationError } from '../../http/errors';
import { findOwnBroker } from '../brokers/scope';
import { DOCUMENT_NOT_FOUND, DOCUMENT_REFERENCE_REQUIRED } from './messages';
import { brokerOwner, ownBrokerOwner } from './owners';
import { archivesOf, findDocument, ownerOf } from './queries';
import { documentRouteKit, documentTags } from './routeKit';
import {
  archivesAnswer,
  brokerArchivesQuery,
  brokerIdQuery,
  createBrokerDocumentBody,
  sentAnswer,
  submitToReviewBody,
} from './schemas';
import { submitBrokerDocuments } from './verdicts';

const KINDS = ['broker'] as const;
/** The spec reads a proposal's document archives through the broker's call too. */
const ARCHIVE_KINDS = ['broker', 'proposal'] as const;

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
  const documents = documentRouteKit(app, db);

  documents.list({
    path: '/api/Broker/GetBrokerRequestDocuments',
    summary: 'Documentos solicitados à corretora do usuário da sessão (não excluídos)',
    filter: 'active',
    owner: (auth) => ownBrokerOwner(db, auth),
  });

  app.get(
    '/api/Broker/GetBrokerRequestDocumentArchives',
    {
      schema: {
        tags: documentTags,
        summary: 'Arquivos de um documento de corretora ou de proposta',
        description:
          'Informe RequestDocumentUniqueId ou BrokerRequestDocumentId (Id). Serve também os ' +
          'documentos de proposta (no escopo da proposta), como a especificação os lê.',
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
        ARCHIVE_KINDS,
      );
      // the route admits the viewers of either kind; each document asks for its own kind's
      const kind = ownerOf(row).kind as (typeof ARCHIVE_KINDS)[number];
      if (!allows({ anyOf: documentArchiveViewers[kind] }, request.auth)) {
        throw new NotFoundError(DOCUMENT_NOT_FOUND);
      }
      return ok((await archivesOf(db, [row.id])).get(row.id) ?? []);
    },
  );

  documents.upload({
    path: '/api/Broker/UploadBrokerRequestDocumentArchive',
    summary: 'A corretora anexa arquivos (já enviados por Archive/Upload) a um documento seu',
    kinds: KINDS,
    ownedBy: (auth) => ownBrokerOwner(db, auth),
  });

  app.post(
    '/api/Broker/SubmitDocumentToReview',
    {
      schema: {
        tags: documentTags,
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

  documents.list({
    path: '/api/Broker/GetBrokerRequestDocumentsByBroker',
    summary: 'Documentos (não excluídos) de uma corretora, para a seguradora',
    querystring: brokerIdQuery,
    filter: 'active',
    owner: (auth, query) => brokerOwner(db, auth, query.brokerId),
  });

  documents.list({
    path: '/api/Broker/GetBrokerRequestDocumentsDeletedByBroker',
    summary: 'Documentos excluídos de uma corretora',
    querystring: brokerIdQuery,
    filter: 'deleted',
    owner: (auth, query) => brokerOwner(db, auth, query.brokerId),
  });

  documents.create({
    path: '/api/Broker/CreateBrokerRequestDocumentByInsurer',
    summary: 'A seguradora solicita um documento à corretora (nasce Pendente)',
    body: createBrokerDocumentBody,
    owner: (auth, body) => brokerOwner(db, auth, body.BrokerId),
  });

  documents.upload({
    path: '/api/Broker/UploadBrokerRequestDocumentArchiveByInsurer',
    summary: 'A seguradora anexa arquivos a um documento da corretora',
    kinds: KINDS,
  });

  documents.remove({
    path: '/api/Broker/DeleteBrokerRequestDocument',
    summary: 'Exclui (logicamente) um documento da corretora',
    description: 'Os excluídos aparecem em GetBrokerRequestDocumentsDeletedByBroker.',
    kinds: KINDS,
  });
};
