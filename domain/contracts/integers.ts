import { z } from 'zod';

/**
 * The shared building blocks of request schemas: numbers within the range of the column they
 * end in, so an out-of-range value is a 400 naming the field instead of a database error.
 * Kept in `domain/` because the call contracts (`domain/contracts/*`) are built from them.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
export const SMALLINT_MIN = -32_768;
export const SMALLINT_MAX = 32_767;

/** An `integer` column (ids, counts, versions) sent as a JSON number. */
export const int32 = () => z.int32();

/** An `integer` column sent in the query string or a path. */
export const queryInt32 = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);

/** A `smallint` column (catalogue ids: user types, query types, bureaus…) sent as a JSON number. */
export const smallInt = () => z.int().min(SMALLINT_MIN).max(SMALLINT_MAX);

/** A `smallint` column sent in the query string or a path. */
export const querySmallInt = () => z.coerce.number().int().min(SMALLINT_MIN).max(SMALLINT_MAX);

/**
 * A positive id in a query string, read as digits only: absent → "obrigatório", anything else
 * (a sign, a decimal point, an exponent) → "inválido", never a coerced number.
 */
export const positiveQueryId = () =>
  z
    .string()
    .regex(/^0*[1-9]\d{0,8}$/)
    .transform(Number);

/** A positive id in a body: a PostgreSQL integer. */
export const positiveBodyId = () => int32().positive().max(INT32_MAX);
