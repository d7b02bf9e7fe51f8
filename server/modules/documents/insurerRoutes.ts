import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { insurerOwner } from './owners';
import { archivesOf, findDocument, listDocuments } from './queries';
import {
  archivesAnswer,
  createInsurerDocumentBody,
  documentArchivesQuery,
  documentRefBody,
  documentsAnswer,
  oneDocumentAnswer,
  renameBody,
  reviewBody,
  uploadBody,
} from './schemas';
import {
  createDocument,
  deleteDocument,
  renameDocument,
  restoreDocument,
  uploadArchives,
} from './service';
import { reviewDocument } from './verdicts';

const tags = ['Documentos solicitados'];
const KINDS = ['insurer'] as const;
const ALL_KINDS = ['policy_holder', 'policy_holder_limit', 'insured', 'broker', 'insurer'] as const;

/** /api/InsuranceCompany: the insurer's own catalogue (/documentos) and its verdicts. */
export const insurerDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/InsuranceCompany/GetRequestDocuments',
    {
      schema: {
        tags,
        summary: 'Documentos da seguradora (tela Documentos), incluindo os excluídos',
        response: { 200: documentsAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await listDocuments(db, request.auth.companyId, [insurerOwner(request.auth)])),
  );

  app.post(
    '/api/InsuranceCompany/CreateRequestDocument',
    {
      schema: {
        tags,
        summary: 'Cria um documento no catálogo da seguradora',
        body: createInsurerDocumentBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await createDocument(db, request.auth, insurerOwner(request.auth), request.body)),
  );

  app.post(
    '/api/InsuranceCompany/UploadRequestDocument',
    {
      schema: {
        tags,
        summary: 'Anexa arquivos (já enviados por Archive/Upload) a um documento da seguradora',
        description: 'O documento da própria seguradora fica Conforme ao receber arquivo.',
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
    '/api/InsuranceCompany/ChangeRequestDocumentName',
    {
      schema: {
        tags,
        summary: 'Renomeia um documento da seguradora',
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
        KINDS,
      );
      return ok(await renameDocument(db, request.auth, row, input));
    },
  );

  for (const [path, summary, run] of [
    ['DeleteRequestDocument', 'Exclui (logicamente) um documento da seguradora', deleteDocument],
    ['RestoreRequestDocument', 'Restaura um documento excluído da seguradora', restoreDocument],
  ] as const) {
    app.post(
      `/api/InsuranceCompany/${path}`,
      {
        schema: {
          tags,
          summary,
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
        return ok(await run(db, request.auth, row));
      },
    );
  }

  app.post(
    '/api/InsuranceCompany/ReviewRequestDocument',
    {
      schema: {
        tags,
        summary: 'Parecer da seguradora sobre um documento: Conforme ou Reprovado (com motivo)',
        description:
          'Não está na especificação: serve os documentos de tomadores, segurados, corretoras ' +
          'e da seguradora, exigindo a funcionalidade de gestão de cada um. Só documentos com ' +
          'arquivo, ainda não analisados; Reprovado exige ReviewNote. Ao concluir a análise da ' +
          'corretora, limpa a pendência de validação de conformidade.',
        body: reviewBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { RequestDocumentUniqueId, ...input } = request.body;
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: RequestDocumentUniqueId },
        ALL_KINDS,
      );
      return ok(await reviewDocument(db, request.auth, row, input));
    },
  );

  app.get(
    '/api/kanban/GetRequestDocumentArchives',
    {
      schema: {
        tags,
        summary: 'Arquivos de um documento solicitado, de qualquer parte que o usuário alcança',
        querystring: documentArchivesQuery,
        response: { 200: archivesAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findDocument(
        db,
        request.auth,
        { uniqueId: request.query.RequestDocumentUniqueId },
        ALL_KINDS,
      );
      return ok((await archivesOf(db, [row.id])).get(row.id) ?? []);
    },
  );
};
