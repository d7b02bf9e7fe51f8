import { format } from 'date-fns';
import { maskDocument } from '../../domain/cpfCnpj';
import { toIsoDate } from '../components/dateMask';
import { type DecimalInput, formatDate, formatNumberPtBR, toDate } from '../../domain/format';

/**
 * How a column's value is written:
 * - `text` (default): as is, guarded against formula injection;
 * - `document`: CPF/CNPJ mask (000.000.000-00, 00.000.000/0000-00);
 * - `money`: `1.234,56`, two decimals and no `R$`, so a pt-BR Excel reads a number it can sum;
 * - `number`: `1.234,5`, up to 6 decimals;
 * - `date`: DD/MM/YYYY; `datetime`: DD/MM/YYYY HH:mm in local time;
 * - `boolean`: Sim / Não.
 */
export type CsvColumnKind =
  'text' | 'document' | 'money' | 'date' | 'datetime' | 'number' | 'boolean';

export interface CsvColumn<RecordType = unknown> {
  /** The pt-BR header, as the user reads it on screen. */
  header: string;
  value: (row: RecordType) => unknown;
  kind?: CsvColumnKind;
}

/** Excel for Windows reads a CSV without it as ANSI and garbles the accents. */
export const UTF8_BOM = '\uFEFF';
/** Excel with a pt-BR locale splits on `;` (the comma is the decimal separator). */
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** A cell starting with one of these is read as a formula by spreadsheets (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** Only text coming from the data is guarded: the numbers formatted here keep their sign. */
const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A JSON boolean, a 0/1 flag or a `'true'`/`'false'` string. */
const yesNo = (value: unknown) => {
  const yes = typeof value === 'string' ? !/^(false|0)?$/i.test(value.trim()) : Boolean(value);
  return yes ? 'Sim' : 'Não';
};

const formatDateTimeCell = (value: unknown) => {
  const date = toDate(value instanceof Date || typeof value === 'string' ? value : null);
  return date ? format(date, 'dd/MM/yyyy HH:mm') : '';
};

const asDecimal = (value: unknown): DecimalInput =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

const formatText = (value: unknown): string => {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return yesNo(value);
  if (value instanceof Date) return formatDateTimeCell(value);
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return guardFormula(text);
};

/** The cell's text before quoting; empty for null and undefined whatever the kind. */
export const formatCell = (value: unknown, kind: CsvColumnKind = 'text'): string => {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'document':
      return guardFormula(maskDocument(String(value)));
    case 'money':
      return formatNumberPtBR(asDecimal(value), { minFractionDigits: 2, maxFractionDigits: 2 });
    case 'number':
      return formatNumberPtBR(asDecimal(value), { maxFractionDigits: 6 });
    case 'date':
      return formatDate(value instanceof Date || typeof value === 'string' ? value : null);
    case 'datetime':
      return formatDateTimeCell(value);
    case 'boolean':
      return yesNo(value);
    default:
      return formatText(value);
  }
};

/** RFC 4180 quoting: only when needed, inner quotes doubled. */
export const quoteCell = (text: string): string =>
  NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

const line = (cells: string[]) => cells.map(quoteCell).join(CSV_SEPARATOR);

/**
 * The CSV a Brazilian Excel opens as is: BOM, `;`, CRLF, pt-BR headers and formatted cells.
 *
 * Written by hand rather than with react-admin's jsonexport: every cell is already a string
 * formatted per column, so what remains is joining and quoting; jsonexport keys its headers by
 * property paths (flattening nested objects into `a.b` columns), which fits neither computed
 * columns nor pt-BR headers, and its quoting and line-end options would need the same care.
 */
export const toBrazilianCsv = <RecordType>(
  rows: readonly RecordType[],
  columns: readonly CsvColumn<RecordType>[],
): string => {
  const header = line(columns.map((column) => column.header));
  const body = rows.map((row) =>
    line(columns.map((column) => formatCell(column.value(row), column.kind))),
  );
  return UTF8_BOM + [header, ...body].join(CSV_LINE_END) + CSV_LINE_END;
};

/** The file's name: `<filename>-<YYYY-MM-DD>` on the user's calendar (downloadCSV adds `.csv`). */
export const datedFileName = (filename: string, day = new Date()): string =>
  `${filename}-${toIsoDate(day)}`;
