/**
 * The shared building blocks of request schemas (numbers within their column's range) live with
 * the call contracts in `domain/contracts/integers.ts`; re-exported here for the routes. (NUL
 * bytes and lone surrogates in any string are refused before any schema runs — see
 * validation.ts — so text needs no helper of its own.)
 */
export {
  INT32_MAX,
  INT32_MIN,
  SMALLINT_MAX,
  SMALLINT_MIN,
  int32,
  queryInt32,
  querySmallInt,
  smallInt,
} from '../../domain/contracts/integers';
