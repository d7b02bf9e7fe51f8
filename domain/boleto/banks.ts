import {
  bbFormatOurNumber,
  bbFreeField,
  bbOurNumberOfReturn,
  bbReturnField,
} from './bancoDoBrasil';
import {
  caixaFormatOurNumber,
  caixaFreeField,
  caixaOurNumberOfReturn,
  caixaReturnField,
} from './caixa';
import { bradescoFreeField, type CollectionAccount } from './freeField';
import { itauFormatOurNumber, itauFreeField, itauOurNumberOfReturn, itauReturnField } from './itau';
import { formatOurNumber, padOurNumber } from './ourNumber';
import {
  santanderFormatOurNumber,
  santanderFreeField,
  santanderOurNumberOfReturn,
  santanderReturnField,
} from './santander';

/**
 * The banks a tenant's collection account may be at: each bank's boleto layout (its 25-digit
 * free field and how the slip prints the nosso número) and how its CNAB 240 return writes the
 * nosso número. A bank not listed here cannot issue slips: its barcode would not be one the bank
 * pays. The layouts and their public worked examples are in freeField.ts (Bradesco), itau.ts,
 * bancoDoBrasil.ts, santander.ts and caixa.ts.
 */
export interface CollectionBank {
  code: string;
  /** The code with its módulo 11 digit, as the slip's header prints it (237-2). */
  printedCode: string;
  name: string;
  /** Throws (a pt-BR message) when the account lacks what the layout needs. */
  freeField: (account: CollectionAccount, ourNumber: number) => string;
  formatOurNumber: (account: CollectionAccount, ourNumber: number) => string;
  /** Segment T positions 38–57 ("identificação do título no banco") as the bank writes them. */
  returnField: (account: CollectionAccount, ourNumber: number) => string;
  /** The tenant's nosso número (bank_slips.our_number) read back from those 20 positions. */
  ourNumberOfReturn: (field: string) => number | null;
}

/** A number alone in the field (leading zeros and blanks ignored): Bradesco and unknown banks. */
export const plainOurNumberOfReturn = (field: string): number | null => {
  const digits = field.trim().replace(/^0+(?=\d)/, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : null;
};

export const COLLECTION_BANKS: readonly CollectionBank[] = [
  {
    code: '237',
    printedCode: '237-2',
    name: 'Banco Bradesco S.A.',
    freeField: bradescoFreeField,
    formatOurNumber: (account, ourNumber) => formatOurNumber(account.carteira, ourNumber),
    returnField: (_account, ourNumber) => padOurNumber(ourNumber).padEnd(20, ' '),
    ourNumberOfReturn: plainOurNumberOfReturn,
  },
  {
    code: '341',
    printedCode: '341-7',
    name: 'Itaú Unibanco S.A.',
    freeField: itauFreeField,
    formatOurNumber: itauFormatOurNumber,
    returnField: itauReturnField,
    ourNumberOfReturn: itauOurNumberOfReturn,
  },
  {
    code: '001',
    printedCode: '001-9',
    name: 'Banco do Brasil S.A.',
    freeField: bbFreeField,
    formatOurNumber: bbFormatOurNumber,
    returnField: bbReturnField,
    ourNumberOfReturn: bbOurNumberOfReturn,
  },
  {
    code: '033',
    printedCode: '033-7',
    name: 'Banco Santander (Brasil) S.A.',
    freeField: santanderFreeField,
    formatOurNumber: santanderFormatOurNumber,
    returnField: santanderReturnField,
    ourNumberOfReturn: santanderOurNumberOfReturn,
  },
  {
    code: '104',
    printedCode: '104-0',
    name: 'Caixa Econômica Federal',
    freeField: caixaFreeField,
    formatOurNumber: caixaFormatOurNumber,
    returnField: caixaReturnField,
    ourNumberOfReturn: caixaOurNumberOfReturn,
  },
];

export const collectionBank = (code: string): CollectionBank | undefined =>
  COLLECTION_BANKS.find((bank) => bank.code === code);

/** The nosso número a return line names, read the way its bank writes it. */
export const ourNumberOfReturn = (bankCode: string, field: string): number | null =>
  (collectionBank(bankCode)?.ourNumberOfReturn ?? plainOurNumberOfReturn)(field);
