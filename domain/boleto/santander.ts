import { mod11Remainder } from './checkDigits';
import type { CollectionAccount } from './freeField';

/**
 * Santander (033), cobrança com registro (Santander's published boleto layout, "Layout do
 * código de barras – Santander", carteira 101 rápida com registro):
 *
 * | positions | size | content                                                        |
 * |-----------|------|----------------------------------------------------------------|
 * | 20        | 1    | fixed 9                                                        |
 * | 21–27     | 7    | código do beneficiário                                         |
 * | 28–39     | 12   | nosso número                                                   |
 * | 40        | 1    | DV do nosso número                                             |
 * | 41        | 1    | IOF: 0 (only insurers charging IOF put its rate; none on surety) |
 * | 42–44     | 3    | carteira (101, 102, 201)                                       |
 *
 * DV do nosso número: módulo 11, weights 2–9 from the right over the 12 digits; remainder 10 →
 * 1, remainder 0 or 1 → 0, otherwise 11 − remainder. Printed as `000090002720-7`; the CNAB 240
 * return carries the 13 digits (nosso número + DV) in segment T positions 41–53.
 *
 * Checked against brcobranca (kivanio/brcobranca, spec/brcobranca/boleto/santander_spec.rb):
 * beneficiário 1899775, nosso número 90000267, carteira 102 → 9189977500009000026700102; DVs
 * 566612457800 → 2, 90002720 → 7, 1961005 → 0.
 */
export const SANTANDER_MAX_OUR_NUMBER = 999_999_999_999;

export const santanderOurNumberDigit = (ourNumber: number | string): string => {
  const remainder = mod11Remainder(String(ourNumber).padStart(12, '0'));
  if (remainder === 10) return '1';
  if (remainder <= 1) return '0';
  return String(11 - remainder);
};

const santanderParts = (account: CollectionAccount, ourNumber: number) => {
  if (!Number.isSafeInteger(ourNumber) || ourNumber < 1 || ourNumber > SANTANDER_MAX_OUR_NUMBER) {
    throw new Error(`Nosso número fora da faixa do Santander (12 dígitos): ${ourNumber}`);
  }
  const code = (account.beneficiaryCode ?? '').replace(/[-.\s]/g, '');
  if (!/^\d{1,7}$/.test(code)) {
    throw new Error(
      `Código do beneficiário Santander inválido: "${account.beneficiaryCode ?? ''}" (7 dígitos).`,
    );
  }
  const carteira = account.carteira.trim();
  if (!/^\d{3}$/.test(carteira)) {
    throw new Error(`Carteira Santander inválida: "${account.carteira}" (3 dígitos, ex.: 101).`);
  }
  return {
    code: code.padStart(7, '0'),
    carteira,
    ourNumber: String(ourNumber).padStart(12, '0'),
  };
};

export const santanderFreeField = (account: CollectionAccount, ourNumber: number): string => {
  const p = santanderParts(account, ourNumber);
  return `9${p.code}${p.ourNumber}${santanderOurNumberDigit(p.ourNumber)}0${p.carteira}`;
};

export const santanderFormatOurNumber = (account: CollectionAccount, ourNumber: number) => {
  const p = santanderParts(account, ourNumber);
  return `${p.ourNumber}-${santanderOurNumberDigit(p.ourNumber)}`;
};

/** Segment T positions 38–57: 3 blanks, nosso número + DV (41–53), the rest blank here. */
export const santanderReturnField = (account: CollectionAccount, ourNumber: number): string => {
  const p = santanderParts(account, ourNumber);
  return `   ${p.ourNumber}${santanderOurNumberDigit(p.ourNumber)}`.padEnd(20, ' ');
};

/** The sequence in the printed `000090002720-7`, compacted: nosso número (12), DV. */
export const santanderPrintedSequence = (compact: string): number | null => {
  const match = /^(\d{12})\d$/.exec(compact);
  return match ? Number(match[1]) : null;
};

export const santanderOurNumberOfReturn = (field: string): number | null => {
  const match = /^(\d{12})(\d)$/.exec(field.slice(3, 16));
  if (!match || santanderOurNumberDigit(match[1]) !== match[2]) return null;
  return Number(match[1]);
};
