/**
 * Check digits for the seed's CPFs and CNPJs, so demo data passes the portal's validators
 * (mod-11 as the Receita Federal defines it; numeric CNPJs only).
 */
const digitsOf = (value: string) => value.replace(/\D/g, '').split('').map(Number);

const mod11Digit = (digits: number[], weights: number[]) => {
  const sum = digits.reduce((total, digit, index) => total + digit * weights[index], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** Completes the 9-digit base of a CPF with its two check digits. */
export const cpfWithCheckDigits = (base: string): string => {
  const digits = digitsOf(base);
  if (digits.length !== 9) throw new Error(`Base de CPF deve ter 9 dígitos: ${base}`);
  const first = mod11Digit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit([...digits, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...digits, first, second].join('');
};

/** Completes the 12-digit base (8 root + 4 branch) of a CNPJ with its two check digits. */
export const cnpjWithCheckDigits = (base: string): string => {
  const digits = digitsOf(base);
  if (digits.length !== 12) throw new Error(`Base de CNPJ deve ter 12 dígitos: ${base}`);
  const first = mod11Digit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit([...digits, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...digits, first, second].join('');
};

export const formatCnpj = (cnpj: string) =>
  cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
