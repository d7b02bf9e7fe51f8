/** pt-BR messages of the issuance settings (Parametros/*ParametrosEmissao, issue 15). */
export const STALE_SETTINGS =
  'Os parâmetros de emissão e cobrança foram alterados por outra pessoa. Recarregue a página e refaça a alteração.';
