import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Sorting of the search calls, our extension to the spec (DESIGN §3): `sortField` from the
 * call's whitelist of answer fields and `sortOrder`. The field only ever selects an entry of a
 * fixed column map, so nothing the client sends reaches the SQL text.
 */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface Sort<Field extends string> {
  field: Field;
  order: SortOrder;
}

/** The column (or expression) behind each sortable answer field. */
export type SortColumns<Field extends string> = Record<Field, AnyColumn | SQLWrapper>;

/** Long enough to recognise what was sent; a 20 kB value is not echoed back whole. */
const SHOWN_INPUT_LENGTH = 40;
const shown = (input: unknown) => {
  const text = String(input);
  return text.length > SHOWN_INPUT_LENGTH ? `${text.slice(0, SHOWN_INPUT_LENGTH)}…` : text;
};
const refused = (field: string, allowed: readonly string[]) => (issue: { input?: unknown }) =>
  `O campo "${field}" não aceita "${shown(issue.input)}"; use: ${allowed.join(', ')}.`;

/** `desc` → `DESC`; anything else reaches the enum as sent, so the message shows it unchanged. */
const knownOrder = (value: unknown) => {
  const upper = typeof value === 'string' ? value.toUpperCase() : undefined;
  return SORT_ORDERS.find((order) => order === upper) ?? value;
};

/** `sortField` / `sortOrder`, to spread into a search's querystring schema. */
export const sortQuery = <const Fields extends readonly [string, ...string[]]>(fields: Fields) => ({
  sortField: z
    .enum(fields, { error: refused('sortField', fields) })
    .optional()
    .describe(
      `Ordena pelo campo da resposta: ${fields.join(', ')}; o Id desempata. ` +
        'Ausente: a ordem padrão da chamada.',
    ),
  sortOrder: z
    .preprocess(knownOrder, z.enum(SORT_ORDERS, { error: refused('sortOrder', SORT_ORDERS) }))
    .optional()
    .describe('ASC (padrão) ou DESC, maiúsculas ou minúsculas; só vale com sortField.'),
});

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
