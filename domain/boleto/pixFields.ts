/**
 * The BR Code's text fields (Manual de Padrões para Iniciação do Pix, BACEN): merchant name up to
 * 25 characters, city up to 15, txid up to 25 of A–Z, a–z, 0–9. Names are sent without accents
 * in upper case, as the banks' apps show them.
 */
const plain = (value: string, size: number) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, size)
    .trim();

export const pixMerchantName = (name: string) => plain(name, 25) || 'BENEFICIARIO';
export const pixMerchantCity = (city: string | null | undefined) =>
  plain(city ?? '', 15) || 'SAO PAULO';

/** The slip's txid: its bank and nosso número, so a PIX payment names the slip it settles. */
export const pixTxid = (bankCode: string, ourNumber: number) =>
  `BOL${bankCode}${String(ourNumber).padStart(11, '0')}`;
