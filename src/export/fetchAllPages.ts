import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

/** The gateway's searches answer at most 100 rows per page (rowsPerPage is capped there). */
export const GATEWAY_MAX_PAGE_SIZE = 100;

/**
 * At most this many rows go into one export: 100 gateway calls, a few MB of CSV, which a browser
 * builds in memory without trouble and Excel opens at once. Past it the user is asked to refine
 * the filters rather than wait for a file nobody reads whole.
 */
export const EXPORT_ROW_CAP = 10_000;

export interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  meta?: unknown;
}

export interface FetchAllPagesOptions {
  pageSize?: number;
  /** Rows kept at most; defaults to EXPORT_ROW_CAP. */
  cap?: number;
  /** After each page: rows fetched so far and the total the dataProvider announced. */
  onProgress?: (fetched: number, total: number | undefined) => void;
  /** Aborting rejects with the signal's reason (an `AbortError` DOMException by default). */
  signal?: AbortSignal;
}

export interface FetchAllPagesResult<RecordType extends RaRecord = RaRecord> {
  data: RecordType[];
  /** The matching rows as the dataProvider counts them (undefined with partial pagination). */
  total: number | undefined;
  /** True when rows were left out because of the cap. */
  capped: boolean;
}

/** Rejects as soon as the signal aborts, even when the dataProvider does not read the signal. */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> => {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};

/**
 * Every row of a list query, page by page (`getList` with the same filter and sort), until the
 * announced total, the cap, an empty page or the last page of a partial-pagination answer.
 */
export const fetchAllPages = async <RecordType extends RaRecord = RaRecord>(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  { filter = {}, sort, meta }: ListQuery = {},
  {
    pageSize = GATEWAY_MAX_PAGE_SIZE,
    cap = EXPORT_ROW_CAP,
    onProgress,
    signal,
  }: FetchAllPagesOptions = {},
): Promise<FetchAllPagesResult<RecordType>> => {
  const data: RecordType[] = [];
  let total: number | undefined;
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const result = await untilAborted(
      dataProvider.getList<RecordType>(resource, {
        pagination: { page, perPage: pageSize },
        filter,
        sort,
        meta,
        signal,
      }),
      signal,
    );
    total ??= result.total;
    data.push(...result.data);
    onProgress?.(Math.min(data.length, cap), total);
    const lastPage =
      result.data.length === 0 ||
      (total !== undefined
        ? data.length >= total
        : result.pageInfo?.hasNextPage === false ||
          (result.pageInfo === undefined && result.data.length < pageSize));
    if (lastPage || data.length >= cap) {
      const capped = data.length > cap || !lastPage;
      return { data: data.slice(0, cap), total, capped };
    }
  }
};
