import { z } from 'zod';
import { int32 } from './integers';
import { requiredVersion } from './version';

/**
 * The request-document shapes every owner's calls share (holder, insured, broker, the insurer's
 * catalogue, proposals), written once: the gateway's route schemas
 * (server/modules/documents/schemas.ts wraps the answers in the envelope), the proposal detail
 * (domain/contracts/proposals.ts) and the portal's types come from here.
 */

export const requestDocumentUniqueId = z
  .string()
  .max(64)
  .describe('UniqueId do documento (RequestDocument.UniqueId)');
export const requestDocumentName = z
  .string()
  .max(500)
  .nullish()
  .describe('Nome do documento (até 150 caracteres)');
export const requestDocumentDescription = z
  .string()
  .max(2000)
  .nullish()
  .describe('Descrição (até 500 caracteres)');
const version = requiredVersion('A Version lida do documento');

// ---- answers

export const requestDocumentArchive = z.object({
  Id: int32(),
  UniqueId: z.string().describe('Use em Application/GetUrlFileDownload?ArchiveUniqueId'),
  Name: z.string(),
  Extension: z.string(),
  SizeBytes: int32(),
  CreatedAt: z.string(),
});

export const requestDocument = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  Status: z
    .enum(['Conforme', 'Pendente', 'Aguardando_Analise', 'Reprovado'])
    .describe('Situação do documento'),
  ReviewNote: z.string().nullable().describe('Motivo da reprovação (Reprovado)'),
  IsDeleted: z.boolean().describe('Excluído (restaurável)'),
  DeletedAt: z.string().nullable(),
  CreatedAt: z.string(),
  RequestedByName: z.string().nullable().describe('Quem solicitou o documento'),
  Version: int32(),
  Archives: z.array(requestDocumentArchive),
});

// ---- requests on one document

/** Attaches files already sent through Archive/Upload. */
export const uploadRequestDocumentBody = z.object({
  RequestDocumentUniqueId: requestDocumentUniqueId,
  ArchiveUniqueIds: z
    .array(z.string().max(64))
    .nullish()
    .describe('uniqueIdentifier dos arquivos já enviados por Archive/Upload (1 a 20)'),
});
export const renameRequestDocumentBody = z.object({
  RequestDocumentUniqueId: requestDocumentUniqueId,
  Name: requestDocumentName,
  Version: version,
});
/** Delete and restore: the document and the Version read. */
export const requestDocumentRefBody = z.object({
  RequestDocumentUniqueId: requestDocumentUniqueId,
  Version: version,
});
