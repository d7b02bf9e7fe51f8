import { z } from 'zod';
import { int32, queryInt32 } from './integers';

/** The server's cap on rowsPerPage (DESIGN §3). */
export const MAX_ROWS_PER_PAGE = 100;
export const DEFAULT_ROWS_PER_PAGE = 20;

/** `currentPage` (from 1) and `rowsPerPage` (capped) of every paged search. */
export const pageQuery = {
  currentPage: queryInt32().min(1).default(1).describe('Página, a partir de 1'),
  rowsPerPage: queryInt32()
    .min(1)
    .default(DEFAULT_ROWS_PER_PAGE)
    .transform((rows) => Math.min(rows, MAX_ROWS_PER_PAGE))
    .describe(`Linhas por página (no máximo ${MAX_ROWS_PER_PAGE})`),
};

export const pageResultSchema = z.object({
  CurrentPage: int32(),
  RowsPerPage: int32(),
  TotalRows: int32(),
  TotalPages: int32(),
});

/** `{ Data, PageResult }`, the answer of every paged search. */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ Data: z.array(item), PageResult: pageResultSchema });

/**
 * A paged answer whose count stops at a cap: over a million rows an exact `count(*)` costs more
 * than the page itself (issue 13's bench), so searches of that size count at most `cap` rows.
 * `TotalRowsIsCapped` says the real total is larger; TotalPages then reaches the first `cap` rows
 * and the screen says "mais de" (refine the filters to go further).
 */
export const cappedPageResultSchema = pageResultSchema.extend({
  TotalRowsIsCapped: z
    .boolean()
    .describe('true: há mais linhas do que TotalRows (a contagem parou no limite)'),
});

export const cappedPagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ Data: z.array(item), PageResult: cappedPageResultSchema });
