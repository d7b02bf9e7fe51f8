// The policy calls' pt-BR messages; each names the field or the rule it refers to.

export const POLICY_NOT_FOUND = 'Apólice não encontrada.';
export const POLICY_SCOPE_REFUSED =
  'Somente a seguradora, as corretoras e os tomadores consultam apólices.';
export const STALE_POLICY =
  'A apólice foi alterada por outra pessoa depois que você a abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.';
export const NO_ENDORSEMENT = 'Esta apólice ainda não tem endosso.';
export const INVALID_FILTER_DATE = (label: string, field: string) =>
  `${label} (${field}): informe uma data válida (AAAA-MM-DD ou DD/MM/AAAA).`;
