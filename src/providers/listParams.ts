import type { GetListParams, GetListResult, Identifier, RaRecord, SortPayload } from 'react-admin';
import { HttpError } from 'react-admin';
import type { SortOrder } from '../../domain/contracts/sorting';
import { stripDocument } from '../../domain/cpfCnpj';
import { DEFAULT_ERROR_MESSAGE } from './errorText';
import type { GatewayQuery } from './gatewayClient';

/** `{ Data, PageResult }`, the answer of the gateway's paged searches. */
export interface GatewayPage<Row> {
  Data: Row[];
  PageResult: {
    CurrentPage: number;
    RowsPerPage: number;
    TotalRows: number;
    TotalPages: number;
    /** Searches that stop counting at a cap (SearchProposals) say when there are more rows. */
    TotalRowsIsCapped?: boolean;
  };
}

/** react-admin's page (from 1) and page size as the gateway's `currentPage` / `rowsPerPage`. */
export const pageQuery = ({ pagination }: Pick<GetListParams, 'pagination'>) => ({
  currentPage: pagination?.page ?? 1,
  rowsPerPage: pagination?.perPage ?? 20,
});

/** The list's sort as `sortField` / `sortOrder`; none for react-admin's default `id`. */
export const sortQuery = ({ sort }: Pick<GetListParams, 'sort'>) =>
  sort?.field && sort.field !== 'id' ? { sortField: sort.field, sortOrder: sort.order } : {};

/**
 * The list's sort as a call's typed `sortField` / `sortOrder`, the field one of the call's
 * whitelist (its contract's sort fields). Any other field (react-admin's default `id`, a stale
 * link) sends no sort: the call's default order.
 */
export const sortQueryWithin = <const Field extends string>(
  fields: readonly Field[],
  { sort }: Pick<GetListParams, 'sort'>,
): { sortField?: Field; sortOrder?: SortOrder } => {
  const sortField = fields.find((field) => field === sort?.field);
  return sortField ? { sortField, sortOrder: sort?.order === 'DESC' ? 'DESC' : 'ASC' } : {};
};

/**
 * The list's filters as the spec's query names: `names` maps a filter's source to the query
 * name (same name when absent); document filters lose their mask; empty values are left out.
 */
export const filterQuery = (
  filter: Record<string, unknown> = {},
  { documents = [] }: { documents?: readonly string[] } = {},
): GatewayQuery => {
  const query: GatewayQuery = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') continue;
    query[name] = documents.includes(name) ? stripDocument(String(text)) : (text as string);
  }
  return query;
};

/** A paged answer as react-admin's list result, each row's `id` taken from `idOf`. */
export const toListResult = <Row, R extends RaRecord = Row & { id: Identifier }>(
  page: GatewayPage<Row>,
  idOf: (row: Row) => Identifier,
): GetListResult<R> => ({
  data: page.Data.map((row) => ({ ...row, id: idOf(row) }) as unknown as R),
  total: page.PageResult.TotalRows,
  ...(page.PageResult.TotalRowsIsCapped && { meta: { totalIsCapped: true } }),
});

export const CONFLICT_MESSAGE =
  'Este registro foi alterado por outra pessoa. Recarregue a página para ver a versão atual; o que você digitou continua no formulário.';

/**
 * A 409 keeps the gateway's own explanation (its stale-write messages name the record; a rule
 * that forbids the change says which); without one it says plainly that someone else changed
 * the record. Forms are pessimistic, so what the user typed stays on screen.
 */
export const withConflictMessage = async <T>(write: Promise<T>): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    if (
      error instanceof HttpError &&
      error.status === 409 &&
      error.message === DEFAULT_ERROR_MESSAGE
    ) {
      throw new HttpError(CONFLICT_MESSAGE, 409, error.body);
    }
    throw error;
  }
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const compareValues = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'pt-BR', { sensitivity: 'base', numeric: true });
};

/**
 * Rows already in hand in the list's sort (as they are for react-admin's default `id`), compared
 * as pt-BR text with numbers in order; empty values last whatever the order.
 */
export const sortRows = <Row>(rows: readonly Row[], sort?: SortPayload): readonly Row[] => {
  const field = sort?.field && sort.field !== 'id' ? sort.field : null;
  if (!field) return rows;
  const direction = sort?.order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    // a blank never heads the list
    if (isEmpty(x) || isEmpty(y)) return Number(isEmpty(x)) - Number(isEmpty(y));
    return direction * compareValues(x, y);
  });
};

/**
 * For the gateway calls that answer the whole list at once: the list result of one page of
 * `rows`, sorted here by the list's sort (sortRows), each row's `id` taken from `idOf`.
 */
export const localListResult = <Row, R extends RaRecord = Row & { id: Identifier }>(
  rows: readonly Row[],
  { pagination, sort }: Pick<GetListParams, 'pagination' | 'sort'>,
  idOf: (row: Row) => Identifier,
): GetListResult<R> => {
  const sorted = sortRows(rows, sort);
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? (rows.length || 1);
  const start = (page - 1) * perPage;
  return {
    data: sorted
      .slice(start, start + perPage)
      .map((row) => ({ ...row, id: idOf(row) }) as unknown as R),
    total: rows.length,
  };
};
