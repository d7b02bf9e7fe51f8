/** pt-BR messages of the modalities area. */
export const BRANCH_NOT_FOUND = 'Ramo não encontrado.';
export const GROUP_NOT_FOUND = 'Grupo de modalidades não encontrado.';
export const GROUP_REQUIRED = 'Grupo: informe o grupo da modalidade (ModalityGroupUniqueId).';
export const MODALITY_NOT_FOUND = 'Modalidade não encontrada.';
export const COVERAGE_NOT_FOUND = 'Cobertura não encontrada.';
export const LINK_NOT_FOUND = 'Vínculo de modalidade complementar não encontrado.';
export const STALE_MODALITY =
  'Esta modalidade foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';
export const STALE_COVERAGE =
  'Esta cobertura foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';
export const DUPLICATE_NAME = 'Nome: já existe uma modalidade com este nome neste grupo.';
export const COVERAGE_NAME_REQUIRED = 'Nome da cobertura: informe o nome.';
export const COVERAGE_NAME_TOO_LONG = 'Nome da cobertura: use no máximo 150 caracteres.';
export const COMPLEMENTARY_SELF =
  'Modalidade complementar: a modalidade não pode ser complementar de si mesma.';
export const COMPLEMENTARY_OF_COMPLEMENTARY =
  'Modalidade complementar: uma modalidade complementar não pode ter modalidade complementar.';
export const COMPLEMENTARY_DELETED =
  'Modalidade complementar: a modalidade escolhida está excluída.';
export const COMPLEMENTARY_ALREADY_LINKED =
  'Modalidade complementar: esta modalidade já está vinculada e ativa.';
export const INSURED_AMOUNT_INVALID =
  'Importância segurada (InsuredAmountValue): informe um valor em reais maior ou igual a zero.';
export const BASE_PREMIUM_INVALID =
  'Prêmio base (BasePremium): informe um valor em reais maior ou igual a zero.';
