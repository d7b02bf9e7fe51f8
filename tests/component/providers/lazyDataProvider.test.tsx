import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyDataProvider } from '../../../src/providers/dataProvider';
import {
  defineResource,
  type ResourceMapping,
  type ResourceProvider,
} from '../../../src/providers/resourceRegistry';

afterEach(() => vi.unstubAllGlobals());

const listed = { data: [{ id: 1 }], total: 1 };
const area = (
  name: string,
  methods: Record<string, () => Promise<unknown>> = {},
): ResourceProvider =>
  defineResource(name, { getList: (async () => listed) as ResourceMapping['getList'] }, methods);

/** The gateway's answer to the shell's portal-config call, so no resource is needed for it. */
const stubPortalConfig = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ Response: { CompanyName: 'Garantia Brasil' }, Errors: [] }, { status: 200 }),
    ),
  );

describe('the portal’s dataProvider, resources loaded on first use', () => {
  it('answers the shell’s calls without loading the resources', async () => {
    stubPortalConfig();
    const load = vi.fn(async () => [area('tomadores')]);
    const provider = createLazyDataProvider(load);
    await provider.getPortalConfig('localhost');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the resources once, then serves their methods and named calls', async () => {
    const named = vi.fn(async () => 'feito');
    const load = vi.fn(async () => [area('tomadores', { blockHolder: named })]);
    const provider = createLazyDataProvider(load) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    const [list, answer] = await Promise.all([
      provider.getList('tomadores', {}),
      provider.blockHolder(7),
    ]);
    expect(list).toEqual(listed);
    expect(answer).toBe('feito');
    expect(named).toHaveBeenCalledWith(7);
    await provider.getList('tomadores', {});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a call nobody registered, and a name registered by two areas', async () => {
    const provider = createLazyDataProvider(async () => [area('tomadores')]) as unknown as Record<
      string,
      () => Promise<unknown>
    >;
    await expect(provider.naoExiste()).rejects.toThrow('"naoExiste" não existe');
    const clashing = createLazyDataProvider(async () => [
      area('a', { save: async () => 1 }),
      area('b', { save: async () => 2 }),
    ]);
    await expect(clashing.getList('a', {} as never)).rejects.toThrow('já está registrado');
  });
});
