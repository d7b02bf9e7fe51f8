import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { contractualTermTypes, proposalDocumentPipeTypes } from '../../../domain/modalityTerms';
import { envelopeOf } from '../../http/envelope';
import { richText } from '../../http/richText';
import { bodyId, flagQuery, positiveId } from './schemas';
import { requiredVersion, specOptionalVersionQuery } from '../../http/versionField';

const typesText = contractualTermTypes.map((type) => `${type.id} ${type.name}`).join(', ');
const pipesText = proposalDocumentPipeTypes.map((type) => `${type.id} ${type.name}`).join(', ');
const version = requiredVersion();
const ignoreCache = flagQuery
  .optional()
  .describe('Aceito e sem efeito: o gateway nunca guarda estas respostas em cache');
const tagsRule =
  'Cada [TAG] do texto deve ser uma tag do catálogo (domain/templates) ou uma tag de termo da ' +
  'seguradora (GetCompanyTermOfUseTags); senão 400 com as tags desconhecidas.';

export const modalityObjectQuery = z.object({
  ModalityId: positiveId.describe('Id da modalidade'),
  termType: positiveId.describe(typesText),
});

export const contractualTermBody = z
  .object({
    ModalityId: bodyId,
    TermType: int32().nullish().describe(typesText),
    Value: richText(200_000).nullish().describe('HTML do editor, com tags (sanitizado)'),
    JSONTag: z
      .string()
      .max(20_000)
      .nullish()
      .describe('Ignorado: o gateway calcula a partir do Value'),
    JSONTagValue: z.string().max(200_000).nullish().describe('Ignorado: calculado com a amostra'),
    Version: requiredVersion('A Version lida em GetModalityObject (0 se o termo ainda não existe)'),
  })
  .describe(`Cria ou substitui o texto do tipo de termo da modalidade. ${tagsRule}`);
export type ContractualTermBody = z.infer<typeof contractualTermBody>;

export const clausesQuery = z.object({ modalityid: positiveId.describe('Id da modalidade') });

const clauseShape = {
  Title: z.string().max(400).nullish(),
  Value: richText(50_000).nullish().describe(`HTML do editor (sanitizado). ${tagsRule}`),
  IsActive: z.boolean().nullish().describe('Padrão: true'),
  Order: int32().nullish().describe('Padrão: depois da última'),
};
export const insertClauseBody = z
  .object({
    Id: int32().nullish().describe('Deve faltar: com Id use UpdateParticularClause'),
    ModalityId: bodyId,
    ...clauseShape,
  })
  .describe('A cláusula sem Id é criada (spec: criada quando não tem Id)');
export type InsertClauseBody = z.infer<typeof insertClauseBody>;

export const updateClauseBody = z
  .object({ Id: bodyId, Version: version, ...clauseShape })
  .describe('Campos ausentes mantêm o valor atual');
export type UpdateClauseBody = z.infer<typeof updateClauseBody>;

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

const documentShape = {
  Name: z.string().max(400).nullish(),
  Description: z.string().max(2000).nullish(),
  IsRequired: z.boolean().nullish().describe('Padrão: true'),
  PipeTypeId: int32().nullish().describe(pipesText),
};
export const insertDocumentBody = z.object({
  ModalityUniqueId: z.uuid().nullish(),
  ModalityId: bodyId.nullish().describe('Alternativa ao ModalityUniqueId'),
  ...documentShape,
});
export type InsertDocumentBody = z.infer<typeof insertDocumentBody>;

export const updateDocumentBody = z
  .object({ Id: bodyId, Version: version, ...documentShape })
  .describe('Campos ausentes mantêm o valor atual');
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;

export const documentStatusQuery = z.object({
  id: positiveId.describe('Id do documento'),
  IsDeleted: flagQuery.describe('true exclui (lógico); false restaura'),
  Version: specOptionalVersionQuery(),
});
export const documentIdQuery = z.object({
  id: positiveId.describe('Id do documento'),
  Version: specOptionalVersionQuery(),
});

const term = z.object({
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
const clause = z.object({
  Id: int32(),
  UniqueId: z.string(),
  ModalityId: int32(),
  Title: z.string(),
  Value: z.string(),
  IsActive: z.boolean(),
  Order: int32(),
  Version: int32(),
});
const document = z.object({
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
const pipeType = z.object({
  Id: int32(),
  Name: z.string(),
  DocumentCount: int32().describe('Documentos ativos da modalidade neste pipe'),
});

export const termAnswer = envelopeOf(term);
export const clauseAnswer = envelopeOf(clause);
export const clausesAnswer = envelopeOf(z.array(clause));
export const documentAnswer = envelopeOf(document);
export const documentsAnswer = envelopeOf(z.array(document));
export const cardDocumentsAnswer = envelopeOf(
  z.array(pipeType.omit({ DocumentCount: true }).extend({ Documents: z.array(document) })),
);
export const pipeTypesAnswer = envelopeOf(z.array(pipeType));
