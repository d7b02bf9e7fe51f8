/**
 * The policy number (issue 15): `RRRR.AAAA.NNNNNNN-D`, e.g. `0775.2026.0000123-5`.
 * - RRRR: the SUSEP branch (ramo) of the modality, 0775 (setor público) or 0776 (setor privado);
 * - AAAA: the year of issue in Brasília time;
 * - NNNNNNN: the tenant's sequence within that year (policy_numbers), never reused;
 * - D: a modulo-11 check digit over the 15 digits before it (weights 2 to 9 from the right, as
 *   FEBRABAN's and the CNPJ's checks do; a remainder giving 10 or 11 becomes 0), so a mistyped
 *   digit or two swapped neighbours are caught before a search ever reaches the database.
 * Unique per tenant (a unique index), not across tenants: the insurer's own numbering.
 */

export const POLICY_NUMBER_PATTERN = /^(\d{4})\.(\d{4})\.(\d{7})-(\d)$/;
export const MAX_POLICY_SEQUENCE = 9_999_999;

/** Modulo-11 check digit of a string of digits (weights 2..9 cycling from the right). */
export const policyCheckDigit = (digits: string): number => {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
};

export const formatPolicyNumber = (branchCode: string, year: number, sequence: number): string => {
  if (!/^\d{4}$/.test(branchCode)) throw new RangeError(`ramo inválido: ${branchCode}`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`ano inválido: ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_POLICY_SEQUENCE) {
    throw new RangeError(`sequência inválida: ${sequence}`);
  }
  const body = `${branchCode}${year}${String(sequence).padStart(7, '0')}`;
  return `${branchCode}.${year}.${body.slice(8)}-${policyCheckDigit(body)}`;
};

/** True when the text is a policy number whose check digit matches. */
export const isValidPolicyNumber = (text: string): boolean => {
  const match = POLICY_NUMBER_PATTERN.exec(text.trim());
  if (!match) return false;
  const [, branch, year, sequence, digit] = match;
  return policyCheckDigit(`${branch}${year}${sequence}`) === Number(digit);
};
