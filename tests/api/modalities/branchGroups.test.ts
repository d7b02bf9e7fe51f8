import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BranchGroupHistoryRow,
  ParameterisationBranch,
  PremiumLimitParameter,
} from '../../../domain/branchGroups';
import type { CompanyBranch, ModalityGroupAnswer } from '../../../domain/modalities';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';

const BRANCHES = '/api/Core/GetCompanyBranchesParameterisation';
const INSERT_BRANCH = '/api/Core/InsertCompanyBranch';
const UPDATE_BRANCH = '/api/Core/UpdateCompanyBranch';
const INSERT_GROUP = '/api/Modality/InsertModalityGroup';
const UPDATE_GROUP = '/api/Modality/UpdateModalityGroup';
const LIMIT = '/api/Core/GetPercentageLimitPremiumParameter';
const UPDATE_LIMIT = '/api/Core/UpdatePercentageLimitPremiumRelationIssuedAmount';
const READ_LIMIT = '/api/Core/GetPercentageLimitPremiumRelationIssuedAmount';
const HISTORY = '/api/Core/GetCompanyBranchesHistory';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let analista: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, analista, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'analista',
  ]));
});
afterAll(() => t.close());

const branchesOf = async (caller: Caller) => {
  const answer = await caller.get(BRANCHES);
  expectStatus(answer, 200);
  return answer.data as ParameterisationBranch[];
};
const branchByCode = async (code: string) => {
  const branch = (await branchesOf(admin)).find((candidate) => candidate.Code === code);
  if (!branch) throw new Error(`sem o ramo ${code}`);
  return branch;
};

describe('company branches', () => {
  it('creates a branch that every modality read then lists', async () => {
    const answer = await admin.post(INSERT_BRANCH, {
      Code: '0746',
      Name: 'Garantia financeira',
      IsPrivate: true,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Code: '0746',
      Name: 'Garantia financeira',
      IsPrivate: true,
      IsActive: true,
      Version: 1,
      Groups: [],
    });
    const read = (await corretor.get('/api/Core/GetAllCompanyBranch')).data as CompanyBranch[];
    expect(read.map((branch) => branch.Code)).toContain('0746');
  });

  it('refuses a repeated SUSEP code (409) and invalid fields (400, per field)', async () => {
    const repeated = await admin.post(INSERT_BRANCH, {
      Code: '0775',
      Name: 'Outro',
      IsPrivate: false,
    });
    expectStatus(repeated, 409);
    expect(repeated.errors[0]).toMatch(/^Código SUSEP \(Code\)/);
    const invalid = await admin.post(INSERT_BRANCH, { Code: '77A', Name: ' ' });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      expect.stringMatching(/^Código SUSEP \(Code\): informe os 4 dígitos/),
      expect.stringMatching(/^Nome \(Name\)/),
      expect.stringMatching(/^Setor privado \(IsPrivate\)/),
    ]);
  });

  it('renames and deactivates a branch with its Version; a stale Version gets 409', async () => {
    const branch = await branchByCode('0746');
    const renamed = await admin.put(UPDATE_BRANCH, {
      Id: branch.Id,
      Name: 'Garantia financeira privada',
      Version: branch.Version,
    });
    expectStatus(renamed, 200);
    expect(renamed.data).toMatchObject({ Name: 'Garantia financeira privada', Version: 2 });
    const stale = await admin.put(UPDATE_BRANCH, {
      Id: branch.Id,
      IsActive: false,
      Version: branch.Version,
    });
    expectStatus(stale, 409);
    const deactivated = await admin.put(UPDATE_BRANCH, {
      Id: branch.Id,
      IsActive: false,
      Version: 2,
    });
    expectStatus(deactivated, 200);
    expect(deactivated.data).toMatchObject({ IsActive: false, Version: 3 });
    const group = await admin.post(INSERT_GROUP, { BranchId: branch.Id, Name: 'Fiança' });
    expectStatus(group, 409);
    expect(group.errors[0]).toMatch(/ramo está inativo/);
  });

  it('answers 404 for another tenant’s branch and keeps writes to the parameterisation team', async () => {
    const branch = await branchByCode('0775');
    const foreign = await otherTenant.put(UPDATE_BRANCH, { Id: branch.Id, Name: 'X', Version: 1 });
    expectStatus(foreign, 404);
    expect(
      (await corretor.post(INSERT_BRANCH, { Code: '0999', Name: 'X', IsPrivate: false })).status,
    ).toBe(403);
  });
});

describe('modality groups', () => {
  it('creates a group in a branch, seen by GetModalitiesGroups, and renames it', async () => {
    const branch = await branchByCode('0776');
    const created = await admin.post(INSERT_GROUP, {
      BranchId: branch.Id,
      Name: 'Garantias imobiliárias',
    });
    expectStatus(created, 200);
    const group = (created.data as ParameterisationBranch).Groups.find(
      (candidate) => candidate.Name === 'Garantias imobiliárias',
    );
    expect(group).toMatchObject({ Version: 1, ModalityCount: 0 });
    const groups = (await corretor.get('/api/Modality/GetModalitiesGroups'))
      .data as ModalityGroupAnswer[];
    expect(
      groups.some((item) => item.Name === 'Garantias imobiliárias' && item.BranchCode === '0776'),
    ).toBe(true);

    const renamed = await admin.put(UPDATE_GROUP, {
      Id: group?.Id,
      Name: 'Garantias do mercado imobiliário',
      Version: 1,
    });
    expectStatus(renamed, 200);
    const stale = await admin.put(UPDATE_GROUP, { Id: group?.Id, Name: 'Outro', Version: 1 });
    expectStatus(stale, 409);
  });

  it('refuses a name already used in the same branch', async () => {
    const branch = await branchByCode('0775');
    const [existing] = branch.Groups;
    const answer = await admin.post(INSERT_GROUP, { BranchId: branch.Id, Name: existing.Name });
    expectStatus(answer, 409);
    expect(answer.errors[0]).toMatch(/^Nome \(Name\): este ramo já tem um grupo/);
    const empty = await admin.post(INSERT_GROUP, { BranchId: branch.Id, Name: '' });
    expectStatus(empty, 400);
  });
});

describe('premium limit over the insured amount', () => {
  it('updates the percentage the proposal flow reads, recording old → new', async () => {
    const before = (await admin.get(LIMIT)).data as PremiumLimitParameter;
    const answer = await admin.put(UPDATE_LIMIT, { Percentage: '12,5', Version: before.Version });
    expectStatus(answer, 200);
    const after = answer.data as PremiumLimitParameter;
    expect(after.Percentage).toBe('12.5000');
    expect(after.History[0]).toMatchObject({
      OldValue: `${before.Percentage.replace(/\.?0+$/, '').replace('.', ',')}%`,
      NewValue: '12,5%',
    });
    expect((await corretor.get(READ_LIMIT)).data).toEqual({ Percentage: '12.5000' });
    const stale = await admin.put(UPDATE_LIMIT, { Percentage: 15, Version: before.Version });
    expectStatus(stale, 409);
  });

  it('refuses 0, more than 100 and text', async () => {
    for (const Percentage of [0, 100.5, 'muito']) {
      const answer = await admin.put(UPDATE_LIMIT, { Percentage, Version: 1 });
      expectStatus(answer, 400);
      expect(answer.errors[0]).toMatch(/^Prêmio máximo \(% da IS\) \(Percentage\)/);
    }
  });

  it('keeps each tenant’s limit apart', async () => {
    const own = (await otherTenant.get(LIMIT)).data as PremiumLimitParameter;
    expect(own.History).toEqual([]);
  });
});

describe('branch and group history', () => {
  const historyOf = async (caller: Caller) => {
    const answer = await caller.get(HISTORY);
    expectStatus(answer, 200);
    return answer.data as BranchGroupHistoryRow[];
  };

  it('answers the branch, group and premium-limit changes, newest first, with pt-BR labels', async () => {
    const created = await admin.post(INSERT_BRANCH, {
      Code: '0747',
      Name: 'Riscos de engenharia',
      IsPrivate: false,
    });
    expectStatus(created, 200);
    const branch = created.data as ParameterisationBranch;
    const renamed = await admin.put(UPDATE_BRANCH, {
      Id: branch.Id,
      Name: 'Riscos de engenharia civil',
      Version: branch.Version,
    });
    expectStatus(renamed, 200);
    const withGroup = await admin.post(INSERT_GROUP, { BranchId: branch.Id, Name: 'Obras' });
    expectStatus(withGroup, 200);
    const group = (withGroup.data as ParameterisationBranch).Groups[0];
    const limit = (await admin.get(LIMIT)).data as PremiumLimitParameter;
    expectStatus(
      await admin.put(UPDATE_LIMIT, { Percentage: '7,25', Version: limit.Version }),
      200,
    );

    const rows = await historyOf(admin);
    const times = rows.map((row) => new Date(row.ChangedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({
      Entity: 'PremiumLimit',
      EntityLabel: 'Prêmio máximo',
      EntityName: null,
      ChangesHistories: [
        expect.objectContaining({ Label: 'Prêmio máximo (% da IS)', NewValue: '7,25%' }),
      ],
    });
    expect(rows[0].ChangedByName).toBeTruthy();
    expect(rows[1]).toMatchObject({
      Entity: 'ModalityGroup',
      EntityLabel: 'Grupo',
      EntityId: group.Id,
      EntityName: 'Obras (0747)',
      ChangesHistories: [{ Field: 'Name', Label: 'Nome', OldValue: null, NewValue: 'Obras' }],
    });
    expect(rows[2]).toMatchObject({
      Entity: 'CompanyBranch',
      EntityLabel: 'Ramo',
      EntityId: branch.Id,
      EntityName: '0747 · Riscos de engenharia civil',
      ChangesHistories: [
        {
          Field: 'Name',
          Label: 'Nome',
          OldValue: 'Riscos de engenharia',
          NewValue: 'Riscos de engenharia civil',
        },
      ],
    });
    expect(rows[3]).toMatchObject({ Entity: 'CompanyBranch', EntityId: branch.Id });
    expect(rows[3].ChangesHistories).toEqual(
      expect.arrayContaining([
        { Field: 'Code', Label: 'Código SUSEP', OldValue: null, NewValue: '0747' },
        { Field: 'IsPrivate', Label: 'Setor privado', OldValue: null, NewValue: 'Não' },
        { Field: 'IsActive', Label: 'Ativo', OldValue: null, NewValue: 'Sim' },
      ]),
    );
  });

  it('is kept to the parameterisation team (403 for an analyst)', async () => {
    expectStatus(await analista.get(HISTORY), 403);
    expectStatus(await corretor.get(HISTORY), 403);
  });

  it('never shows tenant 1’s rows to another tenant', async () => {
    expect((await historyOf(admin)).length).toBeGreaterThan(0);
    expect(await historyOf(otherTenant)).toEqual([]);
  });
});
