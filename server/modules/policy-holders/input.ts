import { format, isValid, parse } from 'date-fns';
import { documentType, isValidCnpj, isValidCpf, stripDocument } from '../../../domain/cpfCnpj';
import { toDecimal } from '../../../domain/decimalValue';
import { isValidEmail, isValidPhone } from '../../../domain/validators';
import * as M from './messages';
import type { ComplementaryDataBody } from './schemas';

const MAX_NAME = 200;
const MAX_ACTIVITY = 200;
const MAX_JUSTIFICATION = 500;

const optionalText = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** A holder's name: required, at most 200 characters (company names carry digits and dots). */
export const checkName = (value: string | null | undefined, problems: string[]) => {
  const name = optionalText(value)?.replace(/\s+/g, ' ') ?? null;
  if (!name) problems.push(M.NAME_REQUIRED);
  else if (name.length > MAX_NAME) problems.push(M.NAME_TOO_LONG);
  return name ?? '';
};

/** CPF or CNPJ (numeric or alphanumeric), mask stripped. */
export const checkDocument = (value: string | null | undefined, problems: string[]) => {
  const document = stripDocument(value);
  if (!document) problems.push(M.DOCUMENT_REQUIRED);
  else {
    const type = documentType(document);
    const valid = type === 'cpf' ? isValidCpf(document) : type === 'cnpj' && isValidCnpj(document);
    if (!valid) problems.push(M.DOCUMENT_INVALID);
  }
  return document;
};

/** YYYY-MM-DD or DD/MM/YYYY → YYYY-MM-DD. */
const readDate = (value: string) => {
  const date = /^\d{2}\/\d{2}\/\d{4}$/.test(value)
    ? parse(value, 'dd/MM/yyyy', new Date())
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? parse(value, 'yyyy-MM-dd', new Date())
      : null;
  return date && isValid(date) ? date : null;
};

const readMoney = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return { value: null, ok: true };
  const amount = toDecimal(value);
  return amount ? { value: amount.toFixed(2), ok: true, amount } : { value: null, ok: false };
};

export interface ComplementaryValues {
  email: string | null;
  phone: string | null;
  mainActivity: string | null;
  foundationDate: string | null;
  annualRevenue: string | null;
  netWorth: string | null;
}

/** The complementary data, checked field by field; absent fields become null (cleared). */
export const checkComplementary = (
  input: Omit<ComplementaryDataBody, 'PolicyHolderUniqueId' | 'Version'>,
  problems: string[],
  today: Date = new Date(),
): ComplementaryValues => {
  const email = optionalText(input.Email);
  if (email && !isValidEmail(email)) problems.push(M.EMAIL_INVALID);
  const phone = optionalText(input.Phone);
  if (phone && !isValidPhone(phone)) problems.push(M.PHONE_INVALID);
  const mainActivity = optionalText(input.MainActivity);
  if (mainActivity && mainActivity.length > MAX_ACTIVITY) problems.push(M.MAIN_ACTIVITY_TOO_LONG);
  const foundationText = optionalText(input.FoundationDate);
  let foundationDate: string | null = null;
  if (foundationText) {
    const date = readDate(foundationText);
    if (!date) problems.push(M.FOUNDATION_INVALID);
    else if (date > today) problems.push(M.FOUNDATION_FUTURE);
    else foundationDate = format(date, 'yyyy-MM-dd');
  }
  const revenue = readMoney(input.AnnualRevenue);
  if (!revenue.ok || revenue.amount?.isNegative()) problems.push(M.REVENUE_INVALID);
  const netWorth = readMoney(input.NetWorth);
  if (!netWorth.ok) problems.push(M.NET_WORTH_INVALID);
  return {
    email,
    phone: phone ? phone.replace(/\D/g, '') : null,
    mainActivity,
    foundationDate,
    annualRevenue: revenue.value,
    netWorth: netWorth.value,
  };
};

export const checkJustification = (value: string | null | undefined, problems: string[]) => {
  const justification = optionalText(value);
  if (!justification) problems.push(M.JUSTIFICATION_REQUIRED);
  else if (justification.length > MAX_JUSTIFICATION) problems.push(M.JUSTIFICATION_TOO_LONG);
  return justification ?? '';
};
