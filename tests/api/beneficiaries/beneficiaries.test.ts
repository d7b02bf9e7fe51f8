import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries, changeHistories, partyLocations } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

const PF_REFUSED =
  'Esta modalidade não aceita beneficiário pessoa física (CPF). Informe o CNPJ de uma pessoa jurídica.';

let t: TestApp;
let companyId = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  for (const login of ['admin', 'analista', 'corretor', 'agente', 'tomador']) {
    tokens[login] = (await tokensFor(t.app, login)).access_token;
  }
  tokens.other = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
});
afterAll(() => t.close());

const call = (login: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: bearer(tokens[login]) });

const search = (login: string, query: Record<string, string>) =>
  call(login, { method: 'GET', url: '/api/Beneficiary/SearchBeneficiary', query });

const validate = (login: string, payload: object) =>
  call(login, {
    method: 'POST',
    url: '/api/Beneficiary/ValidateBeneficiaryByDocument',
    payload,
  });

const saveLocation = (login: string, payload: object) =>
  call(login, { method: 'POST', url: '/api/Beneficiary/SaveBeneficiaryLocation', payload });

const okResponse = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response;
};

const beneficiaryCount = async () =>
  Number(
    (
      await t.db
        .select({ total: count() })
        .from(beneficiaries)
        .where(eq(beneficiaries.companyId, companyId))
    )[0].total,
  );

const historyOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(changeHistories)
    .where(
      and(
        eq(changeHistories.companyId, companyId),
        eq(changeHistories.entity, entity),
        eq(changeHistories.entityId, String(id)),
      ),
    );

const saoPaulo = {
  ZipCode: '01310-100',
  AddressName: 'Avenida Paulista',
  Number: '1578',
  Complement: null,
  Neighborhood: 'Bela Vista',
  StateProvinceId: 35,
  CityId: 3550308,
};
const rio = {
  ZipCode: '20040002',
  AddressName: 'Avenida Rio Branco',
  Number: '50',
  Neighborhood: 'Centro',
  StateProvinceId: 33,
  CityId: 3304557,
};

const hospitalCnpj = cnpjWithCheckDigits('613578240001');
const claimantCpf = cpfWithCheckDigits('305718264');

describe('Beneficiary/ValidateBeneficiaryByDocument', () => {
  let hospitalId = 0;

  it('registers an unknown document sent with a name, once, and records its history', async () => {
    const before = await beneficiaryCount();
    const masked = `${hospitalCnpj.slice(0, 2)}.${hospitalCnpj.slice(2, 5)}.${hospitalCnpj.slice(5, 8)}/${hospitalCnpj.slice(8, 12)}-${hospitalCnpj.slice(12)}`;
    const created = await okResponse(
      await validate('admin', {
        Document: masked,
        Name: '  Hospital   Municipal de Osasco ',
        CanHaveBeneficiaryPF: false,
      }),
    );
    expect(created).toMatchObject({
      CanUse: true,
      Reasons: [],
      Beneficiary: {
        Name: 'Hospital Municipal de Osasco',
        CpfCnpj: hospitalCnpj,
        DocumentType: 'cnpj',
        IsPF: false,
        MainLocation: null,
        Locations: [],
      },
    });
    hospitalId = created.Beneficiary.Id;
    expect(await beneficiaryCount()).toBe(before + 1);
    const [history] = await historyOf('Beneficiary', hospitalId);
    expect(history.changedByName).toBe('Ana Paula Ribeiro');
    expect(history.changes).toEqual([
      { field: 'Name', oldValue: null, newValue: 'Hospital Municipal de Osasco' },
      { field: 'CpfCnpj', oldValue: null, newValue: hospitalCnpj },
    ]);

    // Known now: answered as it is (a different name does not rename it), by a broker too.
    const again = await okResponse(
      await validate('corretor', { Document: hospitalCnpj, Name: 'Outro nome' }),
    );
    expect(again.Beneficiary).toMatchObject({
      Id: hospitalId,
      Name: 'Hospital Municipal de Osasco',
    });
    expect(await beneficiaryCount()).toBe(before + 1);
  });

  it('answers an unknown document without a name as usable, with no beneficiary yet', async () => {
    const before = await beneficiaryCount();
    expect(
      await okResponse(
        await validate('analista', { Document: cnpjWithCheckDigits('998877660001') }),
      ),
    ).toEqual({ CanUse: true, Reasons: [], Beneficiary: null });
    expect(await beneficiaryCount()).toBe(before);
  });

  it('refuses a CPF when the modality accepts no natural person, and registers it otherwise', async () => {
    const before = await beneficiaryCount();
    expect(
      await okResponse(
        await validate('corretor', {
          Document: claimantCpf,
          Name: 'João Batista Ferreira',
          CanHaveBeneficiaryPF: false,
        }),
      ),
    ).toEqual({ CanUse: false, Reasons: [PF_REFUSED], Beneficiary: null });
    expect(await beneficiaryCount()).toBe(before);
    const created = await okResponse(
      await validate('corretor', { Document: claimantCpf, Name: 'João Batista Ferreira' }),
    );
    expect(created).toMatchObject({
      CanUse: true,
      Beneficiary: { CpfCnpj: claimantCpf, IsPF: true, DocumentType: 'cpf' },
    });
    // Existing, but still refused where PF is not allowed.
    const refused = await okResponse(
      await validate('corretor', { Document: claimantCpf, CanHaveBeneficiaryPF: false }),
    );
    expect(refused).toMatchObject({ CanUse: false, Reasons: [PF_REFUSED] });
    expect(refused.Beneficiary.Id).toBe(created.Beneficiary.Id);
  });

  it('answers 400 naming the field for an invalid document or name', async () => {
    const cases: [object, string[]][] = [
      [{}, ['Document: informe o CPF ou o CNPJ do beneficiário.']],
      [{ Document: '123.456.789-00' }, ['Document: CPF inválido.']],
      [{ Document: '11.222.333/0001-80' }, ['Document: CNPJ inválido.']],
      [{ Document: '1234567' }, ['Document: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ).']],
      [
        { Document: cnpjWithCheckDigits('554433220001'), Name: '   ' },
        ['Name: informe o nome do beneficiário.'],
      ],
      [
        { Document: cnpjWithCheckDigits('554433220001'), Name: 'A'.repeat(201) },
        ['Name: use no máximo 200 caracteres.'],
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await validate('admin', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().Errors).toEqual(errors);
    }
  });

  it('lets a view-only user check documents but not register beneficiaries', async () => {
    const before = await beneficiaryCount();
    const response = await validate('analista', {
      Document: cnpjWithCheckDigits('887766550001'),
      Name: 'Autarquia Sem Permissão',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().Errors).toEqual([
      'Você não tem permissão para cadastrar beneficiários.',
    ]);
    expect(await beneficiaryCount()).toBe(before);
    expect(
      (await okResponse(await validate('analista', { Document: hospitalCnpj }))).Beneficiary.Id,
    ).toBe(hospitalId);
  });
});

describe('Beneficiary/SearchBeneficiary', () => {
  it('finds the demo beneficiaries by part of the name or of the document, with the main address', async () => {
    const byName = await okResponse(await search('corretor', { TextSearch: 'curitiba' }));
    expect(byName).toHaveLength(1);
    expect(byName[0]).toMatchObject({
      Name: 'Município de Curitiba - Secretaria Municipal de Finanças',
      IsPF: false,
      MainLocation: {
        ZipCode: '80530908',
        AddressName: 'Avenida Cândido de Abreu',
        CityName: 'Curitiba',
        StateAbbreviation: 'PR',
        IsMain: true,
      },
    });
    const claimant = cpfWithCheckDigits('418273906');
    const masked = `${claimant.slice(0, 3)}.${claimant.slice(3, 6)}.${claimant.slice(6, 9)}`;
    const byDocument = await okResponse(await search('agente', { TextSearch: masked }));
    expect(byDocument.map((item: { Name: string }) => item.Name)).toEqual([
      'Maria Aparecida dos Santos Oliveira',
    ]);
  });

  it('leaves natural persons out when CanHaveBeneficiaryPF is false', async () => {
    const all = await okResponse(await search('admin', { TextSearch: 'Maria Aparecida' }));
    expect(all).toHaveLength(1);
    expect(
      await okResponse(
        await search('admin', { TextSearch: 'Maria Aparecida', CanHaveBeneficiaryPF: 'false' }),
      ),
    ).toEqual([]);
    const legal = await okResponse(await search('admin', { CanHaveBeneficiaryPF: 'false' }));
    expect(legal.length).toBeGreaterThan(0);
    for (const item of legal) expect(item.IsPF).toBe(false);
  });

  it('answers at most 20, by name', async () => {
    await t.db.insert(beneficiaries).values(
      Array.from({ length: 22 }, (_, index) => ({
        companyId,
        name: `Vara do Trabalho ${String(index + 1).padStart(2, '0')} de Campinas`,
        cpfCnpj: cnpjWithCheckDigits(`7${String(index).padStart(3, '0')}12340001`),
      })),
    );
    const found = await okResponse(await search('admin', { TextSearch: 'Vara do Trabalho' }));
    expect(found).toHaveLength(20);
    expect(found[0].Name).toBe('Vara do Trabalho 01 de Campinas');
    expect(found[19].Name).toBe('Vara do Trabalho 20 de Campinas');
  });
});

describe('Beneficiary/SaveBeneficiaryLocation', () => {
  let uniqueId = '';
  let id = 0;
  beforeAll(async () => {
    const created = await okResponse(
      await validate('admin', {
        Document: cnpjWithCheckDigits('246813570001'),
        Name: 'Fazenda Pública do Estado de São Paulo',
      }),
    );
    uniqueId = created.Beneficiary.UniqueId;
    id = created.Beneficiary.Id;
  });

  it('adds addresses (the first is the main one), moves the main flag and updates one', async () => {
    const first = await okResponse(
      await saveLocation('corretor', { BeneficiaryUniqueId: uniqueId, Location: saoPaulo }),
    );
    expect(first.Locations).toHaveLength(1);
    expect(first.MainLocation).toMatchObject({
      ZipCode: '01310100',
      AddressName: 'Avenida Paulista',
      CityName: 'São Paulo',
      IsMain: true,
    });
    const second = await okResponse(
      await saveLocation('admin', {
        BeneficiaryUniqueId: uniqueId,
        Location: { ...rio, IsMain: true },
      }),
    );
    expect(second.Locations.map((item: { ZipCode: string }) => item.ZipCode)).toEqual([
      '20040002',
      '01310100',
    ]);
    expect(second.MainLocation.ZipCode).toBe('20040002');
    const paulistaId = second.Locations[1].Id;
    const updated = await okResponse(
      await saveLocation('admin', {
        BeneficiaryUniqueId: uniqueId,
        LocationId: paulistaId,
        Location: { ...saoPaulo, Number: '2000', Complement: 'Térreo' },
      }),
    );
    expect(updated.Locations[1]).toMatchObject({
      Id: paulistaId,
      Number: '2000',
      Complement: 'Térreo',
    });
    const history = await historyOf('BeneficiaryLocation', id);
    expect(history).toHaveLength(3);
    const last = history.sort((a, b) => b.id - a.id)[0];
    expect(last.changedByName).toBe('Ana Paula Ribeiro');
    expect(last.changes).toEqual([
      { field: 'Number', oldValue: '1578', newValue: '2000' },
      { field: 'Complement', oldValue: null, newValue: 'Térreo' },
    ]);
  });

  it('answers 400 naming the field for an invalid address', async () => {
    const response = await saveLocation('admin', {
      BeneficiaryUniqueId: uniqueId,
      Location: { ...saoPaulo, CityId: 3304557, AddressName: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual([
      'Logradouro: informe o logradouro.',
      'Cidade: Rio de Janeiro não fica em São Paulo.',
    ]);
  });

  it('answers 404 for an unknown beneficiary or a location of another beneficiary', async () => {
    const unknown = await saveLocation('admin', {
      BeneficiaryUniqueId: '00000000-0000-4000-8000-000000000000',
      Location: saoPaulo,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Errors).toEqual(['Beneficiário não encontrado.']);
    const [foreign] = await t.db
      .select({ id: partyLocations.id })
      .from(partyLocations)
      .where(and(eq(partyLocations.companyId, companyId), eq(partyLocations.ownerKind, 'insured')))
      .limit(1);
    const response = await saveLocation('admin', {
      BeneficiaryUniqueId: uniqueId,
      LocationId: foreign.id,
      Location: saoPaulo,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Errors).toEqual(['Endereço não encontrado.']);
  });

  it('refuses users without the functionalities', async () => {
    for (const login of ['analista', 'tomador']) {
      const response = await saveLocation(login, {
        BeneficiaryUniqueId: uniqueId,
        Location: saoPaulo,
      });
      expect(response.statusCode, login).toBe(403);
    }
    for (const response of [
      await search('tomador', { TextSearch: 'Fazenda' }),
      await validate('tomador', { Document: hospitalCnpj }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
  });

  it("never reaches another tenant's beneficiaries", async () => {
    const response = await saveLocation('other', {
      BeneficiaryUniqueId: uniqueId,
      Location: rio,
    });
    expect(response.statusCode).toBe(404);
    expect(await okResponse(await search('other', { TextSearch: 'Fazenda' }))).toEqual([]);
    expect(await okResponse(await search('other', {}))).toEqual([]);
    // The same document is a different (unregistered) beneficiary in the second tenant.
    expect(await okResponse(await validate('other', { Document: hospitalCnpj }))).toEqual({
      CanUse: true,
      Reasons: [],
      Beneficiary: null,
    });
  });
});
