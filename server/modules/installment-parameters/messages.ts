/** pt-BR messages of the payment instalment parameters. */
export const PARAMETER_NOT_FOUND = 'Parâmetro de parcelamento não encontrado.';
export const OVERRIDE_NOT_FOUND = 'Parâmetro de parcelamento da modalidade não encontrado.';
export const MODALITY_NOT_FOUND = 'Modalidade não encontrada.';
export const DUPLICATE_CODE =
  'Código (Code): já existe um parâmetro de parcelamento com este código.';
export const DUPLICATE_OVERRIDE =
  'Parâmetro da modalidade: esta modalidade já tem um parâmetro para esta forma de pagamento.';
export const STALE_PARAMETER =
  'Este parâmetro de parcelamento foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const STALE_OVERRIDE =
  'O parâmetro desta modalidade foi alterado por outra pessoa. Recarregue a página e refaça a alteração.';
export const CODE_IMMUTABLE =
  'Código (Code): o código de uma forma de pagamento não muda; crie um novo parâmetro.';
