/** pt-BR messages of the general conditions. */
export const VERSION_NOT_FOUND = 'Versão das condições gerais não encontrada.';
export const STALE_SECTOR =
  'Outra pessoa publicou uma versão destas condições gerais. Recarregue a página e confira antes de publicar.';
export const SECTOR_INVALID =
  'Setor (sector): informe PUBLIC (setor público) ou PRIVATE (setor privado).';
