import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';

export interface ListStatusProps {
  /** Shows the thin progress bar. */
  loading: boolean;
  /** Space under the progress bar (theme units). */
  loadingGap?: number;
  /** A failed load: the error alert with its Retry button. */
  error: unknown;
  errorText: string;
  retryLabel: string;
  onRetry: () => void;
  /** Shows the empty text (nothing found). */
  empty: boolean;
  emptyText: string;
}

/** Above a list's rows: the progress bar, the load error with Retry, or "nothing found". */
export const ListStatus = ({
  loading,
  loadingGap = 1,
  error,
  errorText,
  retryLabel,
  onRetry,
  empty,
  emptyText,
}: ListStatusProps) => (
  <>
    {loading && <LinearProgress sx={{ mb: loadingGap }} />}
    {Boolean(error) && (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      >
        {errorText}
      </Alert>
    )}
    {empty && (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    )}
  </>
);

export interface SearchButtonsProps {
  searchLabel: string;
  clearLabel: string;
  onClear: () => void;
  /** Keeps the buttons at their width in a row of fields. */
  noShrink?: boolean;
}

/** The Search (submits the form around it) and Clear buttons of a search toolbar. */
export const SearchButtons = ({
  searchLabel,
  clearLabel,
  onClear,
  noShrink,
}: SearchButtonsProps) => (
  <Stack direction="row" spacing={1} sx={noShrink ? { flexShrink: 0 } : undefined}>
    <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
      {searchLabel}
    </Button>
    <Button onClick={onClear}>{clearLabel}</Button>
  </Stack>
);

export interface TablePagerProps {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  onPageChange: (page: number) => void;
  /** A new page size; the list goes back to the first page. */
  onRowsPerPageChange: (rowsPerPage: number) => void;
  labelRowsPerPage: string;
}

/** The pagination under a paged table, "1–10 de 42". */
export const TablePager = ({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  labelRowsPerPage,
}: TablePagerProps) => (
  <TablePagination
    component="div"
    count={count}
    page={page}
    onPageChange={(_, next) => onPageChange(next)}
    rowsPerPage={rowsPerPage}
    rowsPerPageOptions={rowsPerPageOptions}
    onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
    labelRowsPerPage={labelRowsPerPage}
    labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} de ${total}`}
  />
);
