import { BENEFICIARY_NAME_MAX_LENGTH } from '../../../domain/beneficiaries';

/** pt-BR messages of the beneficiaries area (the portal shows them as they come). */
export const BENEFICIARY_NOT_FOUND = 'Beneficiário não encontrado.';
export const BENEFICIARY_SCOPE_REFUSED =
  'Somente a seguradora e as corretoras consultam beneficiários.';
export const REGISTER_REFUSED = 'Você não tem permissão para cadastrar beneficiários.';

export const DOCUMENT_REQUIRED = 'Document: informe o CPF ou o CNPJ do beneficiário.';
export const DOCUMENT_SHAPE = 'Document: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ).';
export const CPF_INVALID = 'Document: CPF inválido.';
export const CNPJ_INVALID = 'Document: CNPJ inválido.';
export const NAME_REQUIRED = 'Name: informe o nome do beneficiário.';
export const NAME_TOO_LONG = `Name: use no máximo ${BENEFICIARY_NAME_MAX_LENGTH} caracteres.`;

export const PF_NOT_ALLOWED =
  'Esta modalidade não aceita beneficiário pessoa física (CPF). Informe o CNPJ de uma pessoa jurídica.';
