import type { GetListParams, GetListResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { EXPORT_ROW_CAP, fetchAllPages } from '../../src/export/fetchAllPages';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));

/** A dataProvider whose getList pages through `all` rows and announces their count. */
const fakeProvider = (all: { id: number }[], answer: Partial<GetListResult> = {}) => {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    return {
      data: all.slice((page - 1) * perPage, page * perPage),
      total: all.length,
      ...answer,
    } as GetListResult;
  });
  return { getList };
};

describe('fetchAllPages', () => {
  it('fetches 250 rows in 3 calls of 100 with the filter and sort, reporting progress', async () => {
    const provider = fakeProvider(rows(250));
    const onProgress = vi.fn();
    const filter = { Status: 'ativo' };
    const sort = { field: 'Name', order: 'ASC' as const };

    const result = await fetchAllPages(provider, 'tomadores', { filter, sort }, { onProgress });

    expect(result.data).toEqual(rows(250));
    expect(result).toMatchObject({ total: 250, capped: false });
    expect(provider.getList.mock.calls.map(([, params]) => params.pagination)).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
      { page: 3, perPage: 100 },
    ]);
    for (const [resource, params] of provider.getList.mock.calls) {
      expect(resource).toBe('tomadores');
      expect(params).toMatchObject({ filter, sort });
    }
    expect(onProgress.mock.calls).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('makes one call when everything fits on the first page', async () => {
    const provider = fakeProvider(rows(100));
    const result = await fetchAllPages(provider, 'r');
    expect(result.data).toHaveLength(100);
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('stops at the cap, keeps the first cap rows and says it was capped', async () => {
    const provider = fakeProvider(rows(1_000));
    const result = await fetchAllPages(provider, 'r', {}, { cap: 250 });
    expect(provider.getList).toHaveBeenCalledTimes(3);
    expect(result.data).toEqual(rows(250));
    expect(result).toMatchObject({ total: 1_000, capped: true });
  });

  it('caps at EXPORT_ROW_CAP = 10 000 rows by default', async () => {
    expect(EXPORT_ROW_CAP).toBe(10_000);
    const provider = fakeProvider(rows(10_250));
    const result = await fetchAllPages(provider, 'r');
    expect(provider.getList).toHaveBeenCalledTimes(100);
    expect(result.data).toHaveLength(10_000);
    expect(result.capped).toBe(true);
  });

  it('is not capped when the total is exactly the cap', async () => {
    const result = await fetchAllPages(fakeProvider(rows(200)), 'r', {}, { cap: 200 });
    expect(result).toMatchObject({ total: 200, capped: false });
    expect(result.data).toHaveLength(200);
  });

  it('stops when a page comes back empty, even if the total announced more', async () => {
    const provider = fakeProvider(rows(150), { total: 500 });
    const result = await fetchAllPages(provider, 'r');
    expect(provider.getList).toHaveBeenCalledTimes(3);
    expect(result.data).toHaveLength(150);
  });

  it('follows pageInfo when the dataProvider gives no total', async () => {
    const all = rows(230);
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const { page, perPage } = params.pagination!;
      return {
        data: all.slice((page - 1) * perPage, page * perPage),
        pageInfo: { hasNextPage: page * perPage < all.length },
      } as GetListResult;
    });
    const result = await fetchAllPages({ getList }, 'r');
    expect(getList).toHaveBeenCalledTimes(3);
    expect(result).toMatchObject({ total: undefined, capped: false });
    expect(result.data).toHaveLength(230);
  });

  it('stops when aborted between pages and rejects with an AbortError', async () => {
    const provider = fakeProvider(rows(500));
    const controller = new AbortController();
    const onProgress = vi.fn((fetched: number) => {
      if (fetched === 200) controller.abort();
    });

    await expect(
      fetchAllPages(provider, 'r', {}, { onProgress, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(provider.getList).toHaveBeenCalledTimes(2);
  });

  it('rejects at once when aborted during a call the dataProvider does not cancel', async () => {
    const controller = new AbortController();
    const getList = vi.fn(() => new Promise<GetListResult>(() => {}));
    const pending = fetchAllPages({ getList }, 'r', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(getList.mock.calls[0]).toMatchObject(['r', { signal: controller.signal }]);
  });

  it('makes no call with an already aborted signal', async () => {
    const provider = fakeProvider(rows(10));
    const signal = AbortSignal.abort();
    await expect(fetchAllPages(provider, 'r', {}, { signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(provider.getList).not.toHaveBeenCalled();
  });

  it('passes the dataProvider error through', async () => {
    const getList = vi.fn(async () => {
      throw new Error('Filtro inválido.');
    });
    await expect(fetchAllPages({ getList }, 'r')).rejects.toThrow('Filtro inválido.');
  });
});
