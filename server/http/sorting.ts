import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SortOrder } from '../../domain/contracts/sorting';

/**
 * Sorting of the search calls, our extension to the spec (DESIGN §3). The query schema
 * (`sortQuery`) is part of each call's contract in domain/contracts/sorting.ts; here the parsed
 * field only ever selects an entry of a fixed column map, so nothing the client sends reaches the
 * SQL text.
 */
export { SORT_ORDERS, type SortOrder, sortQuery } from '../../domain/contracts/sorting';

export interface Sort<Field extends string> {
  field: Field;
  order: SortOrder;
}

/** The column (or expression) behind each sortable answer field. */
export type SortColumns<Field extends string> = Record<Field, AnyColumn | SQLWrapper>;

/** The parsed query's sort; none without sortField (sortOrder alone keeps the default order). */
export const sortOf = <Field extends string>(query: {
  sortField?: Field;
  sortOrder?: SortOrder;
}): Sort<Field> | undefined =>
  query.sortField ? { field: query.sortField, order: query.sortOrder ?? 'ASC' } : undefined;

/**
 * ORDER BY for a sort: the field's column, then the id in the same direction, so equal values
 * keep one order and pages neither repeat nor skip rows. DESC is the exact reverse of ASC
 * (PostgreSQL puts NULLs last ascending, first descending), which an index scans backwards.
 */
export const sortOrderBy = <Field extends string>(
  sort: Sort<Field>,
  columns: SortColumns<Field>,
  id: AnyColumn,
): SQL[] => {
  const direction = sort.order === 'DESC' ? desc : asc;
  return [direction(columns[sort.field]), direction(id)];
};

/** The sort's part of a prepared statement's name ('' without one): one statement per sort. */
export const sortKey = (sort: Sort<string> | undefined) =>
  sort ? `by_${sort.field}_${sort.order}`.toLowerCase() : '';
