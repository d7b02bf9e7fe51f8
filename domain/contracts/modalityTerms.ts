import { z } from 'zod';
import { contractualTermTypes, proposalDocumentPipeTypes } from '../modalityTerms';
import { int32, positiveBodyId, positiveQueryId } from './integers';
import { flagQuery } from './modalities';
import { requiredVersion, specOptionalVersionQuery } from './version';

/**
 * The calls behind a modality's texts (spec part 1 §7 "Modalities", /api/Core): contractual
 * terms, particular clauses and the documents a proposal of the modality must carry, written
 * once: the gateway's route schemas (server/modules/modalities/termSchemas.ts wraps the answers
 * in the envelope and sanitises the rich text) and the portal's types (domain/modalityTerms.ts)
 * both come from here. Rich-text fields are declared here as bounded strings: sanitising them
 * needs a DOM (jsdom), which only the gateway loads.
 */

const positiveId = positiveQueryId();
const bodyId = positiveBodyId();
const typesText = contractualTermTypes.map((type) => `${type.id} ${type.name}`).join(', ');
const pipesText = proposalDocumentPipeTypes.map((type) => `${type.id} ${type.name}`).join(', ');
const version = requiredVersion();
const ignoreCache = flagQuery
  .optional()
  .describe('Aceito e sem efeito: o gateway nunca guarda estas respostas em cache');
const tagsRule =
  'Cada [TAG] do texto deve ser uma tag do catálogo (domain/templates) ou uma tag de termo da ' +
  'seguradora (GetCompanyTermOfUseTags); senão 400 com as tags desconhecidas.';

// ---- requests

export const modalityObjectQuery = z.object({
  ModalityId: positiveId.describe('Id da modalidade'),
  termType: positiveId.describe(typesText),
});

export const contractualTermBody = z
  .object({
    ModalityId: bodyId,
    TermType: int32().nullish().describe(typesText),
    Value: z.string().max(200_000).nullish().describe('HTML do editor, com tags (sanitizado)'),
    JSONTag: z
      .string()
      .max(20_000)
      .nullish()
      .describe('Ignorado: o gateway calcula a partir do Value'),
    JSONTagValue: z.string().max(200_000).nullish().describe('Ignorado: calculado com a amostra'),
    Version: requiredVersion('A Version lida em GetModalityObject (0 se o termo ainda não existe)'),
  })
  .describe(`Cria ou substitui o texto do tipo de termo da modalidade. ${tagsRule}`);

export const clausesQuery = z.object({ modalityid: positiveId.describe('Id da modalidade') });

/** A particular clause's own fields, as an insert or an update carries them. */
const clauseFields = z.object({
  Title: z.string().max(400).nullish(),
  Value: z.string().max(50_000).nullish().describe(`HTML do editor (sanitizado). ${tagsRule}`),
  IsActive: z.boolean().nullish().describe('Padrão: true'),
  Order: int32().nullish().describe('Padrão: depois da última'),
});

export const insertClauseBody = z
  .object({
    Id: int32().nullish().describe('Deve faltar: com Id use UpdateParticularClause'),
    ModalityId: bodyId,
    ...clauseFields.shape,
  })
  .describe('A cláusula sem Id é criada (spec: criada quando não tem Id)');

export const updateClauseBody = z
  .object({ Id: bodyId, Version: version, ...clauseFields.shape })
  .describe('Campos ausentes mantêm o valor atual');

export const clauseStatusBody = z.object({
  Id: bodyId,
  IsActive: z.boolean(),
  Version: version,
});

const modalityKeys = {
  ModalityUniqueId: z.uuid().optional(),
  modalityUniqueId: z.uuid().optional().describe('A mesma chave, na grafia da parte 2 da spec'),
  ignoreCache,
};
export const documentsQuery = z.object(modalityKeys);
export const cardDocumentsQuery = z.object({
  ...modalityKeys,
  PipeTypeId: positiveId.optional().describe(`Ausente: todos os pipes. ${pipesText}`),
});

/** A required document's own fields, as an insert or an update carries them. */
const documentFields = z.object({
  Name: z.string().max(400).nullish(),
  Description: z.string().max(2000).nullish(),
  IsRequired: z.boolean().nullish().describe('Padrão: true'),
  PipeTypeId: int32().nullish().describe(pipesText),
});

export const insertDocumentBody = z.object({
  ModalityUniqueId: z.uuid().nullish(),
  ModalityId: bodyId.nullish().describe('Alternativa ao ModalityUniqueId'),
  ...documentFields.shape,
});

export const updateDocumentBody = z
  .object({ Id: bodyId, Version: version, ...documentFields.shape })
  .describe('Campos ausentes mantêm o valor atual');

export const documentStatusQuery = z.object({
  id: positiveId.describe('Id do documento'),
  IsDeleted: flagQuery.describe('true exclui (lógico); false restaura'),
  Version: specOptionalVersionQuery(),
});
export const documentIdQuery = z.object({
  id: positiveId.describe('Id do documento'),
  Version: specOptionalVersionQuery(),
});

// ---- answers

/** GetModalityObject / InsertContractualTerm. */
export const contractualTerm = z.object({
  ContractualTermId: int32().nullable().describe('null: a modalidade ainda não tem'),
  ModalityId: int32(),
  TermType: int32(),
  TermTypeName: z.string(),
  Value: z.string(),
  JSONTag: z.string().describe('Texto JSON: as tags que o texto usa'),
  JSONTagValue: z.string().describe('Texto JSON: o valor de cada tag na proposta de amostra'),
  RenderedValue: z.string().describe('Pré-visualização HTML com a proposta de amostra'),
  MissingTags: z.array(z.string()).describe('Tags que a amostra não preenche (destacadas)'),
  Version: int32().describe('0 enquanto o termo não existe'),
});

export const particularClause = z.object({
  Id: int32(),
  UniqueId: z.string(),
  ModalityId: int32(),
  Title: z.string(),
  Value: z.string(),
  IsActive: z.boolean(),
  Order: int32(),
  Version: int32(),
});

export const requiredDocument = z.object({
  Id: int32(),
  UniqueId: z.string(),
  ModalityId: int32(),
  ModalityUniqueId: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  IsRequired: z.boolean(),
  PipeTypeId: int32(),
  PipeTypeName: z.string(),
  IsDeleted: z.boolean(),
  Version: int32(),
});

/** GetPipeTypeForDocument: a pipe with the modality's live documents checked in it. */
export const pipeType = z.object({
  Id: int32(),
  Name: z.string(),
  DocumentCount: int32().describe('Documentos ativos da modalidade neste pipe'),
});

/** GetProposalParameterRequestDocumentsCard: a pipe with its documents. */
export const pipeDocuments = pipeType
  .omit({ DocumentCount: true })
  .extend({ Documents: z.array(requiredDocument) });

export type ContractualTermAnswer = z.infer<typeof contractualTerm>;
export type ParticularClauseAnswer = z.infer<typeof particularClause>;
export type RequiredDocumentAnswer = z.infer<typeof requiredDocument>;
export type PipeTypeAnswer = z.infer<typeof pipeType>;
export type PipeDocumentsAnswer = z.infer<typeof pipeDocuments>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type ContractualTermInput = z.input<typeof contractualTermBody>;
export type ParticularClauseInput = z.input<typeof clauseFields>;
export type InsertParticularClauseInput = z.input<typeof insertClauseBody>;
export type UpdateParticularClauseInput = z.input<typeof updateClauseBody>;
export type ParticularClauseStatusInput = z.input<typeof clauseStatusBody>;
export type RequiredDocumentInput = z.input<typeof documentFields>;
export type InsertRequiredDocumentInput = z.input<typeof insertDocumentBody>;
export type UpdateRequiredDocumentInput = z.input<typeof updateDocumentBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type ModalityObjectQuery = z.infer<typeof modalityObjectQuery>;
export type ClausesQuery = z.infer<typeof clausesQuery>;
export type DocumentsQuery = z.infer<typeof documentsQuery>;
export type DocumentStatusQuery = z.infer<typeof documentStatusQuery>;
export type DocumentIdQuery = z.infer<typeof documentIdQuery>;
