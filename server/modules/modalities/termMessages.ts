import { contractualTermTypes, proposalDocumentPipeTypes } from '../../../domain/modalityTerms';

/** pt-BR messages of a modality's contractual terms, particular clauses and required documents. */
const list = (types: readonly { id: number; name: string }[]) =>
  types.map((type) => `${type.id} ${type.name}`).join(', ');

export const TERM_TYPE_INVALID = `Tipo de termo (termType): informe um dos tipos (${list(contractualTermTypes)}).`;
export const TERM_VALUE_REQUIRED = 'Texto do termo (Value): informe o texto.';
export const TERM_VALUE_TOO_LONG = 'Texto do termo (Value): use no máximo 100.000 caracteres.';
export const STALE_TERM =
  'Este termo contratual foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const unknownTagsMessage = (field: string, tags: readonly string[]) =>
  `${field}: tags desconhecidas ${tags.map((tag) => `[${tag}]`).join(', ')}. Use as tags do ` +
  'catálogo ou as tags de termo da seguradora.';

export const CLAUSE_NOT_FOUND = 'Cláusula particular não encontrada.';
export const CLAUSE_HAS_ID = 'Id: a cláusula já existe; para alterá-la use UpdateParticularClause.';
export const CLAUSE_TITLE_REQUIRED = 'Título da cláusula (Title): informe o título.';
export const CLAUSE_TITLE_TOO_LONG = 'Título da cláusula (Title): use no máximo 150 caracteres.';
export const CLAUSE_VALUE_REQUIRED = 'Texto da cláusula (Value): informe o texto.';
export const CLAUSE_VALUE_TOO_LONG = 'Texto da cláusula (Value): use no máximo 20.000 caracteres.';
export const CLAUSE_ORDER_INVALID = 'Ordem (Order): informe um número inteiro entre 1 e 9999.';
export const STALE_CLAUSE =
  'Esta cláusula foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';

export const DOCUMENT_NOT_FOUND = 'Documento obrigatório não encontrado.';
export const DOCUMENT_NAME_REQUIRED = 'Nome do documento (Name): informe o nome.';
export const DOCUMENT_NAME_TOO_LONG = 'Nome do documento (Name): use no máximo 150 caracteres.';
export const DOCUMENT_DESCRIPTION_TOO_LONG =
  'Descrição (Description): use no máximo 500 caracteres.';
export const PIPE_TYPE_INVALID = `Pipe de análise (PipeTypeId): informe um dos pipes (${list(proposalDocumentPipeTypes)}).`;
export const DOCUMENT_DUPLICATE =
  'Nome do documento (Name): esta modalidade já pede um documento com este nome.';
export const STALE_DOCUMENT =
  'Este documento foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const MODALITY_KEY_REQUIRED = 'O campo "ModalityUniqueId" é obrigatório.';
export const DOCUMENT_MODALITY_REQUIRED =
  'Modalidade: informe ModalityUniqueId ou ModalityId do documento.';
