import { bradescoFreeField, type CollectionAccount } from './freeField';
import { formatOurNumber } from './ourNumber';

/**
 * The banks a tenant's collection account may be at: each bank's boleto layout (its 25-digit
 * free field and how the slip prints the nosso número). A bank not listed here cannot issue
 * slips: its barcode would not be one the bank pays.
 */
export interface CollectionBank {
  code: string;
  name: string;
  freeField: (account: CollectionAccount, ourNumber: number) => string;
  formatOurNumber: (account: CollectionAccount, ourNumber: number) => string;
}

export const COLLECTION_BANKS: readonly CollectionBank[] = [
  {
    code: '237',
    name: 'Banco Bradesco S.A.',
    freeField: bradescoFreeField,
    formatOurNumber: (account, ourNumber) => formatOurNumber(account.carteira, ourNumber),
  },
];

export const collectionBank = (code: string): CollectionBank | undefined =>
  COLLECTION_BANKS.find((bank) => bank.code === code);
