import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoBrokerOption } from '../../../domain/contracts/coBrokers';
import { maskDocument } from '../../../domain/cpfCnpj';
import { brokers } from '../../../server/db/schema';
import { cnpjWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { demoBroker } from '../brokers/helpers';
import { type Caller, callerFor, expectStatus, signedInApp } from '../support/caller';
import { addUser, companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import type { TestApp } from '../support/testApp';
import { createQuote, quoteBody } from './helpers';

const SEARCH = '/api/Proposal/SearchCoBrokers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let agente: Caller;
let tomador: Caller;
let analista: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, agente, tomador, analista, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'agente',
    'tomador',
    'analista',
  ]));
  // a brokerage of the other tenant whose name matches the demo tenant's
  await t.db.insert(brokers).values({
    companyId: await companyIdOf(t.db, SECOND_COMPANY_KEY),
    name: 'Horizonte Sul Corretora de Seguros Ltda.',
    cnpj: cnpjWithCheckDigits('613572840001'),
    susepCode: '202099999999999',
  });
});
afterAll(() => t.close());

const search = async (caller: Caller, TextSearch?: string) => {
  const answer = await caller.get(SEARCH, TextSearch === undefined ? {} : { TextSearch });
  expectStatus(answer, 200);
  return answer.data as CoBrokerOption[];
};
const names = (options: CoBrokerOption[]) => options.map((option) => option.Name);

describe('SearchCoBrokers', () => {
  it('answers the tenant’s active brokers but the caller’s own, with name and CNPJ only', async () => {
    const horizonte = await demoBroker(t.db, 'Horizonte');
    // Prime is the broker's own; Atlântica awaits analysis; Litoral Sul is blocked
    expect(await search(corretor)).toEqual([
      { UniqueId: horizonte.uniqueId, Name: horizonte.name, CpfCnpj: horizonte.cnpj },
    ]);
    expect(names(await search(agente))).toEqual([horizonte.name]);
    // insurer staff have no brokerage of their own
    expect(names(await search(admin))).toEqual([
      horizonte.name,
      'Prime Corretora de Seguros Ltda.',
    ]);
  });

  it('finds by part of the name or of the CNPJ, masked or not', async () => {
    const horizonte = await demoBroker(t.db, 'Horizonte');
    expect(names(await search(corretor, 'horiz'))).toEqual([horizonte.name]);
    expect(names(await search(corretor, maskDocument(horizonte.cnpj).slice(0, 6)))).toEqual([
      horizonte.name,
    ]);
    expect(await search(corretor, horizonte.cnpj.slice(2, 8))).toHaveLength(1);
    // the own brokerage stays out even by its exact name
    expect(await search(corretor, 'Prime')).toEqual([]);
    expect(await search(corretor, 'Atlântica')).toEqual([]);
    expect(await search(corretor, '%')).toEqual([]);
  });

  it('never answers another tenant’s brokers', async () => {
    expect(names(await search(corretor, 'Horizonte'))).toEqual([
      'Horizonte Corretora de Seguros Ltda.',
    ]);
    expect(names(await search(admin, 'Sul'))).toEqual([]);
    expect(names(await search(otherTenant, 'Horizonte'))).toEqual([
      'Horizonte Sul Corretora de Seguros Ltda.',
    ]);
  });

  it('answers at most 20 brokers, by name', async () => {
    const companyId = await companyIdOf(t.db, SECOND_COMPANY_KEY);
    await t.db.insert(brokers).values(
      Array.from({ length: 22 }, (_, index) => ({
        companyId,
        name: `Corretora Lote ${String(index + 1).padStart(2, '0')} Ltda.`,
        cnpj: cnpjWithCheckDigits(String(700_000_000_001 + index * 10_000)),
        susepCode: String(300_000_000_000_000 + index),
      })),
    );
    const found = names(await search(otherTenant, 'Lote'));
    expect(found).toHaveLength(20);
    expect(found[0]).toBe('Corretora Lote 01 Ltda.');
    expect(found.at(-1)).toBe('Corretora Lote 20 Ltda.');
  });

  it('refuses users who do not manage proposals', async () => {
    for (const caller of [tomador, analista]) {
      const answer = await caller.get(SEARCH, { TextSearch: 'Horizonte' });
      expectStatus(answer, 403);
      expect(answer.errors).toEqual(['Você não tem permissão para acessar este recurso.']);
    }
    await addUser(t.db, { login: 'corretor.sem.gerenciar', userTypeId: 2 });
    const stripped = await callerFor(t.app, 'corretor.sem.gerenciar');
    expectStatus(await stripped.get(SEARCH, { TextSearch: 'Horizonte' }), 403);
  });

  it('what it answers saves as co-brokers, shown on the proposal with their shares', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const [horizonte] = await search(corretor, 'Horizonte');
    const saved = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: quote.UniqueId,
      Version: quote.Version,
      CoBrokers: [{ BrokerUniqueId: horizonte.UniqueId, CommissionSharePercentage: '25,5' }],
    });
    expectStatus(saved, 200);
    expect(saved.data).toMatchObject({
      HasCoBrokers: true,
      CoBrokers: [
        {
          BrokerUniqueId: horizonte.UniqueId,
          Name: horizonte.Name,
          CommissionSharePercentage: '25.5000',
        },
      ],
      Version: quote.Version + 1,
    });
  });
});
