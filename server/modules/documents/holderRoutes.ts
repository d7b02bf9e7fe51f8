import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { findVisiblePolicyHolder } from '../policy-holders/scope';
import { holderOwner, requireManageOf } from './owners';
import { findDocument, listDocuments, ownerOf } from './queries';
import {
  createHolderDocumentBody,
  documentRefBody,
  documentsAnswer,
  holderQuery,
  oneDocumentAnswer,
  renameBody,
  sendToAnalysisBody,
  sentAnswer,
  uploadBody,
} from './schemas';
import {
  createDocument,
  deleteDocument,
  renameDocument,
  restoreDocument,
  uploadArchives,
} from './service';
import { sendHolderToAnalysis } from './verdicts';

const tags = ['Documentos solicitados'];
const HOLDER_KINDS = ['policy_holder', 'policy_holder_limit'] as const;
/** ChangeRequestDocumentName and RestoreRequestDocument also serve the insured (spec part 1 §7). */
const HOLDER_OR_INSURED_KINDS = [...HOLDER_KINDS, 'insured'] as const;

/** /api/PolicyHolder document calls (a broker reaches only the holders nominated to it). */
export const holderDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId',
    {
      schema: {
        tags,
        summary: 'Documentos solicitados ao tomador (inclui os excluídos, com IsDeleted)',
        querystring: holderQuery,
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await holderOwner(db, request.auth, request.query.policyHolderUniqueId);
      return ok(await listDocuments(db, request.auth.companyId, [owner]));
    },
  );

  app.get(
    '/api/PolicyHolder/GetRequestLimitDocuments',
    {
      schema: {
        tags,
        summary: 'Documentos da solicitação de limite do tomador (inclui os excluídos)',
        querystring: holderQuery,
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await holderOwner(db, request.auth, request.query.policyHolderUniqueId, true);
      return ok(await listDocuments(db, request.auth.companyId, [owner]));
    },
  );

  app.post(
    '/api/PolicyHolder/CreateRequestDocument',
    {
      schema: {
        tags,
        summary: 'A seguradora solicita um documento ao tomador (nasce Pendente)',
        description: 'IsLimitDocument=true cria o documento na solicitação de limite.',
        body: createHolderDocumentBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { PolicyHolderUniqueId, IsLimitDocument, ...input } = request.body;
      const owner = await holderOwner(db, request.auth, PolicyHolderUniqueId, !!IsLimitDocument);
      return ok(await createDocument(db, request.auth, owner, input));
    },
  );

  for (const [path, kind, summary] of [
    ['UploadRequestDocument', 'policy_holder', 'Anexa arquivos a um documento do tomador'],
    [
      'UploadRequestLimitsDocument',
      'policy_holder_limit',
      'Anexa arquivos a um documento da solicitação de limite',
    ],
  ] as const) {
    app.post(
      `/api/PolicyHolder/${path}`,
      {
        schema: {
          tags,
          summary,
          description:
            'Os arquivos são enviados antes por Archive/Upload e referenciados pelo ' +
            'uniqueIdentifier. O documento fica Pendente até ser enviado para análise.',
          body: uploadBody,
          response: { 200: oneDocumentAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const { RequestDocumentUniqueId, ArchiveUniqueIds } = request.body;
        const row = await findDocument(db, request.auth, { uniqueId: RequestDocumentUniqueId }, [
          kind,
        ]);
        return ok(await uploadArchives(db, request.auth, row, ArchiveUniqueIds));
      },
    );
  }

  app.post(
    '/api/PolicyHolder/sendRequestToAnalysis',
    {
      schema: {
        tags,
        summary: 'Envia para análise os documentos pendentes com arquivo do tomador',
        description:
          'Cadastro e limite: passam a Aguardando_Analise; marca o tomador como enviado para ' +
          'análise. Sem nenhum documento pronto → 409.',
        body: sendToAnalysisBody,
        response: { 200: sentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const holder = await findVisiblePolicyHolder(
        db,
        request.auth,
        request.body.PolicyHolderUniqueId,
      );
      return ok(await sendHolderToAnalysis(db, request.auth, holder));
    },
  );

  app.post(
    '/api/PolicyHolder/DeleteRequestDocument',
    {
      schema: {
        tags,
        summary: 'Exclui (logicamente) um documento do tomador; pode ser restaurado',
        body: documentRefBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: request.body.RequestDocumentUniqueId },
        HOLDER_KINDS,
      );
      return ok(await deleteDocument(db, request.auth, row));
    },
  );

  app.post(
    '/api/PolicyHolder/ChangeRequestDocumentName',
    {
      schema: {
        tags,
        summary: 'Renomeia um documento do tomador ou do segurado',
        body: renameBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { RequestDocumentUniqueId, ...input } = request.body;
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: RequestDocumentUniqueId },
        HOLDER_OR_INSURED_KINDS,
      );
      requireManageOf(request.auth, ownerOf(row).kind);
      return ok(await renameDocument(db, request.auth, row, input));
    },
  );

  app.post(
    '/api/PolicyHolder/RestoreRequestDocument',
    {
      schema: {
        tags,
        summary: 'Restaura um documento excluído do tomador ou do segurado',
        body: documentRefBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: request.body.RequestDocumentUniqueId },
        HOLDER_OR_INSURED_KINDS,
      );
      requireManageOf(request.auth, ownerOf(row).kind);
      return ok(await restoreDocument(db, request.auth, row));
    },
  );
};
