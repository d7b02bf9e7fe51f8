import type { CollectionAccount } from './freeField';
import { padCarteira } from './ourNumber';

/**
 * Banco do Brasil (001), convênio of 7 digits (Banco do Brasil's published boleto layout,
 * "Especificações técnicas para confecção de boleto de cobrança", nosso número of 17 positions):
 *
 * | positions | size | content                                                   |
 * |-----------|------|-----------------------------------------------------------|
 * | 20–25     | 6    | zeros                                                     |
 * | 26–32     | 7    | convênio                                                  |
 * | 33–42     | 10   | complemento do nosso número (the tenant's sequence)       |
 * | 43–44     | 2    | carteira (e.g. 17)                                        |
 *
 * The nosso número is convênio + complemento, 17 digits with no check digit, printed as is; the
 * CNAB 240 return writes it left-aligned in segment T positions 38–54 (55–57 blank).
 *
 * Checked against brcobranca (kivanio/brcobranca, spec/brcobranca/boleto/banco_brasil_spec.rb,
 * "convenio de 7 digitos e nosso numero de 10"): convênio 1238798, nosso número 7777700168,
 * carteira 18 → 0000001238798777770016818.
 */
export const BB_MAX_OUR_NUMBER = 9_999_999_999;

const bbParts = (account: CollectionAccount, ourNumber: number) => {
  if (!Number.isSafeInteger(ourNumber) || ourNumber < 1 || ourNumber > BB_MAX_OUR_NUMBER) {
    throw new Error(`Nosso número fora da faixa do Banco do Brasil (10 dígitos): ${ourNumber}`);
  }
  const agreement = (account.beneficiaryCode ?? '').replace(/[-.\s]/g, '');
  if (!/^\d{7}$/.test(agreement)) {
    throw new Error(
      `Convênio do Banco do Brasil inválido: "${account.beneficiaryCode ?? ''}" (7 dígitos).`,
    );
  }
  return { agreement, sequence: String(ourNumber).padStart(10, '0') };
};

export const bbFreeField = (account: CollectionAccount, ourNumber: number): string => {
  const { agreement, sequence } = bbParts(account, ourNumber);
  return `000000${agreement}${sequence}${padCarteira(account.carteira)}`;
};

export const bbFormatOurNumber = (account: CollectionAccount, ourNumber: number): string => {
  const { agreement, sequence } = bbParts(account, ourNumber);
  return `${agreement}${sequence}`;
};

export const bbReturnField = (account: CollectionAccount, ourNumber: number): string =>
  bbFormatOurNumber(account, ourNumber).padEnd(20, ' ');

/** The sequence in the printed 17 digits: convênio (7), complemento (10). */
export const bbPrintedSequence = (compact: string): number | null => {
  const match = /^\d{7}(\d{10})$/.exec(compact);
  return match ? Number(match[1]) : null;
};

export const bbOurNumberOfReturn = (field: string): number | null => {
  const match = /^\d{7}(\d{10})\s*$/.exec(field);
  return match ? Number(match[1]) : null;
};
