import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from './decimalValue';
import { formatBRL } from './format';

export {
  CNPJ_LENGTH,
  CPF_LENGTH,
  cnpjBranch,
  type DocumentType,
  documentType,
  isHeadOfficeCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfFormat,
  maskDocument,
  stripDocument,
} from './cpfCnpj';

/** Text, number and money inputs accept at most this many characters (spec part 2 §9). */
export const INPUT_MAX_LENGTH = 50;

// The validator messages of spec part 2 §5, word for word (the doubled "inválido" included).
export const CPF_INVALID_MESSAGE = 'CPF inválido';
export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido';
export const PHONE_INVALID_MESSAGE = 'Telefone inválido';
export const NUMERIC_INVALID_MESSAGE = 'Valor inválido inválido, campo numérico';
export const NAME_INVALID_MESSAGE =
  'Números e caracteres especiais não são permitidos! Por favor, verifique.';
export const EMAIL_INVALID_MESSAGE = 'E-mail inválido';

/** local@domain.suffix, the final suffix being 2 to 16 letters. */
export const isValidEmail = (value: string | null | undefined): boolean =>
  /^[A-Za-z0-9_%+'-]+(\.[A-Za-z0-9_%+'-]+)*@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,16}$/.test(
    (value ?? '').trim(),
  );

/**
 * (DD) 9xxxx-xxxx for a mobile or (DD) xxxx-xxxx for a landline, with or without the mask.
 * Area codes use digits 1 to 9 only; a landline starts with 2 to 8 (9 is for mobiles, 0 and 1
 * are not subscriber numbers in Brazil).
 */
export const isValidPhone = (value: string | null | undefined): boolean =>
  /^\(?[1-9]{2}\)?\s?(9\d{4}|[2-8]\d{3})-?\d{4}$/.test((value ?? '').trim());

// Latin-1 letters hold every Portuguese accented letter (á â ã à é ê í ó ô õ ú ü ç).
const NAME_CHARS = /^[A-Za-zÀ-ÖØ-öø-ÿ'’ ]+$/;
const NAME_LETTER = /[A-Za-zÀ-ÖØ-öø-ÿ]/;

/** Letters, apostrophes and spaces only, with at least one letter. */
export const isValidName = (value: string | null | undefined): boolean =>
  NAME_CHARS.test(value ?? '') && NAME_LETTER.test(value ?? '');

/** Digits only (the numeric-field rule). */
export const isNumeric = (value: string | number | null | undefined): boolean =>
  /^\d+$/.test(String(value ?? '').trim());

/** The minimum insured amount of a modality: base × percent ÷ 100, in decimal arithmetic. */
export const minimumInsuredAmount = (base: DecimalInput, percent: DecimalInput): Decimal =>
  (toDecimal(base) ?? new Decimal(0)).times(toDecimal(percent) ?? 0).dividedBy(100);

// Bound messages of spec part 2 §5.
export const minInsuredAmountMessage = (modality: string, amount: DecimalInput) =>
  `O valor de importância segurada mínimo para a modalidade "${modality}" é de ${formatBRL(amount)}.`;

export const maxInsuredAmountMessage = (modality: string, amount: DecimalInput) =>
  `O valor de importância segurada máximo para a modalidade "${modality}" é de ${formatBRL(amount)}.`;

export const minDaysMessage = (days: number) =>
  `Prazo de dias para essa modalidade não pode ser menor que ${days}`;

export const maxDaysMessage = (days: number) =>
  `Prazo de dias para essa modalidade não pode ser maior que ${days}`;

export const minValueMessage = (min: number | string) => `O valor não pode ser menor que ${min}`;

export const maxValueMessage = (max: number | string) => `O valor não pode ser maior que ${max}`;
