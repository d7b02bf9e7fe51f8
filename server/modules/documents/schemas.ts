import { z } from 'zod';
import { int32, queryInt32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { requiredVersion } from '../../http/versionField';

const documentUniqueId = z
  .string()
  .max(64)
  .describe('UniqueId do documento (RequestDocument.UniqueId)');
const name = z.string().max(500).nullish().describe('Nome do documento (até 150 caracteres)');
const description = z.string().max(2000).nullish().describe('Descrição (até 500 caracteres)');
const version = requiredVersion('A Version lida do documento');

export const archiveAnswer = z.object({
  Id: int32(),
  UniqueId: z.string().describe('Use em Application/GetUrlFileDownload?ArchiveUniqueId'),
  Name: z.string(),
  Extension: z.string(),
  SizeBytes: int32(),
  CreatedAt: z.string(),
});

export const documentAnswerSchema = z.object({
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
  Archives: z.array(archiveAnswer),
});

export const documentsAnswer = envelopeOf(z.array(documentAnswerSchema));
export const oneDocumentAnswer = envelopeOf(documentAnswerSchema);
export const archivesAnswer = envelopeOf(z.array(archiveAnswer));
export const sentAnswer = envelopeOf(
  z.object({
    SentCount: int32().describe('Documentos que passaram a Aguardando_Analise'),
    SentToAnalysisAt: z.string().optional(),
  }),
);

export const holderQuery = z.object({
  policyHolderUniqueId: z.string().max(64).describe('UniqueId do tomador'),
});
export const insuredQuery = z.object({
  UniqueId: z.string().max(64).describe('UniqueId do segurado'),
});
export const brokerIdQuery = z.object({
  brokerId: queryInt32().positive().describe('Id da corretora'),
});
export const brokerArchivesQuery = z.object({
  RequestDocumentUniqueId: z.string().max(64).optional(),
  BrokerRequestDocumentId: queryInt32().positive().optional(),
});
export const documentArchivesQuery = z.object({ RequestDocumentUniqueId: documentUniqueId });

export const createHolderDocumentBody = z.object({
  PolicyHolderUniqueId: z.string().max(64).describe('UniqueId do tomador'),
  Name: name,
  Description: description,
  IsLimitDocument: z
    .boolean()
    .nullish()
    .describe('true: documento da solicitação de limite (GetRequestLimitDocuments)'),
});
export const createInsuredDocumentBody = z.object({
  InsuredUniqueId: z.string().max(64).describe('UniqueId do segurado'),
  Name: name,
  Description: description,
});
export const createBrokerDocumentBody = z.object({
  BrokerId: int32().positive().describe('Id da corretora'),
  Name: name,
  Description: description,
});
export const createInsurerDocumentBody = z.object({ Name: name, Description: description });

export const uploadBody = z.object({
  RequestDocumentUniqueId: documentUniqueId,
  ArchiveUniqueIds: z
    .array(z.string().max(64))
    .nullish()
    .describe('uniqueIdentifier dos arquivos já enviados por Archive/Upload (1 a 20)'),
});
export const renameBody = z.object({
  RequestDocumentUniqueId: documentUniqueId,
  Name: name,
  Version: version,
});
export const documentRefBody = z.object({
  RequestDocumentUniqueId: documentUniqueId,
  Version: version,
});
export const sendToAnalysisBody = z.object({
  PolicyHolderUniqueId: z.string().max(64).describe('UniqueId do tomador'),
});
export const submitToReviewBody = z
  .object({
    RequestDocumentUniqueIds: z
      .array(z.string().max(64))
      .nullish()
      .describe('Ausente: todos os documentos pendentes com arquivo'),
  })
  .nullish();
export const reviewBody = z.object({
  RequestDocumentUniqueId: documentUniqueId,
  Status: z.string().max(40).describe('Conforme ou Reprovado'),
  ReviewNote: z.string().max(1000).nullish().describe('Obrigatório quando Reprovado'),
  Version: version,
});
