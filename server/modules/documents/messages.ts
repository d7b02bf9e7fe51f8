/** pt-BR messages of the request documents area (the domain rules carry the lifecycle ones). */
export const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';
export const STALE_DOCUMENT = 'Este documento foi alterado por outra pessoa. Recarregue a página.';
export const ARCHIVES_REQUIRED = 'Arquivos: envie ao menos um arquivo.';
export const ARCHIVES_TOO_MANY = 'Arquivos: envie no máximo 20 arquivos por vez.';
export const NOTHING_TO_SEND =
  'Nenhum documento pendente com arquivo para enviar. Envie os arquivos antes de enviar para análise.';
export const DOCUMENT_MANAGE_REFUSED = 'Você não tem permissão para gerenciar este documento.';
export const DOCUMENT_REFERENCE_REQUIRED =
  'Informe RequestDocumentUniqueId ou BrokerRequestDocumentId.';

/** pt-BR labels of the history fields the documents record (for listPartyHistory). */
export const requestDocumentHistoryLabels: Record<string, string> = {
  Documento: 'Documento',
  NomeDocumento: 'Nome do documento',
  StatusDocumento: 'Situação do documento',
  ArquivosDocumento: 'Arquivos do documento',
  DocumentoExcluido: 'Documento excluído',
  DocumentoRestaurado: 'Documento restaurado',
  EnviadoParaAnalise: 'Enviado para análise',
  HasPendingComplianceValidation: 'Validação de conformidade pendente',
};

/** A proposal's documents (SaveProposalRequestDocument). */
export const PROPOSAL_DOCUMENT_REFERENCE_REQUIRED =
  'Documento: informe o documento da proposta (RequestDocumentUniqueId) ou o nome de um documento exigido pela modalidade (Name).';
export const notARequiredDocument = (name: string) =>
  `Nome do documento: "${name}" não está entre os documentos exigidos pela modalidade da proposta.`;
