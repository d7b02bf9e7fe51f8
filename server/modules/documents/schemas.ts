import { z } from 'zod';
import {
  requestDocument,
  requestDocumentArchive,
  requestDocumentDescription as description,
  requestDocumentName as name,
  requestDocumentUniqueId as documentUniqueId,
} from '../../../domain/contracts/requestDocuments';
import { int32, queryInt32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { requiredVersion } from '../../http/versionField';

// The shapes every owner shares (the document, its archives, the calls on one document) are the
// contract in domain/contracts/requestDocuments.ts; the answers in the envelope and each owner's
// own requests are here.
const version = requiredVersion('A Version lida do documento');

export const documentsAnswer = envelopeOf(z.array(requestDocument));
export const oneDocumentAnswer = envelopeOf(requestDocument);
export const archivesAnswer = envelopeOf(z.array(requestDocumentArchive));
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
