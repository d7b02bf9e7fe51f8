import { mod10 } from './checkDigits';
import { type CollectionAccount, digits } from './freeField';

/**
 * Itaú (341), carteiras of the "109" kind (Itaú's published boleto layout, Cobrança Itaú
 * "Código de Barras – Campo Livre", carteiras 109, 112, 175 and alike):
 *
 * | positions | size | content                                                              |
 * |-----------|------|----------------------------------------------------------------------|
 * | 20–22     | 3    | carteira                                                             |
 * | 23–30     | 8    | nosso número                                                         |
 * | 31        | 1    | DAC módulo 10 of agência + conta + carteira + nosso número (*)       |
 * | 32–35     | 4    | agência, without its digit                                           |
 * | 36–40     | 5    | conta, without its digit                                             |
 * | 41        | 1    | DAC módulo 10 of agência + conta (the account's digit)               |
 * | 42–44     | 3    | zeros                                                                |
 *
 * (*) carteiras 112, 126, 131, 146, 150 and 168 compute it over carteira + nosso número only
 * (the list of brcobranca's Brcobranca::Util::Itau, shared by its boleto and CNAB code). The
 * módulo 10 is FEBRABAN's (10 − Σ mod 10; 10 → 0). The slip prints the nosso número as
 * `109/00010152-7`. In the CNAB 240 return, segment T positions 38–40 carry the carteira,
 * 41–48 the nosso número and 49 its DAC (50–57 blank).
 *
 * Checked against brcobranca (kivanio/brcobranca, spec/brcobranca/boleto/itau_spec.rb): agência
 * 1248, conta 02124, carteira 109, nosso número 00010152 → 1090001015271248021246000.
 */
export const ITAU_MAX_OUR_NUMBER = 99_999_999;
const CARTEIRAS_WITHOUT_ACCOUNT = new Set(['112', '126', '131', '146', '150', '168']);

const itauParts = (account: CollectionAccount, ourNumber: number) => {
  if (!Number.isSafeInteger(ourNumber) || ourNumber < 1 || ourNumber > ITAU_MAX_OUR_NUMBER) {
    throw new Error(`Nosso número fora da faixa do Itaú (8 dígitos): ${ourNumber}`);
  }
  return {
    carteira: digits(account.carteira, 3, 'Carteira'),
    agency: digits(account.agency, 4, 'Agência'),
    account: digits(account.account, 5, 'Conta'),
    ourNumber: String(ourNumber).padStart(8, '0'),
  };
};

export const itauOurNumberDigit = (account: CollectionAccount, ourNumber: number): number => {
  const p = itauParts(account, ourNumber);
  return CARTEIRAS_WITHOUT_ACCOUNT.has(p.carteira)
    ? mod10(`${p.carteira}${p.ourNumber}`)
    : mod10(`${p.agency}${p.account}${p.carteira}${p.ourNumber}`);
};

export const itauFreeField = (account: CollectionAccount, ourNumber: number): string => {
  const p = itauParts(account, ourNumber);
  const dac = itauOurNumberDigit(account, ourNumber);
  return `${p.carteira}${p.ourNumber}${dac}${p.agency}${p.account}${mod10(p.agency + p.account)}000`;
};

export const itauFormatOurNumber = (account: CollectionAccount, ourNumber: number): string => {
  const p = itauParts(account, ourNumber);
  return `${p.carteira}/${p.ourNumber}-${itauOurNumberDigit(account, ourNumber)}`;
};

/** Segment T positions 38–57 as Itaú writes them: carteira, nosso número, DAC, blanks. */
export const itauReturnField = (account: CollectionAccount, ourNumber: number): string => {
  const p = itauParts(account, ourNumber);
  return `${p.carteira}${p.ourNumber}${itauOurNumberDigit(account, ourNumber)}`.padEnd(20, ' ');
};

/** The sequence in the printed `109/00010152-7`, compacted: carteira, nosso número, DAC. */
export const itauPrintedSequence = (compact: string): number | null => {
  const match = /^\d{3}(\d{8})\d$/.exec(compact);
  return match ? Number(match[1]) : null;
};

export const itauOurNumberOfReturn = (field: string): number | null => {
  const match = /^\d{3}(\d{8})\d\s*$/.exec(field);
  return match ? Number(match[1]) : null;
};
