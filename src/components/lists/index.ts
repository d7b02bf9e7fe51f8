export { List } from './List';
export { DEFAULT_PER_PAGE, ListPagination, ROWS_PER_PAGE_OPTIONS } from './ListPagination';
export { RecordLink, type RecordLinkProps } from './RecordLink';
export { RowsTable, type RowsTableProps } from './RowsTable';
