import { z } from 'zod';
import { int32 } from './integers';
import {
  requestDocument,
  requestDocumentDescription,
  requestDocumentName,
  requestDocumentUniqueId,
} from './requestDocuments';

/**
 * The calls on a proposal's request documents (spec part 2 §7 "Proposals": the request-document
 * machinery with the proposal as owner), written once: the gateway's route schemas
 * (server/modules/documents/proposalRoutes.ts wraps the answers in the envelope) and the portal's
 * types come from here. Rename, delete and restore take the shared bodies of
 * domain/contracts/requestDocuments.ts (RequestDocumentUniqueId, Version).
 */

const proposalUniqueId = z.uuid().describe('UniqueId da proposta');

// ---- requests

/** GetPendingRequiredRequestDocuments' query (the spec spells it uniqueId). */
export const pendingRequiredDocumentsQuery = z.object({ uniqueId: proposalUniqueId });

/** GetProposalRequestDocuments' query. */
export const proposalDocumentsQuery = z.object({ ProposalUniqueId: proposalUniqueId });

/**
 * SaveProposalRequestDocument: files (already sent through Archive/Upload) to one of the
 * proposal's documents, named by RequestDocumentUniqueId, or by the Name of a document the
 * modality requires — created from that requirement when the proposal does not have it yet.
 */
export const saveProposalDocumentBody = z.object({
  ProposalUniqueId: proposalUniqueId,
  RequestDocumentUniqueId: requestDocumentUniqueId
    .nullish()
    .describe('O documento da proposta; sem ele, Name'),
  Name: requestDocumentName.describe(
    'Sem RequestDocumentUniqueId: o nome de um documento exigido pela modalidade ' +
      '(GetPendingRequiredRequestDocuments), sem diferenciar maiúsculas, acentos e espaços',
  ),
  ArchiveUniqueIds: z
    .array(z.string().max(64))
    .nullish()
    .describe('uniqueIdentifier dos arquivos já enviados por Archive/Upload (1 a 20)'),
});

/** CreateProposalRequestDocument: a document the proposal must carry besides the modality's. */
export const createProposalDocumentBody = z.object({
  ProposalUniqueId: proposalUniqueId,
  Name: requestDocumentName,
  Description: requestDocumentDescription,
});

// ---- answers

/** A document the modality requires that the proposal has not sent yet (or had refused). */
export const pendingRequiredDocument = z.object({
  UniqueId: z.string().describe('UniqueId do documento exigido pela modalidade'),
  Name: z.string(),
  Description: z.string().nullable(),
  IsRequired: z.boolean().describe('false: pedido, mas a proposta pode seguir sem ele'),
  PipeTypeId: int32().describe('Esteira que o analisa: 1 Cadastro, 2 Crédito, 3 Subscrição'),
  PipeTypeName: z.string(),
  RequestDocumentUniqueId: z
    .string()
    .nullable()
    .describe('O documento da proposta com esse nome, ainda sem arquivo ou reprovado'),
  RequestDocumentStatus: requestDocument.shape.Status.nullable(),
});

/** The proposal's documents, as the proposal detail answers them. */
export const proposalRequestDocuments = z.object({
  RequestDocuments: z.array(requestDocument).describe('Documentos não excluídos'),
  DeletedRequestDocuments: z.array(requestDocument).describe('Excluídos (restauráveis)'),
});

export type PendingRequiredDocument = z.infer<typeof pendingRequiredDocument>;
export type ProposalRequestDocuments = z.infer<typeof proposalRequestDocuments>;
export type SaveProposalDocumentInput = z.input<typeof saveProposalDocumentBody>;
export type CreateProposalDocumentInput = z.input<typeof createProposalDocumentBody>;
