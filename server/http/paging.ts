// The paged-search contract (query and answer schemas) lives in domain/contracts/paging.ts, where
// the call contracts that use it are written; the routes keep importing it from here.
export {
  DEFAULT_ROWS_PER_PAGE,
  MAX_ROWS_PER_PAGE,
  pageQuery,
  pageResultSchema,
  pagedOf,
  cappedPagedOf,
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

/**
 * A page whose count stopped at `cap` (the count query read at most cap + 1 rows): beyond the
 * cap the total says cap and TotalRowsIsCapped is true.
 */
export const cappedPaged = <T>(data: T[], page: Page, countedRows: number, cap: number) => {
  const capped = countedRows > cap;
  const answer = paged(data, page, capped ? cap : countedRows);
  return { ...answer, PageResult: { ...answer.PageResult, TotalRowsIsCapped: capped } };
};
