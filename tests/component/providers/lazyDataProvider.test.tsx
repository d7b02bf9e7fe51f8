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
    const load = vi.fn(async () => area('tomadores'));
    const provider = createLazyDataProvider({ tomadores: load });
    await provider.getPortalConfig('localhost');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads only the resource a method names, once', async () => {
    const holders = vi.fn(async () => area('tomadores'));
    const proposals = vi.fn(async () => area('propostas'));
    const provider = createLazyDataProvider({ tomadores: holders, propostas: proposals });
    const [list] = await Promise.all([
      provider.getList('tomadores', {} as never),
      provider.getList('tomadores', {} as never),
    ]);
    expect(list).toEqual(listed);
    expect(holders).toHaveBeenCalledTimes(1);
    expect(proposals).not.toHaveBeenCalled();
    await expect(provider.getOne('tomadores', { id: 1 })).rejects.toThrow(
      'a operação getOne não está ligada',
    );
  });

  it('loads every resource once for a named call, then serves both kinds', async () => {
    const named = vi.fn(async () => 'feito');
    const holders = vi.fn(async () => area('tomadores', { blockHolder: named }));
    const proposals = vi.fn(async () => area('propostas'));
    const provider = createLazyDataProvider({
      tomadores: holders,
      propostas: proposals,
    }) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const [answer, list] = await Promise.all([
      provider.blockHolder(7),
      provider.getList('propostas', {}),
    ]);
    expect(answer).toBe('feito');
    expect(named).toHaveBeenCalledWith(7);
    expect(list).toEqual(listed);
    await provider.getList('tomadores', {});
    await provider.blockHolder(8);
    expect(holders).toHaveBeenCalledTimes(1);
    expect(proposals).toHaveBeenCalledTimes(1);
  });

  it('serves a named call from the areas already loaded, without loading the others', async () => {
    const named = vi.fn(async () => 'histórico');
    const holders = vi.fn(async () => area('tomadores', { getPolicyHolderHistory: named }));
    const proposals = vi.fn(async () => area('propostas', { getProposal: async () => 'proposta' }));
    const provider = createLazyDataProvider({
      tomadores: holders,
      propostas: proposals,
    }) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await provider.getList('tomadores', {});
    expect(await provider.getPolicyHolderHistory(3)).toBe('histórico');
    expect(proposals).not.toHaveBeenCalled();
    // a call no loaded area has loads them all
    expect(await provider.getProposal()).toBe('proposta');
    expect(proposals).toHaveBeenCalledTimes(1);
    expect(holders).toHaveBeenCalledTimes(1);
  });

  it('refuses a resource or call nobody registered, a misnamed area and a name registered twice', async () => {
    const provider = createLazyDataProvider({
      tomadores: async () => area('tomadores'),
    }) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await expect(provider.naoExiste()).rejects.toThrow('"naoExiste" não existe');
    await expect(provider.getList('toString', {})).rejects.toThrow('Recurso "toString"');
    const misnamed = createLazyDataProvider({ tomadores: async () => area('segurados') });
    await expect(misnamed.getList('tomadores', {} as never)).rejects.toThrow(
      'o recurso "tomadores" carregou "segurados"',
    );
    const clashing = createLazyDataProvider({
      a: async () => area('a', { save: async () => 1 }),
      b: async () => area('b', { save: async () => 2 }),
    }) as unknown as Record<string, () => Promise<unknown>>;
    await expect(clashing.save()).rejects.toThrow('já está registrado');
  });
});
