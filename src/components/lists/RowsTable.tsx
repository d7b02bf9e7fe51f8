import type { ReactNode } from 'react';
import {
  DataTable,
  type DataTableProps,
  ListContextProvider,
  type RaRecord,
  ResourceContextProvider,
  type SortPayload,
  useList,
} from 'react-admin';
import { ListPagination } from './ListPagination';

export interface RowsTableProps<Row extends RaRecord> extends DataTableProps<Row> {
  /** The resource the rows belong to (its i18n field names, canAccess, column store). */
  resource: string;
  /** Rows already in hand (a tab's sub-list, a call that answers everything at once). */
  rows: Row[] | undefined;
  isPending?: boolean;
  /** The first order; a click on a sortable header re-sorts here. */
  sort?: SortPayload;
  /** Pages the rows in the browser, with the lists' pagination under the table; all at once without. */
  perPage?: number;
  children: ReactNode;
}

/**
 * react-admin's DataTable over rows already fetched, sorted and paged in the browser (useList):
 * the sub-tables of the record screens. No selection and no row click unless given.
 */
export const RowsTable = <Row extends RaRecord>({
  resource,
  rows,
  isPending,
  sort,
  perPage,
  children,
  ...props
}: RowsTableProps<Row>) => {
  const list = useList<Row>({ resource, data: rows, isPending, sort, perPage: perPage ?? 1000 });
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        {/* its own column store: the resource's list keeps its hidden and moved columns to itself */}
        <DataTable<Row>
          bulkActionButtons={false}
          rowClick={false}
          storeKey={`${resource}.rowsTable`}
          {...props}
        >
          {children}
        </DataTable>
        {perPage !== undefined && <ListPagination />}
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
