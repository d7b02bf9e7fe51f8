/**
 * CPF and CNPJ: check digits, masks and type detection.
 *
 * The CNPJ may be numeric or, from July 2026, alphanumeric (Receita Federal, IN RFB 2.229/2024):
 * 12 characters [0-9A-Z] followed by 2 numeric check digits. Each character is worth its ASCII
 * code minus 48, so digits keep their value and the numeric CNPJ is the special case of the
 * alphanumeric one; the weights and the modulo-11 rule are unchanged.
 */

export type DocumentType = 'cpf' | 'cnpj';

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;
const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Removes the mask (dots, slash, dash, spaces and any other punctuation) and upper-cases the
 * letters, because the alphanumeric CNPJ's check digits are defined over upper-case letters.
 */
export const stripDocument = (value: string | null | undefined): string =>
  (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

const charValue = (char: string) => char.charCodeAt(0) - 48;

/** Modulo-11 check digit shared by CPF and CNPJ: a remainder below 2 gives 0. */
const checkDigit = (chars: string, weights: readonly number[]): number => {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += charValue(chars[i]) * weights[i];
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

const isRepeated = (value: string) => /^(.)\1*$/.test(value);

export const isValidCpf = (value: string | null | undefined): boolean => {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf) || isRepeated(cpf)) return false;
  const first = checkDigit(cpf, CPF_WEIGHTS);
  const second = checkDigit(cpf, [11, ...CPF_WEIGHTS]);
  return cpf.endsWith(`${first}${second}`);
};

/** Numeric or alphanumeric CNPJ, masked or not. */
export const isValidCnpj = (value: string | null | undefined): boolean => {
  const cnpj = stripDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || isRepeated(cnpj)) return false;
  const first = checkDigit(cnpj, CNPJ_WEIGHTS);
  const second = checkDigit(cnpj, [6, ...CNPJ_WEIGHTS]);
  return cnpj.endsWith(`${first}${second}`);
};

/** The masked CPF shape ddd.ddd.ddd-dd (check digits are not verified here). */
export const isValidCpfFormat = (value: string | null | undefined): boolean =>
  /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(value ?? '');

/**
 * 11 digits is a CPF, 14 characters a CNPJ (numeric or alphanumeric), anything else neither.
 * A CPF has no alphanumeric form, so 11 characters with a letter are not a CPF.
 */
export const documentType = (value: string | null | undefined): DocumentType | null => {
  const document = stripDocument(value);
  if (/^\d{11}$/.test(document)) return 'cpf';
  if (/^[0-9A-Z]{14}$/.test(document)) return 'cnpj';
  return null;
};

/** Applies a `0` pattern to as many characters as there are, so a partial entry masks as typed. */
const applyPattern = (chars: string, pattern: string): string => {
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= chars.length) break;
    if (slot === '0') out += chars[index++];
    else out += slot;
  }
  return out;
};

/**
 * CPF mask 000.000.000-00 while the value is at most 11 digits, otherwise the CNPJ mask
 * 00.000.000/0000-00 (letters included, for the alphanumeric CNPJ). Extra characters are cut.
 */
export const maskDocument = (value: string | null | undefined): string => {
  const document = stripDocument(value);
  if (/^\d{0,11}$/.test(document)) return applyPattern(document, '000.000.000-00');
  return applyPattern(document.slice(0, CNPJ_LENGTH), '00.000.000/0000-00');
};

/** CPF mask 000.000.000-00 as typed (digits only, extra cut). */
export const maskCpf = (value: string | null | undefined): string =>
  applyPattern(stripDocument(value).replace(/\D/g, '').slice(0, CPF_LENGTH), '000.000.000-00');

/** CNPJ mask 00.000.000/0000-00 as typed, letters kept for the alphanumeric CNPJ. */
export const maskCnpj = (value: string | null | undefined): string =>
  applyPattern(stripDocument(value).slice(0, CNPJ_LENGTH), '00.000.000/0000-00');

/**
 * The branch (filial) number of a CNPJ: the four characters after the slash of the mask,
 * `0001` for the head office. Null when the value is not a 14-character CNPJ.
 */
export const cnpjBranch = (value: string | null | undefined): string | null => {
  const cnpj = stripDocument(value);
  return cnpj.length === CNPJ_LENGTH ? cnpj.slice(8, 12) : null;
};

/** A CNPJ whose branch number is 0001 belongs to the head office (matriz). */
export const isHeadOfficeCnpj = (value: string | null | undefined) => cnpjBranch(value) === '0001';

export { CNPJ_LENGTH, CPF_LENGTH };
