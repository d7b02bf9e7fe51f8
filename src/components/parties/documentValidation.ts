import { documentType, isValidCnpj, isValidCpf, stripDocument } from '../../../domain/cpfCnpj';

export type DocumentKind = 'cpf' | 'cnpj' | 'both';

/**
 * The i18n key of what is wrong with a CPF/CNPJ, or undefined when it is valid (or empty: being
 * required is the form's concern). Eleven digits are read as a CPF, fourteen characters as a CNPJ.
 */
export const documentProblem = (
  value: string | null | undefined,
  accept: DocumentKind = 'both',
): string | undefined => {
  const document = stripDocument(value);
  if (!document) return undefined;
  const type = documentType(document);
  if (accept === 'cpf')
    return type === 'cpf' && isValidCpf(document) ? undefined : 'aval.parties.document.cpfInvalid';
  if (accept === 'cnpj')
    return type === 'cnpj' && isValidCnpj(document)
      ? undefined
      : 'aval.parties.document.cnpjInvalid';
  if (type === 'cpf') return isValidCpf(document) ? undefined : 'aval.parties.document.cpfInvalid';
  if (type === 'cnpj')
    return isValidCnpj(document) ? undefined : 'aval.parties.document.cnpjInvalid';
  return 'aval.parties.document.incomplete';
};
