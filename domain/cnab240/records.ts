import {
  type FieldRead,
  readAlpha,
  readDate,
  readDigits,
  readMoney,
  readNumber,
  slice,
} from './fields';
import { fileHeader, fileTrailer, lotHeader, lotTrailer, segmentT, segmentU } from './layout';

/** Reports a field's problem (the caller prefixes the line) and answers a stand-in value. */
export type Report = (problem: string) => void;

const valueOr = <T>(report: Report, read: FieldRead<T>, fallback: T): T => {
  if ('value' in read) return read.value;
  report(read.problem);
  return fallback;
};

// Each reader takes one 240-character line and reports every bad field of it; the values of
// a line with problems are stand-ins, never used (the file is refused as a whole).

export const readControl = (line: string, report: Report) => ({
  bankCode: valueOr(report, readDigits(line, fileHeader.bankCode), ''),
  lot: valueOr(report, readNumber(line, fileHeader.lot), -1),
});

export const readFileHeader = (line: string, report: Report) => ({
  companyDocument: valueOr(report, readDigits(line, fileHeader.companyDocument), ''),
  companyName: readAlpha(line, fileHeader.companyName),
  bankName: readAlpha(line, fileHeader.bankName),
  fileCode: valueOr(report, readDigits(line, fileHeader.fileCode), ''),
  generatedOn: valueOr(report, readDate(line, fileHeader.generatedOn), null),
  fileSequence: valueOr(report, readNumber(line, fileHeader.fileSequence), 0),
  layoutVersion: valueOr(report, readDigits(line, fileHeader.layoutVersion), ''),
});

export const readLotHeader = (line: string, report: Report) => ({
  operation: readAlpha(line, lotHeader.operation),
  service: valueOr(report, readDigits(line, lotHeader.service), ''),
  recordedOn: valueOr(report, readDate(line, lotHeader.recordedOn), null),
  creditOn: valueOr(report, readDate(line, lotHeader.creditOn), null),
});

export const readDetailHead = (line: string, report: Report) => ({
  sequence: valueOr(report, readNumber(line, segmentT.sequence), -1),
  segment: readAlpha(line, segmentT.segment),
  occurrenceCode: valueOr(report, readDigits(line, segmentT.occurrenceCode), ''),
});

export const readSegmentT = (line: string, report: Report) => ({
  ourNumber: readAlpha(line, segmentT.ourNumber),
  ourNumberField: slice(line, segmentT.ourNumber).padEnd(segmentT.ourNumber.length, ' '),
  carteira: readAlpha(line, segmentT.carteira),
  documentNumber: readAlpha(line, segmentT.documentNumber),
  dueDate: valueOr(report, readDate(line, segmentT.dueDate), null),
  faceValue: valueOr(report, readMoney(line, segmentT.faceValue), '0.00'),
  payerName: readAlpha(line, segmentT.payerName),
});

export const readSegmentU = (line: string, report: Report) => ({
  interest: valueOr(report, readMoney(line, segmentU.interest), '0.00'),
  discount: valueOr(report, readMoney(line, segmentU.discount), '0.00'),
  abatement: valueOr(report, readMoney(line, segmentU.abatement), '0.00'),
  iof: valueOr(report, readMoney(line, segmentU.iof), '0.00'),
  paidAmount: valueOr(report, readMoney(line, segmentU.paidAmount), '0.00'),
  netCredit: valueOr(report, readMoney(line, segmentU.netCredit), '0.00'),
  paidOn: valueOr(report, readDate(line, segmentU.paidOn), null),
  creditedOn: valueOr(report, readDate(line, segmentU.creditedOn), null),
});

export const readLotTrailer = (line: string, report: Report) => ({
  recordCount: valueOr(report, readNumber(line, lotTrailer.recordCount), -1),
});

export const readFileTrailer = (line: string, report: Report) => ({
  lotCount: valueOr(report, readNumber(line, fileTrailer.lotCount), -1),
  recordCount: valueOr(report, readNumber(line, fileTrailer.recordCount), -1),
});
