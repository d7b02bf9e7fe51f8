import { mod11Remainder } from './checkDigits';
import type { CollectionAccount } from './freeField';

/**
 * Caixa Econômica Federal (104), SIGCB (Caixa's published "Especificações do código de barras
 * SIGCB", 67.119 v015):
 *
 * | positions | size | content                                                       |
 * |-----------|------|---------------------------------------------------------------|
 * | 20–25     | 6    | código do beneficiário                                        |
 * | 26        | 1    | DV do código do beneficiário                                  |
 * | 27–29     | 3    | nosso número, sequência 1 (its digits 3–5)                    |
 * | 30        | 1    | constante 1: 1 (cobrança registrada)                          |
 * | 31–33     | 3    | nosso número, sequência 2 (digits 6–8)                        |
 * | 34        | 1    | constante 2: 4 (emitido pelo beneficiário)                    |
 * | 35–43     | 9    | nosso número, sequência 3 (digits 9–17)                       |
 * | 44        | 1    | DV do campo livre                                             |
 *
 * The nosso número has 17 digits: modalidade 1 (registrada) + emissão 4 (beneficiário) + the
 * tenant's 15-digit sequence, printed `14000000000000001-4`. Every digit here (beneficiário,
 * campo livre, nosso número) is módulo 11 with weights 2–9 from the right, 11 − remainder, and
 * 0 when that is above 9. The CNAB 240 return writes the 17 digits in segment T positions
 * 40–56 (38–39 zeros).
 *
 * Checked against brcobranca (kivanio/brcobranca, spec/brcobranca/boleto/caixa_spec.rb):
 * beneficiário 245274 (DV 0), nosso número 000000000000001 → 2452740000100040000000017, printed
 * 14000000000000001-4.
 */
export const CAIXA_MAX_OUR_NUMBER = 999_999_999_999_999;

export const caixaDigit = (value: string): string => {
  const result = 11 - mod11Remainder(value);
  return result > 9 ? '0' : String(result);
};

const caixaParts = (account: CollectionAccount, ourNumber: number) => {
  if (!Number.isSafeInteger(ourNumber) || ourNumber < 1 || ourNumber > CAIXA_MAX_OUR_NUMBER) {
    throw new Error(`Nosso número fora da faixa da Caixa (15 dígitos): ${ourNumber}`);
  }
  const code = (account.beneficiaryCode ?? '').replace(/[-.\s]/g, '');
  if (!/^\d{1,6}$/.test(code)) {
    throw new Error(
      `Código do beneficiário Caixa inválido: "${account.beneficiaryCode ?? ''}" (6 dígitos).`,
    );
  }
  return { code: code.padStart(6, '0'), sequence: String(ourNumber).padStart(15, '0') };
};

export const caixaFreeField = (account: CollectionAccount, ourNumber: number): string => {
  const { code, sequence } = caixaParts(account, ourNumber);
  const field = `${code}${caixaDigit(code)}${sequence.slice(0, 3)}1${sequence.slice(3, 6)}4${sequence.slice(6)}`;
  return `${field}${caixaDigit(field)}`;
};

export const caixaFormatOurNumber = (account: CollectionAccount, ourNumber: number): string => {
  const ourNumber17 = `14${caixaParts(account, ourNumber).sequence}`;
  return `${ourNumber17}-${caixaDigit(ourNumber17)}`;
};

export const caixaReturnField = (account: CollectionAccount, ourNumber: number): string =>
  `0014${caixaParts(account, ourNumber).sequence} `;

/** The sequence in the printed `14000000000000001-4`, compacted: 1, 4, sequence (15), DV. */
export const caixaPrintedSequence = (compact: string): number | null => {
  const match = /^14(\d{15})\d$/.exec(compact);
  return match ? Number(match[1]) : null;
};

export const caixaOurNumberOfReturn = (field: string): number | null => {
  const match = /^[12]4(\d{15})$/.exec(field.slice(2, 19));
  return match ? Number(match[1]) : null;
};
