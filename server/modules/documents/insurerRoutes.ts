import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { insurerOwner } from './owners';
import { ALL_OWNER_KINDS, archivesOf, findDocument } from './queries';
import { documentRouteKit, documentTags } from './routeKit';
import {
  archivesAnswer,
  createInsurerDocumentBody,
  documentArchivesQuery,
  oneDocumentAnswer,
  reviewBody,
} from './schemas';
import { reviewDocument } from './verdicts';

const KINDS = ['insurer'] as const;

/** /api/InsuranceCompany: the insurer's own catalogue (/documentos) and its verdicts. */
export const insurerDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const documents = documentRouteKit(app, db);

  documents.list({
    path: '/api/InsuranceCompany/GetRequestDocuments',
    summary: 'Documentos da seguradora (tela Documentos), incluindo os excluídos',
    owner: insurerOwner,
  });

  documents.create({
    path: '/api/InsuranceCompany/CreateRequestDocument',
    summary: 'Cria um documento no catálogo da seguradora',
    body: createInsurerDocumentBody,
    owner: insurerOwner,
  });

  documents.upload({
    path: '/api/InsuranceCompany/UploadRequestDocument',
    summary: 'Anexa arquivos (já enviados por Archive/Upload) a um documento da seguradora',
    description: 'O documento da própria seguradora fica Conforme ao receber arquivo.',
    kinds: KINDS,
  });

  documents.rename({
    path: '/api/InsuranceCompany/ChangeRequestDocumentName',
    summary: 'Renomeia um documento da seguradora',
    kinds: KINDS,
  });

  documents.remove({
    path: '/api/InsuranceCompany/DeleteRequestDocument',
    summary: 'Exclui (logicamente) um documento da seguradora',
    kinds: KINDS,
  });

  documents.restore({
    path: '/api/InsuranceCompany/RestoreRequestDocument',
    summary: 'Restaura um documento excluído da seguradora',
    kinds: KINDS,
  });

  app.post(
    '/api/InsuranceCompany/ReviewRequestDocument',
    {
      schema: {
        tags: documentTags,
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
        ALL_OWNER_KINDS,
      );
      return ok(await reviewDocument(db, request.auth, row, input));
    },
  );

  app.get(
    '/api/kanban/GetRequestDocumentArchives',
    {
      schema: {
        tags: documentTags,
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
        ALL_OWNER_KINDS,
      );
      return ok((await archivesOf(db, [row.id])).get(row.id) ?? []);
    },
  );
};
