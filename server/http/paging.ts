// The paged-search contract (query and answer schemas) lives in domain/contracts/paging.ts, where
// the call contracts that use it are written; the routes keep importing it from here.
export {
  DEFAULT_ROWS_PER_PAGE,
  MAX_ROWS_PER_PAGE,
  pageQuery,
  pageResultSchema,
  pagedOf,
} from '../../domain/contracts/paging';

export interface Page {
  currentPage: number;
  rowsPerPage: number;
}

export const paged = <T>(data: T[], page: Page, totalRows: number) => ({
  Data: data,
  PageResult: {
    CurrentPage: page.currentPage,
    RowsPerPage: page.rowsPerPage,
    TotalRows: totalRows,
    TotalPages: Math.ceil(totalRows / page.rowsPerPage),
  },
});
