import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InstallmentHistoryRow,
  PaymentParameterTab,
} from '../../../domain/installmentParameters';
import { seededModality } from '../modalities/helpers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  CHANGE,
  CREATE,
  DELETE_OVERRIDE,
  GET,
  HISTORY,
  tabOf,
  tabsOf,
  UPSERT_OVERRIDE,
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

const historyOf = async (id: number) => {
  const answer = await admin.get(HISTORY, { installmentParameterId: String(id) });
  expectStatus(answer, 200);
  return answer.data as InstallmentHistoryRow[];
};

describe('GetInstallmentParameter (one tab per payment code)', () => {
  it('answers the demo payment codes with their parameters and overrides to any signed-in user', async () => {
    const answer = await corretor.get(GET);
    expectStatus(answer, 200);
    const tabs = answer.data as PaymentParameterTab[];
    expect(
      tabs.map(({ Code, Name, InstallmentParameter: p }) => [
        Code,
        Name,
        p.MaxInstallments,
        p.MinInstallmentValue,
        p.PossibleGracePeriodsInDays,
      ]),
    ).toEqual([
      ['BOLETO', 'Boleto bancário', 10, '200.00', [0, 15, 30]],
      ['PIX', 'PIX', 6, '100.00', [0, 7]],
      ['DEBITO_AUTOMATICO', 'Débito automático', 12, '150.00', [0, 30]],
    ]);
    const [override] = tabs[0].InstallmentParameter.ModalityParameters;
    expect(override).toMatchObject({
      ModalityName: 'Judicial trabalhista',
      MaxInstallments: 1,
      MinInstallmentValue: null,
      PossibleGracePeriodsInDays: null,
      Effective: {
        MaxInstallments: 1,
        MinInstallmentValue: '200.00',
        PossibleGracePeriodsInDays: [0, 15, 30],
      },
    });
  });

  it('answers another tenant only its own (none)', async () => {
    const answer = await otherTenant.get(GET);
    expectStatus(answer, 200);
    expect(answer.data).toEqual([]);
  });
});

describe('CreateInstallmentParameter', () => {
  it('creates a payment code, defaulting to 1 instalment, and opens its history', async () => {
    const answer = await admin.post(CREATE, {
      Code: 'cartao_credito',
      Name: 'Cartão de crédito',
      MinInstallmentValue: '50',
      PossibleGracePeriodsInDays: [30, 0],
    });
    expectStatus(answer, 200);
    const tab = answer.data as PaymentParameterTab;
    expect(tab).toMatchObject({
      Code: 'CARTAO_CREDITO',
      InstallmentParameter: {
        MaxInstallments: 1,
        MinInstallmentValue: '50.00',
        PossibleGracePeriodsInDays: [0, 30],
        IsActive: true,
        Version: 1,
        ModalityParameters: [],
      },
    });
    const [created] = await historyOf(tab.InstallmentParameter.Id);
    expect(created.ChangedByName).toBeTruthy();
    expect(created.ChangesHistories).toContainEqual({
      Field: 'PossibleGracePeriodsInDays',
      Label: 'Carências possíveis (dias)',
      OldValue: null,
      NewValue: '0, 30',
    });
  });

  it('refuses a duplicate code (409) and invalid fields (400, naming each field)', async () => {
    const duplicate = await admin.post(CREATE, {
      Code: 'PIX',
      Name: 'Outro PIX',
      MinInstallmentValue: '10',
      PossibleGracePeriodsInDays: [0],
    });
    expectStatus(duplicate, 409);
    const invalid = await admin.post(CREATE, {
      Code: 'NOVO',
      Name: 'Novo',
      MaxInstallments: 13,
      MinInstallmentValue: '-5',
      PossibleGracePeriodsInDays: [0, 120],
    });
    expectStatus(invalid, 400);
    expect(invalid.errors.join(' ')).toContain('MaxInstallments');
    expect(invalid.errors.join(' ')).toContain('MinInstallmentValue');
    expect(invalid.errors.join(' ')).toContain('PossibleGracePeriodsInDays');
    expectStatus(
      await admin.post(CREATE, { Code: 'X', Name: 'X', PossibleGracePeriodsInDays: 'a' }),
      400,
    );
  });
});

describe('ChangeInstallmentParameter', () => {
  it('changes the given fields, bumps the Version and records old and new per field', async () => {
    const pix = (await tabOf(admin, 'PIX')).InstallmentParameter;
    const answer = await admin.put(CHANGE, {
      Id: pix.Id,
      Version: pix.Version,
      MaxInstallments: 3,
      PossibleGracePeriodsInDays: [7, 0, 14],
    });
    expectStatus(answer, 200);
    expect(answer.data.InstallmentParameter).toMatchObject({
      MaxInstallments: 3,
      MinInstallmentValue: '100.00',
      PossibleGracePeriodsInDays: [0, 7, 14],
      Version: pix.Version + 1,
    });
    const [latest] = await historyOf(pix.Id);
    expect(latest.ChangesHistories).toEqual([
      {
        Field: 'MaxInstallments',
        Label: 'Número máximo de parcelas',
        OldValue: '6',
        NewValue: '3',
      },
      {
        Field: 'PossibleGracePeriodsInDays',
        Label: 'Carências possíveis (dias)',
        OldValue: '0, 7',
        NewValue: '0, 7, 14',
      },
    ]);

    const stale = await admin.put(CHANGE, { Id: pix.Id, Version: pix.Version, Name: 'Pix' });
    expectStatus(stale, 409);
    expectStatus(await admin.put(CHANGE, { Id: pix.Id, Name: 'Pix' }), 400);
    expectStatus(
      await admin.put(CHANGE, { Id: pix.Id, Version: pix.Version + 1, Code: 'PIX2' }),
      400,
    );
    expectStatus(
      await admin.put(CHANGE, { Id: pix.Id, Version: pix.Version + 1, MaxInstallments: 0 }),
      400,
    );
    expectStatus(await admin.put(CHANGE, { Id: 999999, Version: 1, Name: 'X' }), 404);
  });

  it('hides an inactive payment code from those who do not parametrize', async () => {
    const created = (
      await admin.post(CREATE, {
        Code: 'TRANSFERENCIA',
        Name: 'Transferência',
        MinInstallmentValue: '0',
        PossibleGracePeriodsInDays: [0],
      })
    ).data as PaymentParameterTab;
    const answer = await admin.put(CHANGE, {
      Id: created.InstallmentParameter.Id,
      Version: 1,
      IsActive: false,
    });
    expectStatus(answer, 200);
    expect((await tabsOf(admin)).map((tab) => tab.Code)).toContain('TRANSFERENCIA');
    expect((await tabsOf(corretor)).map((tab) => tab.Code)).not.toContain('TRANSFERENCIA');
    const [latest] = await historyOf(created.InstallmentParameter.Id);
    expect(latest.ChangesHistories).toEqual([
      { Field: 'IsActive', Label: 'Ativo', OldValue: 'Sim', NewValue: 'Não' },
    ]);
  });
});

describe('modality overrides', () => {
  it('creates, changes and deletes a modality override, each in the payment code history', async () => {
    const boleto = (await tabOf(admin, 'BOLETO')).InstallmentParameter;
    const licitante = await seededModality(t.db, 'Licitante');
    const created = await admin.post(UPSERT_OVERRIDE, {
      InstallmentParameterId: boleto.Id,
      ModalityId: licitante.id,
      MinInstallmentValue: '500',
      Version: 0,
    });
    expectStatus(created, 200);
    const override = (
      created.data as PaymentParameterTab
    ).InstallmentParameter.ModalityParameters.find(
      (candidate) => candidate.ModalityId === licitante.id,
    );
    expect(override).toMatchObject({
      ModalityName: 'Licitante',
      MaxInstallments: null,
      MinInstallmentValue: '500.00',
      Version: 1,
      Effective: {
        MaxInstallments: 10,
        MinInstallmentValue: '500.00',
        PossibleGracePeriodsInDays: [0, 15, 30],
      },
    });
    if (!override) return;

    const withoutVersion = await admin.post(UPSERT_OVERRIDE, {
      InstallmentParameterId: boleto.Id,
      ModalityId: licitante.id,
      MaxInstallments: 4,
    });
    expectStatus(withoutVersion, 400);
    expect(withoutVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
    const changed = await admin.post(UPSERT_OVERRIDE, {
      InstallmentParameterId: boleto.Id,
      ModalityId: licitante.id,
      MaxInstallments: 4,
      Version: 1,
    });
    expectStatus(changed, 200);
    const stale = await admin.post(UPSERT_OVERRIDE, {
      InstallmentParameterId: boleto.Id,
      ModalityId: licitante.id,
      MaxInstallments: 5,
      Version: 1,
    });
    expectStatus(stale, 409);

    expectStatus(await admin.deleteWithBody(DELETE_OVERRIDE, { Id: override.Id, Version: 1 }), 409);
    const deleted = await admin.deleteWithBody(DELETE_OVERRIDE, { Id: override.Id, Version: 2 });
    expectStatus(deleted, 200);
    expect(
      (deleted.data as PaymentParameterTab).InstallmentParameter.ModalityParameters.map(
        (candidate) => candidate.ModalityName,
      ),
    ).toEqual(['Judicial trabalhista']);
    expectStatus(await admin.deleteWithBody(DELETE_OVERRIDE, { Id: override.Id, Version: 2 }), 404);

    const rows = await historyOf(boleto.Id);
    expect(rows.slice(0, 3).map((row) => row.ChangesHistories[0])).toEqual([
      {
        Field: 'ModalityParameter',
        Label: 'Parâmetro da modalidade',
        OldValue: 'Licitante: parcelas 4; valor mínimo herdado; carências herdado',
        NewValue: null,
      },
      {
        Field: 'ModalityParameter',
        Label: 'Parâmetro da modalidade',
        OldValue: 'Licitante: parcelas herdado; valor mínimo 500.00; carências herdado',
        NewValue: 'Licitante: parcelas 4; valor mínimo herdado; carências herdado',
      },
      {
        Field: 'ModalityParameter',
        Label: 'Parâmetro da modalidade',
        OldValue: null,
        NewValue: 'Licitante: parcelas herdado; valor mínimo 500.00; carências herdado',
      },
    ]);
  });

  it('refuses an empty or invalid override, an unknown modality or payment code', async () => {
    const boleto = (await tabOf(admin, 'BOLETO')).InstallmentParameter;
    const fornecedor = await seededModality(t.db, 'Fornecedor');
    const base = { InstallmentParameterId: boleto.Id, ModalityId: fornecedor.id, Version: 0 };
    expectStatus(await admin.post(UPSERT_OVERRIDE, base), 400);
    expectStatus(await admin.post(UPSERT_OVERRIDE, { ...base, MaxInstallments: 20 }), 400);
    expectStatus(
      await admin.post(UPSERT_OVERRIDE, { ...base, ModalityId: 999999, MaxInstallments: 2 }),
      404,
    );
    expectStatus(
      await admin.post(UPSERT_OVERRIDE, {
        ...base,
        InstallmentParameterId: 999999,
        MaxInstallments: 2,
      }),
      404,
    );
    expectStatus(await admin.deleteWithBody(DELETE_OVERRIDE, {}), 400);
  });
});

describe('access and tenants', () => {
  it('refuses writes and the history to analysts and brokers (403)', async () => {
    const boleto = (await tabOf(admin, 'BOLETO')).InstallmentParameter;
    const [override] = boleto.ModalityParameters;
    for (const caller of [analista, corretor]) {
      expectStatus(
        await caller.post(CREATE, {
          Code: 'PROIBIDO',
          Name: 'Proibido',
          MinInstallmentValue: '1',
          PossibleGracePeriodsInDays: [0],
        }),
        403,
      );
      expectStatus(
        await caller.put(CHANGE, { Id: boleto.Id, Version: boleto.Version, Name: 'X' }),
        403,
      );
      expectStatus(await caller.get(HISTORY, { installmentParameterId: String(boleto.Id) }), 403);
      expectStatus(
        await caller.post(UPSERT_OVERRIDE, {
          InstallmentParameterId: boleto.Id,
          ModalityId: override.ModalityId,
          MaxInstallments: 2,
          Version: override.Version,
        }),
        403,
      );
      expectStatus(
        await caller.deleteWithBody(DELETE_OVERRIDE, {
          Id: override.Id,
          Version: override.Version,
        }),
        403,
      );
    }
  });

  it('answers 404 to another tenant aiming at this tenant’s records, changing nothing', async () => {
    const before = await tabOf(admin, 'BOLETO');
    const boleto = before.InstallmentParameter;
    const [override] = boleto.ModalityParameters;
    expectStatus(
      await otherTenant.put(CHANGE, { Id: boleto.Id, Version: boleto.Version, Name: 'X' }),
      404,
    );
    expectStatus(
      await otherTenant.get(HISTORY, { installmentParameterId: String(boleto.Id) }),
      404,
    );
    expectStatus(
      await otherTenant.post(UPSERT_OVERRIDE, {
        InstallmentParameterId: boleto.Id,
        ModalityId: override.ModalityId,
        MaxInstallments: 2,
        Version: override.Version,
      }),
      404,
    );
    expectStatus(
      await otherTenant.deleteWithBody(DELETE_OVERRIDE, {
        Id: override.Id,
        Version: override.Version,
      }),
      404,
    );
    expect(await tabOf(admin, 'BOLETO')).toEqual(before);
  });

  it('lets another tenant create its own code, and refuses it this tenant’s modality (404)', async () => {
    const created = await otherTenant.post(CREATE, {
      Code: 'BOLETO',
      Name: 'Boleto',
      MaxInstallments: 2,
      MinInstallmentValue: '10',
      PossibleGracePeriodsInDays: [0],
    });
    expectStatus(created, 200);
    const licitante = await seededModality(t.db, 'Licitante');
    expectStatus(
      await otherTenant.post(UPSERT_OVERRIDE, {
        InstallmentParameterId: (created.data as PaymentParameterTab).InstallmentParameter.Id,
        ModalityId: licitante.id,
        MaxInstallments: 1,
        Version: 0,
      }),
      404,
    );
    expect((await tabOf(admin, 'BOLETO')).Name).toBe('Boleto bancário');
  });
});
