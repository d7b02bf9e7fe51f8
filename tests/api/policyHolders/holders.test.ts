import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskDocument } from '../../../domain/cpfCnpj';
import { policyHolders } from '../../../server/db/schema';
import { cnpjWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { type Caller, callerFor, expectStatus, otherTenantCaller } from '../support/caller';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  ALVORADA,
  BASE,
  HORIZONTE_AZUL,
  holderNamed,
  SERRA_VERDE,
  TEIXEIRA,
  VALE_DO_SOL,
} from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let agente: Caller;
let tomador: Caller;
let otherTenant: Caller;

const names = (rows: { Name: string }[]) => rows.map((row) => row.Name);

const paulistaLocation = {
  ZipCode: '01310-100',
  AddressName: 'Avenida Paulista',
  Number: '900',
  Complement: null,
  Neighborhood: 'Bela Vista',
  StateProvinceId: 35,
  CityId: 3550308,
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  [admin, analista, corretor, agente, tomador] = await Promise.all(
    ['admin', 'analista', 'corretor', 'agente', 'tomador'].map((login) => callerFor(t.app, login)),
  );
  otherTenant = await otherTenantCaller(t.app);
});
afterAll(() => t.close());

describe('SearchPolicyHoldersRelatedToCurrentUserLogged', () => {
  const url = `${BASE}/SearchPolicyHoldersRelatedToCurrentUserLogged`;

  it('gives the insurer every holder of the tenant, paged and sorted by name', async () => {
    const answer = await admin.get(url, { currentPage: '1', rowsPerPage: '3' });
    expectStatus(answer, 200);
    expect(answer.data.PageResult).toEqual({
      CurrentPage: 1,
      RowsPerPage: 3,
      TotalRows: 8,
      TotalPages: 3,
    });
    expect(names(answer.data.Data)).toEqual([...names(answer.data.Data)].sort());
    const all = await analista.get(url, { rowsPerPage: '50' });
    expect(names(all.data.Data)).toEqual(expect.arrayContaining([HORIZONTE_AZUL, TEIXEIRA]));
  });

  it('filters by part of the name and by the document typed with its mask', async () => {
    const byName = await admin.get(url, { policyHolderName: 'alvorada' });
    expect(names(byName.data.Data)).toEqual(['Alvorada Incorporações Ltda.', ALVORADA]);
    const alvorada = await holderNamed(t.db, ALVORADA);
    const byDocument = await admin.get(url, {
      policyHolderDocument: maskDocument(alvorada.cpfCnpj).slice(0, 10),
    });
    expect(names(byDocument.data.Data)).toEqual([ALVORADA]);
    const row = byDocument.data.Data[0];
    expect(row).toMatchObject({ CityName: 'São Paulo', StateAbbreviation: 'SP', RiskClass: 'B' });
    const serraVerde = await admin.get(url, { policyHolderName: 'Serra Verde' });
    expect(serraVerde.data.Data[0]).toMatchObject({
      CityName: 'Belo Horizonte',
      StateAbbreviation: 'MG',
    });
  });

  it('gives a broker and its agent only the holders nominated (approved) to their broker', async () => {
    for (const caller of [corretor, agente]) {
      const answer = await caller.get(url, { rowsPerPage: '50' });
      expectStatus(answer, 200);
      expect(names(answer.data.Data)).toContain(ALVORADA);
      expect(names(answer.data.Data)).not.toContain(HORIZONTE_AZUL);
      expect(names(answer.data.Data)).not.toContain(VALE_DO_SOL);
      // a pending request does not open the holder
      expect(names(answer.data.Data)).not.toContain(TEIXEIRA);
      expect(answer.data.PageResult.TotalRows).toBe(5);
    }
  });

  it('refuses a user without a policy-holder functionality and shows nothing to tenant 2', async () => {
    expectStatus(await tomador.get(url), 403);
    const other = await otherTenant.get(url);
    expectStatus(other, 200);
    expect(other.data.Data).toEqual([]);
  });
});

describe('SearchPolicyHolder', () => {
  const url = `${BASE}/SearchPolicyHolder`;

  it('finds by name or by document (masked or not), within the caller’s scope', async () => {
    const serraVerde = await holderNamed(t.db, SERRA_VERDE);
    const byDocument = await admin.get(url, { TextSearch: maskDocument(serraVerde.cpfCnpj) });
    expect(names(byDocument.data)).toEqual([SERRA_VERDE]);
    expect(names((await admin.get(url, { TextSearch: 'horizonte' })).data)).toEqual([
      HORIZONTE_AZUL,
    ]);
    expect((await corretor.get(url, { TextSearch: 'horizonte' })).data).toEqual([]);
  });

  it('answers at most 20 and can leave inactive holders out', async () => {
    const all = await admin.get(url, { TextSearch: '' });
    expect(all.data.length).toBeLessThanOrEqual(20);
    const teixeira = await holderNamed(t.db, TEIXEIRA);
    await t.db
      .update(policyHolders)
      .set({ isActive: false })
      .where(eq(policyHolders.id, teixeira.id));
    expect(names((await admin.get(url, { TextSearch: 'Teixeira' })).data)).toEqual([TEIXEIRA]);
    const active = await admin.get(url, { TextSearch: 'Teixeira', IgnoreInactive: 'true' });
    expect(active.data).toEqual([]);
    await t.db
      .update(policyHolders)
      .set({ isActive: true })
      .where(eq(policyHolders.id, teixeira.id));
  });
});

describe('GetPolicyHolder', () => {
  const url = `${BASE}/GetPolicyHolder`;

  it('answers the whole detail: data, flags, financials, limits, group, branches, addresses, brokers', async () => {
    const alvorada = await holderNamed(t.db, ALVORADA);
    const answer = await admin.get(url, { UniqueId: alvorada.uniqueId });
    expectStatus(answer, 200);
    const detail = answer.data;
    expect(detail).toMatchObject({
      Name: ALVORADA,
      CpfCnpj: alvorada.cpfCnpj,
      IsBlocked: false,
      EnableAnnualInstallments: true,
      AnnualRevenue: '48000000.00',
      NetWorth: '21000000.00',
      FoundationDate: '2004-03-15',
      Version: 1,
    });
    expect(detail.Limits).toMatchObject({
      RiskClass: 'B',
      LimitValue: '12000000.00',
      LimitUsedValue: '2500000.00',
      LimitAvailableValue: '9500000.00',
      BaseRate: '1.2000',
    });
    expect(detail.Branches).toHaveLength(2);
    expect(detail.Locations).toEqual([
      expect.objectContaining({ CityName: 'São Paulo', IsMain: true, ZipCode: '01310100' }),
    ]);
    expect(detail.EconomicGroup.Name).toBe('Grupo Alvorada');
    expect(names(detail.EconomicGroup.Participants)).toEqual(['Alvorada Incorporações Ltda.']);
    expect(detail.NominatedBrokers).toEqual([
      expect.objectContaining({
        BrokerName: 'Prime Corretora de Seguros Ltda.',
        Status: 'approved',
        StatusLabel: 'Aprovada',
      }),
    ]);
  });

  it('is 404 for a broker outside the nomination, for tenant 2 and for an unknown id', async () => {
    const horizonte = await holderNamed(t.db, HORIZONTE_AZUL);
    expectStatus(await corretor.get(url, { UniqueId: horizonte.uniqueId }), 404);
    const alvorada = await holderNamed(t.db, ALVORADA);
    const other = await otherTenant.get(url, { UniqueId: alvorada.uniqueId });
    expectStatus(other, 404);
    expect(other.errors).toEqual(['Tomador não encontrado.']);
    expectStatus(await admin.get(url, { UniqueId: '00000000-0000-4000-8000-000000000000' }), 404);
    expectStatus(await corretor.get(url, { UniqueId: alvorada.uniqueId }), 200);
  });
});

describe('InsertPolicyHolder', () => {
  const url = `${BASE}/InsertPolicyHolder`;
  const newCnpj = cnpjWithCheckDigits('618204730001');

  it('registers a holder with complementary data and its first address (main)', async () => {
    const answer = await admin.post(url, {
      Name: 'Construtora Nova Aliança Ltda.',
      CpfCnpj: maskDocument(newCnpj),
      Email: 'contato@novaalianca.com.br',
      Phone: '(11) 3456-7890',
      FoundationDate: '15/03/2010',
      AnnualRevenue: '2.500.000,00',
      NetWorth: 900000,
      Location: paulistaLocation,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Name: 'Construtora Nova Aliança Ltda.',
      CpfCnpj: newCnpj,
      FoundationDate: '2010-03-15',
      AnnualRevenue: '2500000.00',
      NetWorth: '900000.00',
      Phone: '1134567890',
      NominatedBrokers: [],
    });
    expect(answer.data.Locations).toEqual([expect.objectContaining({ IsMain: true })]);
  });

  it('refuses a duplicate document, an invalid document and a missing name, naming the field', async () => {
    const duplicate = await admin.post(url, { Name: 'Outra', CpfCnpj: newCnpj });
    expectStatus(duplicate, 409);
    expect(duplicate.errors).toEqual(['Já existe um tomador com este CPF/CNPJ.']);
    const invalid = await admin.post(url, { Name: '', CpfCnpj: '12.345.678/0001-00', Email: 'x@' });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Nome: informe o nome do tomador.',
      'CPF/CNPJ inválido.',
      'E-mail inválido.',
    ]);
  });

  it('refuses a user who only views holders (analista)', async () => {
    expectStatus(await analista.post(url, { Name: 'X', CpfCnpj: newCnpj }), 403);
  });

  it('nominates the holder a broker registers to that broker, so it sees it', async () => {
    const cpf = '39053344705';
    const answer = await corretor.post(url, { Name: 'Joana Prado Engenharia', CpfCnpj: cpf });
    expectStatus(answer, 200);
    expect(answer.data.NominatedBrokers).toEqual([
      expect.objectContaining({
        BrokerName: 'Prime Corretora de Seguros Ltda.',
        Status: 'approved',
      }),
    ]);
    const list = await corretor.get(`${BASE}/SearchPolicyHolder`, { TextSearch: 'Joana' });
    expect(names(list.data)).toEqual(['Joana Prado Engenharia']);
  });
});

describe('name and complementary data', () => {
  it('changes the name with the Version read, refuses a stale one with 409 and keeps history', async () => {
    const holder = await holderNamed(t.db, SERRA_VERDE);
    const url = `${BASE}/UpdatePolicyHolderName`;
    const changed = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Name: 'Metalúrgica Serra Verde Indústria S.A.',
      Version: holder.version,
    });
    expectStatus(changed, 200);
    expect(changed.data).toEqual({
      Name: 'Metalúrgica Serra Verde Indústria S.A.',
      Version: holder.version + 1,
    });
    const stale = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Name: 'Nome Perdido',
      Version: holder.version,
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Este tomador foi alterado por outra pessoa. Recarregue a página.',
    ]);
    expect((await holderNamed(t.db, 'Metalúrgica Serra Verde Indústria S.A.')).name).toBe(
      'Metalúrgica Serra Verde Indústria S.A.',
    );
    const history = await admin.get('/api/PolicyHolderChangeHistory/Get', {
      policyHolderId: String(holder.id),
    });
    expect(history.data[0]).toMatchObject({
      ChangedByName: 'Ana Paula Ribeiro',
      ChangesHistories: [
        {
          Field: 'Name',
          Label: 'Nome',
          OldValue: SERRA_VERDE,
          NewValue: 'Metalúrgica Serra Verde Indústria S.A.',
        },
      ],
    });
    const empty = await admin.post(url, { PolicyHolderUniqueId: holder.uniqueId, Name: ' ' });
    expectStatus(empty, 400);
    expect(empty.errors).toEqual(['Nome: informe o nome do tomador.']);
  });

  it('saves the complementary data field by field, with pt-BR labels in the history', async () => {
    const holder = await holderNamed(t.db, ALVORADA);
    const url = `${BASE}/SaveComplementarData`;
    const invalid = await corretor.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Email: 'financeiro@',
      Phone: '123',
      FoundationDate: '31/02/2004',
      AnnualRevenue: '-5',
      NetWorth: 'muito',
      Version: holder.version,
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'E-mail inválido.',
      'Telefone inválido: use (DD) 9XXXX-XXXX ou (DD) XXXX-XXXX.',
      'Data de fundação inválida: use DD/MM/AAAA.',
      'Faturamento anual: informe um valor em reais maior ou igual a zero.',
      'Patrimônio líquido: informe um valor em reais.',
    ]);
    const saved = await corretor.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Email: holder.email,
      Phone: holder.phone,
      MainActivity: holder.mainActivity,
      FoundationDate: holder.foundationDate,
      AnnualRevenue: '52.000.000,00',
      NetWorth: holder.netWorth,
      Version: holder.version,
    });
    expectStatus(saved, 200);
    expect(saved.data).toEqual({ Version: holder.version + 1 });
    const history = await corretor.get('/api/PolicyHolderChangeHistory/Get', {
      policyHolderId: String(holder.id),
    });
    expect(history.data[0]).toMatchObject({
      ChangedByName: 'Diego Fernandes Alves',
      ChangesHistories: [
        {
          Field: 'AnnualRevenue',
          Label: 'Faturamento anual',
          OldValue: '48000000.00',
          NewValue: '52000000.00',
        },
      ],
    });
    const horizonte = await holderNamed(t.db, HORIZONTE_AZUL);
    expectStatus(
      await corretor.post(url, {
        PolicyHolderUniqueId: horizonte.uniqueId,
        Version: horizonte.version,
      }),
      404,
    );
    expectStatus(
      await analista.post(url, { PolicyHolderUniqueId: holder.uniqueId, Version: holder.version }),
      403,
    );
  });
});

describe('addresses and history', () => {
  it('adds, updates and removes an address, each in the location history', async () => {
    const holder = await holderNamed(t.db, VALE_DO_SOL);
    const save = `${BASE}/SavePolicyHolderLocation`;
    const added = await admin.post(save, {
      PolicyHolderUniqueId: holder.uniqueId,
      ...paulistaLocation,
      IsMain: false,
    });
    expectStatus(added, 200);
    expect(added.data).toMatchObject({ CityName: 'São Paulo', IsMain: false });
    const updated = await admin.post(save, {
      PolicyHolderUniqueId: holder.uniqueId,
      Id: added.data.Id,
      ...paulistaLocation,
      Number: '1000',
    });
    expectStatus(updated, 200);
    expect(updated.data.Number).toBe('1000');
    const wrongCity = await admin.post(save, {
      PolicyHolderUniqueId: holder.uniqueId,
      ...paulistaLocation,
      CityId: 3304557,
    });
    expectStatus(wrongCity, 400);
    expect(wrongCity.errors).toEqual(['Cidade: Rio de Janeiro não fica em São Paulo.']);

    // a broker outside the nomination and tenant 2 cannot remove it
    const remove = `${BASE}/RemovePolicyHolderLocation`;
    expectStatus(await corretor.delete(remove, { locationId: String(added.data.Id) }), 404);
    expectStatus(await otherTenant.delete(remove, { locationId: String(added.data.Id) }), 404);
    const removed = await admin.delete(remove, { locationId: String(added.data.Id) });
    expectStatus(removed, 200);
    expect(removed.data).toBe(true);

    const history = await admin.get('/api/PolicyHolderChangeHistory/Get', {
      policyHolderId: String(holder.id),
    });
    const locationRows = history.data.filter(
      (row: { LocationChangesHistories: unknown[] }) => row.LocationChangesHistories.length > 0,
    );
    // removal, number change, addition, and the seed's first address
    expect(locationRows).toHaveLength(4);
    expect(locationRows[1].LocationChangesHistories).toEqual([
      { Field: 'Number', Label: 'Número', OldValue: '900', NewValue: '1000' },
    ]);
    expect(locationRows[0].ChangedByName).toBe('Ana Paula Ribeiro');
  });

  it('keeps the history of a holder from brokers outside it and from tenant 2', async () => {
    const holder = await holderNamed(t.db, HORIZONTE_AZUL);
    const url = '/api/PolicyHolderChangeHistory/Get';
    expectStatus(await corretor.get(url, { policyHolderId: String(holder.id) }), 404);
    expectStatus(await otherTenant.get(url, { policyHolderId: String(holder.id) }), 404);
  });
});
