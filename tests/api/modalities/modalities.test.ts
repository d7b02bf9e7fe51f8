import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyBranch,
  ModalityGroupAnswer,
  ModalityHistoryRow,
} from '../../../domain/modalities';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  type ModalityAnswer,
  type ModalityListItem,
  newModalityFields,
  readModality,
  seededModality,
} from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let branches: CompanyBranch[];

const DEMO_MODALITIES = [
  'Licitante',
  'Executante / Construtor',
  'Fornecedor',
  'Prestador de serviços',
  'Adiantamento de pagamento',
  'Retenção de pagamento',
  'Manutenção corretiva',
  'Judicial cível',
  'Judicial trabalhista',
  'Depósito recursal',
  'Execução fiscal',
  'Aduaneiro',
  'Imobiliário',
];

const branchId = (code: string) => String(branches.find((branch) => branch.Code === code)?.Id);

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp([
    'admin',
    'analista',
    'corretor',
  ]));
  branches = (await corretor.get('/api/Core/GetAllCompanyBranch')).data;
});
afterAll(() => t.close());

describe('branches, groups and modalities (reads for every proposal)', () => {
  it('lists the SUSEP branches of the tenant to any signed-in user', () => {
    expect(branches.map((branch) => [branch.Code, branch.Name, branch.IsPrivate])).toEqual([
      ['0775', 'Garantia Segurado – Setor Público', false],
      ['0776', 'Garantia Segurado – Setor Privado', true],
    ]);
  });

  it('lists the groups with their modalities: every demo modality is there', async () => {
    const answer = await corretor.get('/api/Modality/GetModalitiesGroups');
    expectStatus(answer, 200);
    const groups = answer.data as ModalityGroupAnswer[];
    const names = groups.flatMap((group) => group.Modalities.map((modality) => modality.Name));
    expect(names.sort()).toEqual([...DEMO_MODALITIES].sort());
    const judicial = groups.filter((group) => group.Name === 'Judicial');
    expect(judicial.map((group) => group.BranchCode)).toEqual(['0775', '0776']);
  });

  it('lists a branch’s modalities, and refuses a missing or unknown branch', async () => {
    const answer = await corretor.get('/api/Core/GetModalitiesByBranch', {
      branchId: branchId('0776'),
    });
    expectStatus(answer, 200);
    expect((answer.data as ModalityListItem[]).map((item) => item.Name)).toEqual([
      'Imobiliário',
      'Depósito recursal',
      'Judicial cível',
      'Judicial trabalhista',
    ]);
    const missing = await corretor.get('/api/Core/GetModalitiesByBranch');
    expectStatus(missing, 400);
    expect(missing.errors).toEqual(['O campo "branchId" é obrigatório.']);
    expectStatus(
      await corretor.get('/api/Core/GetModalitiesByBranch', { branchId: '999999' }),
      404,
    );
  });

  it('lists a group’s modalities by the group’s UniqueId', async () => {
    const groups = (await corretor.get('/api/Modality/GetModalitiesGroups'))
      .data as ModalityGroupAnswer[];
    const group = groups.find((candidate) => candidate.Name === 'Adiantamento de pagamento');
    const answer = await corretor.get('/api/Modality/GetModalitiesByGroup', {
      modalityGroupUniqueId: group?.ModalityGroupUniqueId ?? '',
    });
    expectStatus(answer, 200);
    expect((answer.data as ModalityListItem[]).map((item) => item.Name)).toEqual([
      'Adiantamento de pagamento',
      'Retenção de pagamento',
    ]);
    const bad = await corretor.get('/api/Modality/GetModalitiesByGroup', {
      modalityGroupUniqueId: 'não-é-uuid',
    });
    expectStatus(bad, 400);
    expect(bad.errors).toEqual(['O campo "modalityGroupUniqueId" é inválido.']);
  });

  it('answers one modality with its limits, coverages and complementary modalities', async () => {
    const executante = await seededModality(t.db, 'Executante / Construtor');
    const modality = await readModality(corretor, executante.id);
    expect(modality).toMatchObject({
      Name: 'Executante / Construtor',
      BranchCode: '0775',
      ModalityGroupName: 'Executante / Construtor',
      MaxInsuredAmountValue: '50000000.00',
      MaxInsuredAmountAutomaticValue: '3000000.00',
      MinInsurancePremium: '300.00',
      BaseRate: '0.9000',
      MinPeriodInDays: 90,
      MaxPeriodInDays: 1825,
      EnableAutomaticCancel: true,
      DaysForAutomaticCancel: 60,
      HasComplementaryModality: true,
      Version: 1,
    });
    expect(modality.Coverages.map((coverage) => [coverage.Name, coverage.IsAdditional])).toEqual([
      ['Inadimplemento das obrigações contratuais', false],
      ['Multas contratuais', true],
      ['Obrigações trabalhistas e previdenciárias', true],
    ]);
    expect(modality.ComplementaryModalities.map((link) => link.ComplementaryModalityName)).toEqual([
      'Adiantamento de pagamento',
      'Retenção de pagamento',
    ]);
  });

  it('answers the tenant’s premium limit over the insured amount (both spellings)', async () => {
    for (const path of ['IssuredAmount', 'IssuedAmount']) {
      const answer = await corretor.get(`/api/Core/GetPercentageLimitPremiumRelation${path}`);
      expectStatus(answer, 200);
      expect(answer.data).toEqual({ Percentage: '15.0000' });
    }
    const other = await otherTenant.get('/api/Core/GetPercentageLimitPremiumRelationIssuredAmount');
    expect(other.data).toEqual({ Percentage: '10.0000' });
  });
});

describe('InsertModality and UpdateModality', () => {
  let created: ModalityAnswer;

  it('creates a modality in a group and opens its history with every field', async () => {
    const groups = (await admin.get('/api/Modality/GetModalitiesGroups'))
      .data as ModalityGroupAnswer[];
    const group = groups.find((candidate) => candidate.Name === 'Fornecedor');
    const answer = await admin.post('/api/Core/InsertModality', {
      ModalityGroupUniqueId: group?.ModalityGroupUniqueId,
      ...newModalityFields('Fornecedor de TI'),
    });
    expectStatus(answer, 200);
    created = answer.data;
    expect(created).toMatchObject({
      Name: 'Fornecedor de TI',
      ModalityGroupName: 'Fornecedor',
      BranchCode: '0775',
      MaxInsuredAmountValue: '8000000.00',
      BaseRate: '0.7500',
      IsDeleted: false,
      Coverages: [],
      Version: 1,
    });
    const history = await admin.get('/api/ModalityChangeHistory/GetModalityChangeHistory', {
      modalityId: String(created.Id),
    });
    expectStatus(history, 200);
    const [row] = history.data as ModalityHistoryRow[];
    expect(row.ChangedByName).toBeTruthy();
    expect(row.ChangesHistories).toContainEqual({
      Field: 'MaxInsuredAmountValue',
      Label: 'Importância segurada máxima',
      OldValue: null,
      NewValue: '8000000.00',
    });
    const listed = await corretor.get('/api/Modality/GetModalitiesByGroup', {
      modalityGroupUniqueId: group?.ModalityGroupUniqueId ?? '',
    });
    expect((listed.data as ModalityListItem[]).map((item) => item.Name)).toContain(
      'Fornecedor de TI',
    );
  });

  it('refuses invalid fields with one pt-BR message per problem, naming the field', async () => {
    const groups = (await admin.get('/api/Modality/GetModalitiesGroups'))
      .data as ModalityGroupAnswer[];
    const answer = await admin.post('/api/Core/InsertModality', {
      ModalityGroupId: groups[0].Id,
      ...newModalityFields(''),
      MaxInsuredAmountAutomaticValue: '9000000',
      MinPeriodInDays: 800,
      EnableAutomaticCancel: true,
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Nome: informe o nome da modalidade.',
      'Importância segurada máxima na emissão automática: não pode ser maior que a importância segurada máxima.',
      'Prazo mínimo (dias): não pode ser maior que o prazo máximo (dias).',
      'Dias para o cancelamento automático: informe o número de dias.',
    ]);
    const noGroup = await admin.post('/api/Core/InsertModality', newModalityFields('Sem grupo'));
    expectStatus(noGroup, 400);
    expect(noGroup.errors).toEqual([
      'Grupo: informe o grupo da modalidade (ModalityGroupUniqueId).',
    ]);
    const wrongType = await admin.post('/api/Core/InsertModality', {
      ModalityGroupId: groups[0].Id,
      ...newModalityFields('Tipo errado'),
      IsDeleted: 'sim',
    });
    expectStatus(wrongType, 400);
    expect(wrongType.errors).toEqual(['O campo "IsDeleted" é inválido.']);
  });

  it('refuses a second modality of the same name in the group (409)', async () => {
    const answer = await admin.post('/api/Core/InsertModality', {
      ModalityGroupUniqueId: created.ModalityGroupUniqueId,
      ...newModalityFields('Fornecedor de TI'),
    });
    expectStatus(answer, 409);
    expect(answer.errors).toEqual(['Nome: já existe uma modalidade com este nome neste grupo.']);
  });

  it('updates the fields given, bumps the version and records old and new per label', async () => {
    const answer = await admin.put('/api/Core/UpdateModality', {
      Id: created.Id,
      Version: 1,
      MaxPeriodInDays: 1095,
      EnableAutomaticCancel: true,
      DaysForAutomaticCancel: 45,
      Ref: null,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      MaxPeriodInDays: 1095,
      DaysForAutomaticCancel: 45,
      EnableAutomaticCancel: true,
      Ref: null,
      MinPeriodInDays: 60,
      Version: 2,
    });
    const history = (
      await admin.get('/api/ModalityChangeHistory/GetModalityChangeHistory', {
        modalityId: String(created.Id),
      })
    ).data as ModalityHistoryRow[];
    expect(history).toHaveLength(2);
    expect(history[0].ChangesHistories).toEqual([
      { Field: 'Ref', Label: 'Referência', OldValue: 'GT-99', NewValue: null },
      { Field: 'MaxPeriodInDays', Label: 'Prazo máximo (dias)', OldValue: '730', NewValue: '1095' },
      {
        Field: 'DaysForAutomaticCancel',
        Label: 'Dias para o cancelamento automático',
        OldValue: null,
        NewValue: '45',
      },
      {
        Field: 'EnableAutomaticCancel',
        Label: 'Cancelamento automático',
        OldValue: 'Não',
        NewValue: 'Sim',
      },
    ]);
  });

  it('refuses a stale Version with 409 and changes nothing', async () => {
    const answer = await admin.put('/api/Core/UpdateModality', {
      Id: created.Id,
      Version: 1,
      MaxPeriodInDays: 400,
    });
    expectStatus(answer, 409);
    expect(answer.errors).toEqual([
      'Esta modalidade foi alterada por outra pessoa. Recarregue a página e refaça a alteração.',
    ]);
    expect((await readModality(admin, created.Id)).MaxPeriodInDays).toBe(1095);
    const noVersion = await admin.put('/api/Core/UpdateModality', { Id: created.Id, Name: 'X' });
    expectStatus(noVersion, 400);
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
  });

  it('checks the merged modality: a minimum above the stored maximum is refused', async () => {
    const answer = await admin.put('/api/Core/UpdateModality', {
      Id: created.Id,
      Version: 2,
      MinPeriodInDays: 2000,
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Prazo mínimo (dias): não pode ser maior que o prazo máximo (dias).',
    ]);
  });

  it('soft-deletes: the proposal side stops seeing it, the parameterisation still does', async () => {
    const answer = await admin.put('/api/Core/UpdateModality', {
      Id: created.Id,
      Version: 2,
      IsDeleted: true,
    });
    expectStatus(answer, 200);
    expectStatus(
      await corretor.get('/api/Core/GetModality', { modalityId: String(created.Id) }),
      404,
    );
    const listed = await corretor.get('/api/Modality/GetModalitiesByGroup', {
      modalityGroupUniqueId: created.ModalityGroupUniqueId,
    });
    expect((listed.data as ModalityListItem[]).map((item) => item.Name)).not.toContain(
      'Fornecedor de TI',
    );
    expect((await readModality(admin, created.Id)).IsDeleted).toBe(true);
    const restored = await admin.put('/api/Core/UpdateModality', {
      Id: created.Id,
      Version: 3,
      IsDeleted: false,
    });
    expect(restored.data.IsDeleted).toBe(false);
  });
});

describe('access', () => {
  it('refuses writes and the history to analysts and brokers (403)', async () => {
    const licitante = await seededModality(t.db, 'Licitante');
    for (const caller of [analista, corretor]) {
      expectStatus(
        await caller.post('/api/Core/InsertModality', newModalityFields('Proibida')),
        403,
      );
      expectStatus(
        await caller.put('/api/Core/UpdateModality', { Id: licitante.id, Version: 1, Name: 'X' }),
        403,
      );
      expectStatus(
        await caller.get('/api/ModalityChangeHistory/GetModalityChangeHistory', {
          modalityId: String(licitante.id),
        }),
        403,
      );
    }
    expect((await readModality(admin, licitante.id)).Name).toBe('Licitante');
  });

  it('answers 404 to another tenant aimed at this tenant’s modalities, and changes nothing', async () => {
    const licitante = await seededModality(t.db, 'Licitante');
    const groups = (await admin.get('/api/Modality/GetModalitiesGroups'))
      .data as ModalityGroupAnswer[];
    const id = String(licitante.id);
    expectStatus(await otherTenant.get('/api/Core/GetModality', { modalityId: id }), 404);
    expectStatus(
      await otherTenant.get('/api/ModalityChangeHistory/GetModalityChangeHistory', {
        modalityId: id,
      }),
      404,
    );
    expectStatus(
      await otherTenant.get('/api/Core/GetModalitiesByBranch', { branchId: branchId('0775') }),
      404,
    );
    expectStatus(
      await otherTenant.get('/api/Modality/GetModalitiesByGroup', {
        modalityGroupUniqueId: groups[0].ModalityGroupUniqueId,
      }),
      404,
    );
    expectStatus(
      await otherTenant.put('/api/Core/UpdateModality', {
        Id: licitante.id,
        Version: 1,
        Name: 'Tomada',
      }),
      404,
    );
    expectStatus(
      await otherTenant.post('/api/Core/InsertModality', {
        ModalityGroupUniqueId: groups[0].ModalityGroupUniqueId,
        ...newModalityFields('Intrusa'),
      }),
      404,
    );
    expect((await otherTenant.get('/api/Core/GetAllCompanyBranch')).data).toEqual([]);
    expect((await otherTenant.get('/api/Modality/GetModalitiesGroups')).data).toEqual([]);
    const after = await readModality(admin, licitante.id);
    expect([after.Name, after.Version]).toEqual(['Licitante', 1]);
  });
});
