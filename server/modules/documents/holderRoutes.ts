import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { findVisiblePolicyHolder } from '../policy-holders/scope';
import { holderOwner } from './owners';
import { documentRouteKit, documentTags } from './routeKit';
import { createHolderDocumentBody, holderQuery, sendToAnalysisBody, sentAnswer } from './schemas';
import { sendHolderToAnalysis } from './verdicts';

const HOLDER_KINDS = ['policy_holder', 'policy_holder_limit'] as const;
/** ChangeRequestDocumentName and RestoreRequestDocument also serve the insured (spec part 1 §7). */
const HOLDER_OR_INSURED_KINDS = [...HOLDER_KINDS, 'insured'] as const;
const UPLOAD_DESCRIPTION =
  'Os arquivos são enviados antes por Archive/Upload e referenciados pelo ' +
  'uniqueIdentifier. O documento fica Pendente até ser enviado para análise.';

/** /api/PolicyHolder document calls (a broker reaches only the holders nominated to it). */
export const holderDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const documents = documentRouteKit(app, db);

  documents.list({
    path: '/api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId',
    summary: 'Documentos solicitados ao tomador (inclui os excluídos, com IsDeleted)',
    querystring: holderQuery,
    owner: (auth, query) => holderOwner(db, auth, query.policyHolderUniqueId),
  });

  documents.list({
    path: '/api/PolicyHolder/GetRequestLimitDocuments',
    summary: 'Documentos da solicitação de limite do tomador (inclui os excluídos)',
    querystring: holderQuery,
    owner: (auth, query) => holderOwner(db, auth, query.policyHolderUniqueId, true),
  });

  documents.create({
    path: '/api/PolicyHolder/CreateRequestDocument',
    summary: 'A seguradora solicita um documento ao tomador (nasce Pendente)',
    description: 'IsLimitDocument=true cria o documento na solicitação de limite.',
    body: createHolderDocumentBody,
    owner: (auth, body) => holderOwner(db, auth, body.PolicyHolderUniqueId, !!body.IsLimitDocument),
  });

  documents.upload({
    path: '/api/PolicyHolder/UploadRequestDocument',
    summary: 'Anexa arquivos a um documento do tomador',
    description: UPLOAD_DESCRIPTION,
    kinds: ['policy_holder'],
  });

  documents.upload({
    path: '/api/PolicyHolder/UploadRequestLimitsDocument',
    summary: 'Anexa arquivos a um documento da solicitação de limite',
    description: UPLOAD_DESCRIPTION,
    kinds: ['policy_holder_limit'],
  });

  app.post(
    '/api/PolicyHolder/sendRequestToAnalysis',
    {
      schema: {
        tags: documentTags,
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

  documents.remove({
    path: '/api/PolicyHolder/DeleteRequestDocument',
    summary: 'Exclui (logicamente) um documento do tomador; pode ser restaurado',
    kinds: HOLDER_KINDS,
  });

  documents.rename({
    path: '/api/PolicyHolder/ChangeRequestDocumentName',
    summary: 'Renomeia um documento do tomador ou do segurado',
    kinds: HOLDER_OR_INSURED_KINDS,
    requireKindManager: true,
  });

  documents.restore({
    path: '/api/PolicyHolder/RestoreRequestDocument',
    summary: 'Restaura um documento excluído do tomador ou do segurado',
    kinds: HOLDER_OR_INSURED_KINDS,
    requireKindManager: true,
  });
};
