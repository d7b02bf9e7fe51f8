import { documentType, isValidCnpj, isValidCpf, stripDocument } from '../../../domain/cpfCnpj';
import {
  BLOCK_JUSTIFY_MAX_LENGTH,
  BLOCK_JUSTIFY_MIN_LENGTH,
  INSURED_NAME_MAX_LENGTH,
} from '../../../domain/insureds';
import {
  CNPJ_INVALID,
  CPF_INVALID,
  DOCUMENT_REQUIRED,
  DOCUMENT_SHAPE,
  JUSTIFY_REQUIRED,
  JUSTIFY_TOO_LONG,
  JUSTIFY_TOO_SHORT,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  NOME_SOCIAL_TOO_LONG,
} from './messages';

/** Each check answers the problems it finds (pt-BR, naming the field) and the clean value. */
type Checked<T> = { value: T; problems: string[] };

const collapse = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

export const checkName = (value: string | null | undefined): Checked<string> => {
  const name = collapse(value);
  if (!name) return { value: name, problems: [NAME_REQUIRED] };
  if (name.length > INSURED_NAME_MAX_LENGTH) return { value: name, problems: [NAME_TOO_LONG] };
  return { value: name, problems: [] };
};

export const checkNomeSocial = (value: string | null | undefined): Checked<string | null> => {
  const name = collapse(value);
  if (name.length > INSURED_NAME_MAX_LENGTH)
    return { value: name, problems: [NOME_SOCIAL_TOO_LONG] };
  return { value: name || null, problems: [] };
};

/** The document without its mask, checked as CPF (11 digits) or CNPJ (numeric or alphanumeric). */
export const checkDocument = (value: string | null | undefined): Checked<string> => {
  const document = stripDocument(value);
  if (!document) return { value: document, problems: [DOCUMENT_REQUIRED] };
  const type = documentType(document);
  if (type === 'cpf')
    return { value: document, problems: isValidCpf(document) ? [] : [CPF_INVALID] };
  if (type === 'cnpj') {
    return { value: document, problems: isValidCnpj(document) ? [] : [CNPJ_INVALID] };
  }
  return { value: document, problems: [DOCUMENT_SHAPE] };
};

export const checkJustify = (value: string | null | undefined): Checked<string> => {
  const justify = collapse(value);
  if (!justify) return { value: justify, problems: [JUSTIFY_REQUIRED] };
  if (justify.length < BLOCK_JUSTIFY_MIN_LENGTH)
    return { value: justify, problems: [JUSTIFY_TOO_SHORT] };
  if (justify.length > BLOCK_JUSTIFY_MAX_LENGTH)
    return { value: justify, problems: [JUSTIFY_TOO_LONG] };
  return { value: justify, problems: [] };
};
