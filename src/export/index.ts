export { BrazilianExportButton, type BrazilianExportButtonProps } from './BrazilianExportButton';
export {
  CSV_LINE_END,
  CSV_SEPARATOR,
  type CsvColumn,
  type CsvColumnKind,
  formatCell,
  quoteCell,
  toBrazilianCsv,
  UTF8_BOM,
} from './brazilianCsv';
export {
  EXPORT_ROW_CAP,
  fetchAllPages,
  type FetchAllPagesOptions,
  type FetchAllPagesResult,
  GATEWAY_MAX_PAGE_SIZE,
  type ListQuery,
} from './fetchAllPages';
