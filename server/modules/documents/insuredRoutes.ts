import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { insuredOwner } from './owners';
import { documentRouteKit } from './routeKit';
import { createInsuredDocumentBody, insuredQuery } from './schemas';

const KINDS = ['insured'] as const;

/** /api/Insured document calls (rename and restore go through /api/PolicyHolder, as the spec). */
export const insuredDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const documents = documentRouteKit(app, db);

  documents.list({
    path: '/api/Insured/GetDocumentsByInsuredUniqueId',
    summary: 'Documentos solicitados ao segurado (inclui os excluídos, com IsDeleted)',
    querystring: insuredQuery,
    owner: (auth, query) => insuredOwner(db, auth, query.UniqueId),
  });

  documents.create({
    path: '/api/Insured/CreateRequestDocument',
    summary: 'A seguradora solicita um documento ao segurado (nasce Pendente)',
    body: createInsuredDocumentBody,
    owner: (auth, body) => insuredOwner(db, auth, body.InsuredUniqueId),
  });

  documents.upload({
    path: '/api/Insured/UploadRequestDocument',
    summary: 'Anexa arquivos (já enviados por Archive/Upload) a um documento do segurado',
    kinds: KINDS,
  });

  documents.remove({
    path: '/api/Insured/DeleteRequestDocument',
    summary: 'Exclui (logicamente) um documento do segurado; pode ser restaurado',
    kinds: KINDS,
  });
};
