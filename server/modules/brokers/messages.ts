/** pt-BR messages of the brokers area. */
export const STALE_BROKER =
  'Os dados da corretora foram alterados por outra pessoa. Recarregue a página e refaça a alteração.';
export const SUSEP_NOT_EDITABLE = 'Código SUSEP: não pode ser alterado pela corretora.';
export const JUSTIFICATION_REQUIRED = 'Justificativa: Campo obrigatório.';
export const JUSTIFICATION_TOO_LONG = 'Justificativa: use no máximo 1000 caracteres.';
export const NOT_PENDING =
  'Esta corretora não está aguardando validação do cadastro; nada foi alterado.';
export const MANAGE_REFUSED = 'Você não tem permissão para alterar os dados de outra corretora.';
