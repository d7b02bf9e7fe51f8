import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProposalDocumentBody,
  pendingRequiredDocument,
  pendingRequiredDocumentsQuery,
  proposalDocumentsQuery,
  proposalRequestDocuments,
  saveProposalDocumentBody,
} from '../../../domain/contracts/proposalDocuments';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { findVisibleProposal } from '../proposals/scope';
import { proposalOwner } from './owners';
import {
  pendingRequiredDocuments,
  proposalDocumentsOf,
  saveProposalDocument,
} from './proposalDocuments';
import { documentRouteKit, documentTags } from './routeKit';
import { oneDocumentAnswer } from './schemas';

const KINDS = ['proposal'] as const;
const WRITES =
  'Só enquanto a proposta pode ser alterada: o corretor em Cotação e Aguardando Corretor; a ' +
  'seguradora até a proposta terminar (Emitida, Rejeitada, Recusada, Cancelada). Fora disso, ' +
  '409 com o motivo; a co-corretora só lê (409). A análise (Conforme / Reprovado) é ' +
  'InsuranceCompany/ReviewRequestDocument.';

/**
 * /api/Proposal request documents (spec part 2 §7 "Proposals"): the request-document machinery
 * with the proposal as owner, in the proposal's scope (another broker's or tenant's is 404; a
 * co-broker reads only). The files follow the document, so they download only through it.
 */
export const proposalDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const documents = documentRouteKit(app, db);

  app.get(
    '/api/Proposal/GetPendingRequiredRequestDocuments',
    {
      schema: {
        tags: documentTags,
        summary: 'Documentos exigidos pela modalidade que a proposta ainda não enviou',
        description:
          'Os documentos da modalidade (não excluídos) sem documento da proposta de mesmo nome ' +
          '(sem diferenciar maiúsculas, acentos e espaços) com arquivo e não reprovado. ' +
          'RequestDocumentUniqueId aponta o documento da proposta que já existe com esse nome.',
        querystring: pendingRequiredDocumentsQuery,
        response: { 200: envelopeOf(z.array(pendingRequiredDocument)), ...errorResponses },
      },
    },
    async (request) => {
      const proposal = await findVisibleProposal(db, request.auth, request.query.uniqueId);
      return ok(await pendingRequiredDocuments(db, proposal));
    },
  );

  app.get(
    '/api/Proposal/GetProposalRequestDocuments',
    {
      schema: {
        tags: documentTags,
        summary: 'Documentos da proposta e os excluídos',
        querystring: proposalDocumentsQuery,
        response: { 200: envelopeOf(proposalRequestDocuments), ...errorResponses },
      },
    },
    async (request) => {
      const proposal = await findVisibleProposal(db, request.auth, request.query.ProposalUniqueId);
      return ok(await proposalDocumentsOf(db, proposal));
    },
  );

  app.post(
    '/api/Proposal/SaveProposalRequestDocument',
    {
      schema: {
        tags: documentTags,
        summary: 'Anexa arquivos a um documento da proposta (criando-o do exigido pela modalidade)',
        description:
          'Os arquivos são enviados antes por Archive/Upload (multipart, campo file) e ' +
          'referenciados pelo uniqueIdentifier. Informe RequestDocumentUniqueId, ou Name de um ' +
          'documento exigido pela modalidade: se a proposta ainda não o tem, ele é criado com o ' +
          `nome e a descrição da modalidade. O documento fica Pendente até a análise. ${WRITES}`,
        body: saveProposalDocumentBody,
        response: { 200: oneDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const proposal = await findVisibleProposal(db, request.auth, request.body.ProposalUniqueId);
      return ok(await saveProposalDocument(db, request.auth, proposal, request.body));
    },
  );

  documents.create({
    path: '/api/Proposal/CreateProposalRequestDocument',
    summary: 'Acrescenta um documento à proposta (nasce Pendente)',
    description: WRITES,
    body: createProposalDocumentBody,
    owner: (auth, body) => proposalOwner(db, auth, body.ProposalUniqueId),
  });

  documents.rename({
    path: '/api/Proposal/ProposalChangeRequestDocumentName',
    summary: 'Renomeia um documento da proposta',
    description: WRITES,
    kinds: KINDS,
  });

  documents.remove({
    path: '/api/Proposal/ProposalDeleteRequestDocument',
    summary: 'Exclui (logicamente) um documento da proposta; pode ser restaurado',
    description: `Os excluídos aparecem em DeletedRequestDocuments. ${WRITES}`,
    kinds: KINDS,
  });

  documents.restore({
    path: '/api/Proposal/ProposalRestoreRequestDocument',
    summary: 'Restaura um documento excluído da proposta',
    description: WRITES,
    kinds: KINDS,
  });
};
