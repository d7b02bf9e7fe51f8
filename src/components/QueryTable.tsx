import {
  Alert,
  CircularProgress,
  Table,
  TableBody,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { gatewayMessages } from './parties/gatewayMessages';

export interface QueryTableProps<T> {
  /** The table's accessible name (also names the spinner while loading). */
  label: string;
  /** A react-query result of the rows. */
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T[] };
  emptyText: string;
  /** The header cells. */
  head: ReactNode;
  /** One TableRow (with its key) per row. */
  renderRow: (row: T) => ReactNode;
}

/** A small read-only table of a query: a spinner, the gateway's error, "nothing yet", or the rows. */
export const QueryTable = <T,>({
  label,
  query,
  emptyText,
  head,
  renderRow,
}: QueryTableProps<T>) => {
  if (query.isPending) return <CircularProgress aria-label={label} />;
  if (query.isError) {
    return <Alert severity="error">{gatewayMessages(query.error).join(' ')}</Alert>;
  }
  const rows = query.data ?? [];
  if (rows.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{rows.map(renderRow)}</TableBody>
      </Table>
    </TableContainer>
  );
};
