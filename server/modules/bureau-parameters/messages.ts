/** pt-BR messages of the bureau query parameters and the PJ query settings. */
export const QUERY_TYPE_NOT_FOUND = 'Tipo de consulta não encontrado.';
export const PARAMETER_NOT_FOUND = 'Parâmetro de bureau não encontrado.';
export const STALE_PARAMETER =
  'Este bureau foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const DUPLICATE_BUREAU =
  'Bureau (BureauId): este bureau já está parametrizado nesta consulta.';
export const STALE_QUERY_TYPE =
  'Os bureaus desta consulta foram alterados por outra pessoa. Recarregue a página e refaça a alteração.';
export const STALE_PJ_SETTINGS =
  'A configuração de consulta PJ foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';
