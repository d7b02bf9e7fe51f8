import { maskDocument } from '../../domain/validators';

const digits = (value: string | null | undefined, max: number) =>
  (value ?? '').replace(/\D/g, '').slice(0, max);

/** 000.000.000-00 as typed (11 digits at most). */
export const maskCpf = (value: string | null | undefined) => maskDocument(digits(value, 11));

/** (DD) 9XXXX-XXXX for a mobile, (DD) XXXX-XXXX for a landline, as typed. */
export const maskPhone = (value: string | null | undefined) => {
  const number = digits(value, 11);
  if (number.length === 0) return '';
  if (number.length <= 2) return `(${number}`;
  const area = `(${number.slice(0, 2)}) `;
  const rest = number.slice(2);
  const split = number.length === 11 ? 5 : 4;
  return rest.length <= split ? area + rest : `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
};

export const onlyDigits = digits;
