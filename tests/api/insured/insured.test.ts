import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCnpj } from '../../../domain/cpfCnpj';
import type { InsuredDetail, InsuredSummary } from '../../../domain/insureds';
import { insureds } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import {
  BLOCKED,
  DNIT,
  historyOf,
  PREFEITURA,
  paulista,
  personNameOf,
  RETAIL,
  seededInsured,
} from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp([
    'admin',
    'analista',
    'corretor',
  ]));
});
afterAll(() => t.close());

const names = (items: InsuredSummary[]) => items.map((item) => item.Name);

describe('SearchInsureds', () => {
  it('answers the tenant’s insured parties by name, paged, with branch and main address', async () => {
    const answer = await admin.get('/api/Insured/SearchInsureds', { rowsPerPage: '50' });
    expectStatus(answer, 200);
    const items = answer.data.Data as InsuredSummary[];
    expect(answer.data.PageResult).toEqual({
      CurrentPage: 1,
      RowsPerPage: 50,
      TotalRows: items.length,
      TotalPages: 1,
    });
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(names(items)).toEqual([...names(items)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const prefeitura = items.find((item) => item.Name === PREFEITURA);
    expect(prefeitura).toMatchObject({
      CpfCnpj: cnpjWithCheckDigits('463950000001'),
      DocumentType: 'cnpj',
      IsPrivate: false,
      BranchLabel: 'Setor público (0775)',
      IsBlocked: false,
      MainLocation: { CityName: 'São Paulo', StateAbbreviation: 'SP', IsMain: true },
    });
    const blocked = items.find((item) => item.Name === BLOCKED);
    expect(blocked?.IsBlocked).toBe(true);
    expect(blocked?.BlockJustify).toMatch(/Execução fiscal/);
    expect(items.find((item) => item.Name === RETAIL)?.BranchLabel).toBe('Setor privado (0776)');
  });

  it('filters by part of the name and by the document with or without its mask', async () => {
    const byName = await admin.get('/api/Insured/SearchInsureds', { InsuredName: 'prefeitura' });
    expect(names(byName.data.Data)).toEqual([PREFEITURA]);
    const cnpj = cnpjWithCheckDigits('463950000001');
    for (const InsuredDocument of [maskCnpj(cnpj), cnpj, maskCnpj(cnpj).slice(0, 6)]) {
      const answer = await admin.get('/api/Insured/SearchInsureds', { InsuredDocument });
      expect(names(answer.data.Data), InsuredDocument).toContain(PREFEITURA);
    }
    const exact = await admin.get('/api/Insured/SearchInsureds', {
      InsuredDocument: maskCnpj(cnpj),
    });
    expect(exact.data.PageResult.TotalRows).toBe(1);
    const none = await admin.get('/api/Insured/SearchInsureds', { InsuredName: '100%_x' });
    expect(none.data.Data).toEqual([]);
  });

  it('pages with currentPage and rowsPerPage (capped by the server)', async () => {
    const first = await admin.get('/api/Insured/SearchInsureds', {
      currentPage: '1',
      rowsPerPage: '3',
    });
    const second = await admin.get('/api/Insured/SearchInsureds', {
      currentPage: '2',
      rowsPerPage: '3',
    });
    expect(first.data.Data).toHaveLength(3);
    expect(second.data.PageResult.CurrentPage).toBe(2);
    expect(second.data.PageResult.TotalPages).toBe(Math.ceil(first.data.PageResult.TotalRows / 3));
    expect(names(second.data.Data)).not.toContain(first.data.Data[0].Name);
    const capped = await admin.get('/api/Insured/SearchInsureds', { rowsPerPage: '5000' });
    expect(capped.data.PageResult.RowsPerPage).toBe(100);
  });

  it('lets view-only staff and brokers read; another tenant sees none of them', async () => {
    expectStatus(await analista.get('/api/Insured/SearchInsureds'), 200);
    expectStatus(await corretor.get('/api/Insured/SearchInsureds'), 200);
    const other = await otherTenant.get('/api/Insured/SearchInsureds');
    expectStatus(other, 200);
    expect(other.data.PageResult.TotalRows).toBe(0);
  });
});

describe('GetInsured', () => {
  it('answers the insured with every current address, the main one first', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    const answer = await analista.get('/api/Insured/GetInsured', { personUniqueId: dnit.uniqueId });
    expectStatus(answer, 200);
    const detail = answer.data as InsuredDetail;
    expect(detail).toMatchObject({
      Id: dnit.id,
      UniqueId: dnit.uniqueId,
      NomeSocial: 'DNIT',
      IsPrivate: false,
      Version: 1,
    });
    expect(detail.Locations.map((location) => [location.CityName, location.IsMain])).toEqual([
      ['Brasília', true],
      ['Rio de Janeiro', false],
    ]);
    expect(detail.MainLocation?.ZipCode).toBe('70040902');
  });

  it('answers 404 for an unknown or malformed id and for another tenant', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    for (const personUniqueId of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expectStatus(await admin.get('/api/Insured/GetInsured', { personUniqueId }), 404);
    }
    const other = await otherTenant.get('/api/Insured/GetInsured', {
      personUniqueId: dnit.uniqueId,
    });
    expectStatus(other, 404);
    expect(other.errors).toEqual(['Segurado não encontrado.']);
  });
});

describe('unfiltered TotalRows', () => {
  const totalOf = async () =>
    (await admin.get('/api/Insured/SearchInsureds', { rowsPerPage: '1' })).data.PageResult
      .TotalRows as number;
  it('follows every insert and removal, as a count of the tenant’s rows would', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const before = await totalOf();
    expect(before).toBe(
      (await t.db.select().from(insureds).where(eq(insureds.companyId, companyId))).length,
    );
    const answer = await admin.post('/api/Insured/InsertInsured', {
      Name: 'Contagem Engenharia Ltda.',
      CpfCnpj: cnpjWithCheckDigits('913355220001'),
      IsPrivate: true,
      Location: paulista,
    });
    expectStatus(answer, 200);
    expect(await totalOf()).toBe(before + 1);
    // several rows in one statement count once each
    await t.db.insert(insureds).values(
      ['913355230001', '913355240001'].map((root, index) => ({
        companyId,
        name: `Lote ${index} S.A.`,
        cpfCnpj: cnpjWithCheckDigits(root),
      })),
    );
    expect(await totalOf()).toBe(before + 3);
    await t.db
      .delete(insureds)
      .where(and(eq(insureds.companyId, companyId), like(insureds.name, 'Lote % S.A.')));
    expect(await totalOf()).toBe(before + 1);
  });
});

describe('InsertInsured', () => {
  const newCnpj = cnpjWithCheckDigits('902341770001');

  it('registers an insured with the mask stripped, its first address and the history', async () => {
    const answer = await admin.post('/api/Insured/InsertInsured', {
      Name: '  Companhia  Paulista de Obras S.A. ',
      CpfCnpj: maskCnpj(newCnpj),
      NomeSocial: 'CPO',
      IsPrivate: true,
      Location: paulista,
    });
    expectStatus(answer, 200);
    const created = answer.data as InsuredDetail;
    expect(created).toMatchObject({
      Name: 'Companhia Paulista de Obras S.A.',
      CpfCnpj: newCnpj,
      NomeSocial: 'CPO',
      BranchLabel: 'Setor privado (0776)',
      IsBlocked: false,
      Version: 1,
    });
    expect(created.Locations).toHaveLength(1);
    expect(created.Locations[0]).toMatchObject({ ZipCode: '01310100', IsMain: true });
    const history = await historyOf(admin, created.Id);
    const adminName = await personNameOf(t.db, 'admin');
    expect(history.every((row) => row.ChangedByName === adminName)).toBe(true);
    const own = history.find((row) => row.ChangesHistories.length > 0);
    expect(own?.ChangesHistories).toEqual(
      expect.arrayContaining([
        { Field: 'Name', Label: 'Nome', OldValue: null, NewValue: created.Name },
        { Field: 'CpfCnpj', Label: 'CPF/CNPJ', OldValue: null, NewValue: newCnpj },
        { Field: 'IsPrivate', Label: 'Ramo', OldValue: null, NewValue: 'Setor privado (0776)' },
      ]),
    );
    const location = history.find((row) => row.LocationChangesHistories.length > 0);
    expect(location?.LocationChangesHistories).toEqual(
      expect.arrayContaining([
        { Field: 'ZipCode', Label: 'CEP', OldValue: null, NewValue: '01310100' },
      ]),
    );
  });

  it('refuses a document already registered in the tenant, however it is masked', async () => {
    const answer = await admin.post('/api/Insured/InsertInsured', {
      Name: 'Outra Companhia',
      CpfCnpj: newCnpj,
    });
    expectStatus(answer, 409);
    expect(answer.errors).toEqual(['Já existe um segurado com este CPF/CNPJ.']);
  });

  it('lets another tenant register the same document (duplicates are per tenant)', async () => {
    const answer = await otherTenant.post('/api/Insured/InsertInsured', {
      Name: 'Companhia Paulista de Obras S.A.',
      CpfCnpj: newCnpj,
    });
    expectStatus(answer, 200);
  });

  it('registers a person by CPF and an alphanumeric CNPJ', async () => {
    const cpf = cpfWithCheckDigits('318274650');
    const person = await admin.post('/api/Insured/InsertInsured', {
      Name: 'Rafael Souza Lima',
      CpfCnpj: cpf,
    });
    expectStatus(person, 200);
    expect(person.data).toMatchObject({ DocumentType: 'cpf', IsPrivate: true, Locations: [] });
    const alphanumeric = await admin.post('/api/Insured/InsertInsured', {
      Name: 'Nova Era Engenharia Ltda.',
      CpfCnpj: '12.ABC.345/01DE-35',
      IsPrivate: false,
    });
    expectStatus(alphanumeric, 200);
    expect(alphanumeric.data).toMatchObject({ CpfCnpj: '12ABC34501DE35', DocumentType: 'cnpj' });
  });

  it('answers one message per problem, naming the field, and creates nothing', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const before = await t.db.select().from(insureds).where(eq(insureds.companyId, companyId));
    const cases: [Record<string, unknown>, string[]][] = [
      [
        { Name: ' ', CpfCnpj: '11.222.333/0001-00' },
        ['Nome: informe o nome do segurado.', 'CPF/CNPJ: CNPJ inválido.'],
      ],
      [{ Name: 'Fulano', CpfCnpj: '123.456.789-00' }, ['CPF/CNPJ: CPF inválido.']],
      [{ Name: 'Fulano' }, ['CPF/CNPJ: informe o CPF ou o CNPJ.']],
      [
        { Name: 'Fulano', CpfCnpj: '1234' },
        ['CPF/CNPJ: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ).'],
      ],
      [
        {
          Name: 'Fulano de Tal',
          CpfCnpj: cpfWithCheckDigits('927361540'),
          Location: { ...paulista, CityId: 3304557 },
        },
        ['Cidade: Rio de Janeiro não fica em São Paulo.'],
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await admin.post('/api/Insured/InsertInsured', body);
      expectStatus(answer, 400);
      expect(answer.errors).toEqual(errors);
    }
    const after = await t.db.select().from(insureds).where(eq(insureds.companyId, companyId));
    expect(after).toHaveLength(before.length);
  });

  it('refuses callers without GERENCIAR_SEGURADOS (403)', async () => {
    const body = { Name: 'Sem Permissão Ltda.', CpfCnpj: cnpjWithCheckDigits('557713200001') };
    expectStatus(await analista.post('/api/Insured/InsertInsured', body), 403);
    expectStatus(await corretor.post('/api/Insured/InsertInsured', body), 403);
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const rows = await t.db
      .select()
      .from(insureds)
      .where(and(eq(insureds.companyId, companyId), eq(insureds.name, body.Name)));
    expect(rows).toEqual([]);
  });
});

describe('Insured/SearchInsured (proposal flow)', () => {
  it('matches name or document, the usable (not blocked) parties first, with addresses', async () => {
    const answer = await corretor.get('/api/Insured/SearchInsured', { TextSearch: 'ltda' });
    expectStatus(answer, 200);
    const found = names(answer.data);
    expect(found).toContain(RETAIL);
    expect(found.indexOf(RETAIL)).toBeLessThan(found.indexOf(BLOCKED));
    expect(found.at(-1)).toBe(BLOCKED);
    const retail = (answer.data as InsuredDetail[]).find((item) => item.Name === RETAIL);
    expect(retail?.Locations.map((location) => location.IsMain)).toEqual([true, false]);
    const byDocument = await analista.get('/api/Insured/SearchInsured', {
      TextSearch: maskCnpj(cnpjWithCheckDigits('048927070001')),
    });
    expect(names(byDocument.data)).toEqual([DNIT]);
  });

  it('answers at most 20 parties', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    await t.db.insert(insureds).values(
      Array.from({ length: 22 }, (_, index) => ({
        companyId,
        name: `Consórcio Lote ${String(index + 1).padStart(2, '0')}`,
        cpfCnpj: cnpjWithCheckDigits(`7${String(index + 1).padStart(7, '0')}0001`),
      })),
    );
    const answer = await admin.get('/api/Insured/SearchInsured', { TextSearch: 'Consórcio Lote' });
    expectStatus(answer, 200);
    expect(answer.data).toHaveLength(20);
    const other = await otherTenant.get('/api/Insured/SearchInsured', { TextSearch: 'Lote' });
    expect(other.data).toEqual([]);
  });
});

describe('Insured/ValidateInsuredByDocumentToNewProposal', () => {
  const validate = (caller: Caller, Document: unknown) =>
    caller.post('/api/Insured/ValidateInsuredByDocumentToNewProposal', { Document });

  it('refuses a blocked insured with its justification', async () => {
    const blocked = await seededInsured(t.db, BLOCKED);
    const answer = await validate(corretor, maskCnpj(blocked.cpfCnpj));
    expectStatus(answer, 200);
    expect(answer.data.CanUse).toBe(false);
    expect(answer.data.Reasons).toEqual([
      `O segurado está bloqueado. Justificativa: ${blocked.blockJustify}`,
    ]);
    expect(answer.data.Insured.UniqueId).toBe(blocked.uniqueId);
  });

  it('accepts a known unblocked insured, and an unknown document with Insured null', async () => {
    const prefeitura = await seededInsured(t.db, PREFEITURA);
    const known = await validate(admin, prefeitura.cpfCnpj);
    expect(known.data).toMatchObject({ CanUse: true, Reasons: [] });
    expect(known.data.Insured.Locations[0].IsMain).toBe(true);
    const unknown = await validate(admin, maskCnpj(cnpjWithCheckDigits('660011220001')));
    expect(unknown.data).toEqual({ CanUse: true, Reasons: [], Insured: null });
  });

  it('answers 400 for an invalid document, 403 without a proposal or insured grant', async () => {
    const invalid = await validate(admin, '11.111.111/1111-11');
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual(['CPF/CNPJ: CNPJ inválido.']);
    expectStatus(await validate(admin, null), 400);
    expectStatus(await validate(analista, cnpjWithCheckDigits('660011220001')), 403);
  });

  it('never reveals another tenant’s insured', async () => {
    const prefeitura = await seededInsured(t.db, PREFEITURA);
    const answer = await validate(otherTenant, prefeitura.cpfCnpj);
    expect(answer.data).toEqual({ CanUse: true, Reasons: [], Insured: null });
  });
});
