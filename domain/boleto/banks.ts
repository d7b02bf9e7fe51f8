import {
  bbFormatOurNumber,
  bbFreeField,
  bbOurNumberOfReturn,
  bbPrintedSequence,
  bbReturnField,
} from './bancoDoBrasil';
import {
  caixaFormatOurNumber,
  caixaFreeField,
  caixaOurNumberOfReturn,
  caixaPrintedSequence,
  caixaReturnField,
} from './caixa';
import { bradescoFreeField, type CollectionAccount } from './freeField';
import {
  itauFormatOurNumber,
  itauFreeField,
  itauOurNumberOfReturn,
  itauPrintedSequence,
  itauReturnField,
} from './itau';
import {
  bradescoOurNumberOfReturn,
  bradescoPrintedSequence,
  bradescoReturnField,
  formatOurNumber,
} from './ourNumber';
import {
  santanderFormatOurNumber,
  santanderFreeField,
  santanderOurNumberOfReturn,
  santanderPrintedSequence,
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
  /**
   * Where the tenant's sequence sits in the nosso número as formatOurNumber prints it, compacted
   * (punctuation and blanks stripped); null when the text has not that shape. ourNumberOfPrinted
   * checks the rest (carteira, convênio, check digit) by printing the sequence again.
   */
  printedSequence: (compact: string) => number | null;
  /** Segment T positions 38–57 ("identificação do título no banco") as the bank writes them. */
  returnField: (account: CollectionAccount, ourNumber: number) => string;
  /** The tenant's nosso número (bank_slips.our_number) read back from those 20 positions. */
  ourNumberOfReturn: (field: string) => number | null;
}

/** A number alone in the field (leading zeros and blanks ignored): a bank not registered here. */
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
    printedSequence: bradescoPrintedSequence,
    returnField: (account, ourNumber) => bradescoReturnField(account.carteira, ourNumber),
    ourNumberOfReturn: bradescoOurNumberOfReturn,
  },
  {
    code: '341',
    printedCode: '341-7',
    name: 'Itaú Unibanco S.A.',
    freeField: itauFreeField,
    formatOurNumber: itauFormatOurNumber,
    printedSequence: itauPrintedSequence,
    returnField: itauReturnField,
    ourNumberOfReturn: itauOurNumberOfReturn,
  },
  {
    code: '001',
    printedCode: '001-9',
    name: 'Banco do Brasil S.A.',
    freeField: bbFreeField,
    formatOurNumber: bbFormatOurNumber,
    printedSequence: bbPrintedSequence,
    returnField: bbReturnField,
    ourNumberOfReturn: bbOurNumberOfReturn,
  },
  {
    code: '033',
    printedCode: '033-7',
    name: 'Banco Santander (Brasil) S.A.',
    freeField: santanderFreeField,
    formatOurNumber: santanderFormatOurNumber,
    printedSequence: santanderPrintedSequence,
    returnField: santanderReturnField,
    ourNumberOfReturn: santanderOurNumberOfReturn,
  },
  {
    code: '104',
    printedCode: '104-0',
    name: 'Caixa Econômica Federal',
    freeField: caixaFreeField,
    formatOurNumber: caixaFormatOurNumber,
    printedSequence: caixaPrintedSequence,
    returnField: caixaReturnField,
    ourNumberOfReturn: caixaOurNumberOfReturn,
  },
];

export const collectionBank = (code: string): CollectionBank | undefined =>
  COLLECTION_BANKS.find((bank) => bank.code === code);

/** The nosso número a return line names, read the way its bank writes it. */
export const ourNumberOfReturn = (bankCode: string, field: string): number | null =>
  (collectionBank(bankCode)?.ourNumberOfReturn ?? plainOurNumberOfReturn)(field);

/** A nosso número as typed from a slip: blanks and punctuation out, letters (Bradesco's P) upper. */
export const compactOurNumber = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * The tenant's nosso número (bank_slips.our_number) that `text` names as the slip prints it at
 * its bank for `account` (`09/00000000123-4` at Bradesco, `109/00010152-7` at Itaú, …): the
 * bank's own layout finds the sequence, and printing it again must give the text back, so a
 * wrong carteira, convênio or check digit names no slip. Null when it is not such a text.
 */
export const ourNumberOfPrinted = (
  bankCode: string,
  account: CollectionAccount,
  text: string,
): number | null => {
  const bank = collectionBank(bankCode);
  if (!bank) return null;
  const compact = compactOurNumber(text);
  const sequence = bank.printedSequence(compact);
  if (sequence === null || sequence < 1) return null;
  try {
    return compactOurNumber(bank.formatOurNumber(account, sequence)) === compact ? sequence : null;
  } catch {
    // out of the bank's range, or the account lacks what its layout needs: no slip of ours
    return null;
  }
};
