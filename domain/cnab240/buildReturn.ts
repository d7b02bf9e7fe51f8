import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { type FieldValue, formatField } from './fields';
import {
  COLLECTION_SERVICE,
  FILE_LAYOUT_VERSION,
  fileHeader,
  fileTrailer,
  LINE_LENGTH,
  LOT_LAYOUT_VERSION,
  lotHeader,
  lotTrailer,
  type RecordLayout,
  RETURN_FILE_CODE,
  RETURN_LOT_OPERATION,
  RecordType,
  segmentT,
  segmentU,
} from './layout';
import { isLiquidation } from './occurrences';

/** One title of the return file the bank would send. */
export interface CnabReturnTitleInput {
  /**
   * The slip's nosso número (bank_slips.our_number), written left-aligned in its 20 positions;
   * `ourNumberField` (its bank's returnField, domain/boleto/banks.ts) is written instead when given.
   */
  ourNumber: string | number;
  ourNumberField?: string;
  /** Código de movimento; 06 (liquidação) when absent. */
  occurrenceCode?: string;
  dueDate: string;
  faceValue: DecimalInput;
  /** What the payer paid; the face value plus interest less discount on a liquidation. */
  paidAmount?: DecimalInput;
  interest?: DecimalInput;
  discount?: DecimalInput;
  /** ISO day of payment; the file's day on a liquidation when absent. */
  paidOn?: string | null;
  creditedOn?: string | null;
  documentNumber?: string;
  payerName?: string;
  payerDocument?: string;
  carteira?: string;
}

export interface CnabReturnInput {
  bankCode: string;
  bankName?: string;
  companyDocument: string;
  companyName: string;
  agency?: string;
  account?: string;
  agreement?: string;
  /** ISO day the bank generated the file. */
  generatedOn: string;
  fileSequence?: number;
  titles: CnabReturnTitleInput[];
}

const record = <Layout extends RecordLayout>(
  layout: Layout,
  values: Partial<Record<keyof Layout, FieldValue>>,
) => {
  let line = ' '.repeat(LINE_LENGTH);
  for (const [name, field] of Object.entries(layout)) {
    const text = formatField(field, values[name as keyof Layout]);
    line = line.slice(0, field.start - 1) + text + line.slice(field.start - 1 + field.length);
  }
  return line;
};

const sum = (values: DecimalInput[]) =>
  values.reduce<Decimal>((total, value) => total.plus(toDecimal(value) ?? 0), new Decimal(0));

const titleRecords = (
  input: CnabReturnInput,
  title: CnabReturnTitleInput,
  sequence: number,
): [string, string] => {
  const code = title.occurrenceCode ?? '06';
  const liquidation = isLiquidation(code);
  const paid =
    title.paidAmount ??
    (liquidation
      ? sum([title.faceValue, title.interest]).minus(toDecimal(title.discount) ?? 0)
      : 0);
  const paidOn = title.paidOn === undefined && liquidation ? input.generatedOn : title.paidOn;
  const common = {
    bankCode: input.bankCode,
    lot: 1,
    recordType: RecordType.Detail,
    occurrenceCode: code,
  };
  const t = record(segmentT, {
    ...common,
    sequence,
    segment: 'T',
    agency: input.agency,
    account: input.account,
    ourNumber: title.ourNumberField ?? String(title.ourNumber),
    carteira: title.carteira ?? '1',
    documentNumber: title.documentNumber ?? String(title.ourNumber),
    dueDate: title.dueDate,
    faceValue: title.faceValue,
    collectingBank: input.bankCode,
    companyReference: String(title.ourNumber),
    currency: '09',
    payerDocumentType: (title.payerDocument ?? '').replace(/\D/g, '').length > 11 ? 2 : 1,
    payerDocument: title.payerDocument,
    payerName: title.payerName ?? '',
  });
  const u = record(segmentU, {
    ...common,
    sequence: sequence + 1,
    segment: 'U',
    interest: title.interest ?? 0,
    discount: title.discount ?? 0,
    paidAmount: paid,
    netCredit: paid,
    paidOn,
    creditedOn: title.creditedOn === undefined ? paidOn : title.creditedOn,
  });
  return [t, u];
};

/**
 * A CNAB 240 return file (retorno de cobrança, layout 10.x) with one lot holding a T and a U
 * segment per title, its trailers counting what it holds — what the bank sends after the
 * payers paid. Used by the tests and the demo to produce valid files; CRLF line ends, as banks
 * send them.
 */
export const buildCnab240Return = (input: CnabReturnInput): string => {
  const bank = { bankCode: input.bankCode };
  const company = {
    companyDocumentType: 2,
    companyDocument: input.companyDocument,
    agreement: input.agreement ?? '',
    companyName: input.companyName,
  };
  const header = record(fileHeader, {
    ...bank,
    lot: 0,
    recordType: RecordType.FileHeader,
    ...company,
    agency: input.agency,
    account: input.account,
    bankName: input.bankName ?? '',
    fileCode: RETURN_FILE_CODE,
    generatedOn: input.generatedOn,
    generatedAt: '080000',
    fileSequence: input.fileSequence ?? 1,
    layoutVersion: FILE_LAYOUT_VERSION,
  });
  const lotOpen = record(lotHeader, {
    ...bank,
    lot: 1,
    recordType: RecordType.LotHeader,
    operation: RETURN_LOT_OPERATION,
    service: COLLECTION_SERVICE,
    layoutVersion: LOT_LAYOUT_VERSION,
    ...company,
    returnNumber: input.fileSequence ?? 1,
    recordedOn: input.generatedOn,
    creditOn: input.generatedOn,
  });
  const details = input.titles.flatMap((title, index) => titleRecords(input, title, index * 2 + 1));
  const lotClose = record(lotTrailer, {
    ...bank,
    lot: 1,
    recordType: RecordType.LotTrailer,
    recordCount: details.length + 2,
    simpleCount: input.titles.length,
    simpleTotal: sum(input.titles.map((title) => title.faceValue)),
  });
  const records = [header, lotOpen, ...details, lotClose];
  const trailer = record(fileTrailer, {
    ...bank,
    lot: 9999,
    recordType: RecordType.FileTrailer,
    lotCount: 1,
    recordCount: records.length + 1,
  });
  return `${[...records, trailer].join('\r\n')}\r\n`;
};
