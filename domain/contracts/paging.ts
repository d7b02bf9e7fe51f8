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
