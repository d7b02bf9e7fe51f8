/** pt-BR messages of the renewal and anniversary-endorsement configuration. */
export const MODALITY_NOT_FOUND = 'Modalidade não encontrada.';
export const RENEWAL_RULE_NOT_FOUND = 'Regra de renovação da modalidade não encontrada.';
export const ANNIVERSARY_RULE_NOT_FOUND =
  'Regra de endosso de aniversário da modalidade não encontrada.';
export const DUPLICATE_RENEWAL_RULE =
  'Modalidade (ModalityUniqueId): esta modalidade já tem uma regra de renovação; edite a existente.';
export const DUPLICATE_ANNIVERSARY_RULE =
  'Modalidade (ModalityUniqueId): esta modalidade já tem uma regra de endosso de aniversário; edite a existente.';
export const STALE_RENEWAL_SETTINGS =
  'A configuração de renovação foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';
export const STALE_ANNIVERSARY_SETTINGS =
  'A configuração do endosso de aniversário foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';
export const STALE_RULE =
  'Esta regra da modalidade foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';
export const RENEWALS_DONE_INVALID =
  'Renovações já feitas (renewalsDone): informe um número inteiro de 0 a 99.';
