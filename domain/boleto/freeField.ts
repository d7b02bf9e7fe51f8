import { padCarteira, padOurNumber } from './ourNumber';

/**
 * The 25-digit free field (campo livre, barcode positions 20–44) in the Bradesco layout (Bradesco's
 * published boleto layout, Cobrança Bradesco "Campo Livre"):
 *
 * | positions | size | content                                   |
 * |-----------|------|-------------------------------------------|
 * | 20–23     | 4    | agência beneficiária, without its digit   |
 * | 24–25     | 2    | carteira                                  |
 * | 26–36     | 11   | nosso número, without its digit           |
 * | 37–43     | 7    | conta do beneficiário, without its digit  |
 * | 44        | 1    | zero                                      |
 *
 * It is the layout of the demo collection account (bank 237); a tenant whose account is at a bank
 * with another layout needs that bank's free field here.
 */
export interface CollectionAccount {
  agency: string;
  account: string;
  carteira: string;
  /**
   * The bank's code for the beneficiary, where its layout carries one instead of the account:
   * Banco do Brasil's convênio (7 digits), Santander's código do beneficiário (7), Caixa's
   * código do beneficiário SIGCB (6). Unused by Bradesco and Itaú.
   */
  beneficiaryCode?: string | null;
}

/** `value` without masks, left-padded with zeros to `size` digits; `name` names it in the error. */
export const digits = (value: string, size: number, name: string) => {
  const clean = value.replace(/[-.\s]/g, '');
  if (!/^\d+$/.test(clean) || clean.length > size) throw new Error(`${name} inválida: "${value}"`);
  return clean.padStart(size, '0');
};

export const bradescoFreeField = (account: CollectionAccount, ourNumber: number): string =>
  `${digits(account.agency, 4, 'Agência')}${padCarteira(account.carteira)}${padOurNumber(ourNumber)}${digits(account.account, 7, 'Conta')}0`;
