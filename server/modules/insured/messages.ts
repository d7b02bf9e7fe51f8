import {
  BLOCK_JUSTIFY_MAX_LENGTH,
  BLOCK_JUSTIFY_MIN_LENGTH,
  INSURED_NAME_MAX_LENGTH,
} from '../../../domain/insureds';

/** pt-BR messages of the insured area (the portal shows them as they come). */
export const DUPLICATE_INSURED = 'Já existe um segurado com este CPF/CNPJ.';
export const STALE_INSURED = 'Este segurado foi alterado por outra pessoa. Recarregue a página.';
export const ALREADY_BLOCKED = 'O segurado já está bloqueado.';
export const ALREADY_UNBLOCKED = 'O segurado já está desbloqueado.';

export const NAME_REQUIRED = 'Nome: informe o nome do segurado.';
export const NAME_TOO_LONG = `Nome: use no máximo ${INSURED_NAME_MAX_LENGTH} caracteres.`;
export const NOME_SOCIAL_TOO_LONG = `Nome social: use no máximo ${INSURED_NAME_MAX_LENGTH} caracteres.`;
export const DOCUMENT_REQUIRED = 'CPF/CNPJ: informe o CPF ou o CNPJ.';
export const DOCUMENT_SHAPE = 'CPF/CNPJ: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ).';
export const CPF_INVALID = 'CPF/CNPJ: CPF inválido.';
export const CNPJ_INVALID = 'CPF/CNPJ: CNPJ inválido.';
export const JUSTIFY_REQUIRED =
  'Justificativa: informe o motivo do bloqueio ou do desbloqueio do segurado.';
export const JUSTIFY_TOO_SHORT = `Justificativa: escreva ao menos ${BLOCK_JUSTIFY_MIN_LENGTH} caracteres.`;
export const JUSTIFY_TOO_LONG = `Justificativa: use no máximo ${BLOCK_JUSTIFY_MAX_LENGTH} caracteres.`;

export const blockedReason = (justify: string | null) =>
  justify ? `O segurado está bloqueado. Justificativa: ${justify}` : 'O segurado está bloqueado.';
