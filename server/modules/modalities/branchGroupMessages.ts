/** pt-BR messages of the branch, group and premium-limit writes. */
export const DUPLICATE_BRANCH = 'Código SUSEP (Code): a seguradora já tem um ramo com este código.';
export const DUPLICATE_GROUP = 'Nome (Name): este ramo já tem um grupo com este nome.';
export const STALE_BRANCH =
  'Este ramo foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const STALE_GROUP =
  'Este grupo foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const STALE_PREMIUM_LIMIT =
  'O prêmio máximo foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const NOTHING_TO_CHANGE = 'Informe o novo nome (Name) ou a situação (IsActive) do ramo.';
export const BRANCH_INACTIVE =
  'Ramo (BranchId): o ramo está inativo; ative-o antes de criar grupos.';
