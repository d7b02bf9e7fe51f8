import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ComplementaryModalityAnswer,
  CoverageAnswer,
  ModalityHistoryRow,
} from '../../../domain/modalities';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { readModality, seededModality } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let analista: Caller;
let otherTenant: Caller;
const modality: Record<string, { id: number; uniqueId: string }> = {};

const historyOf = async (modalityId: number) => {
  const answer = await admin.get('/api/ModalityChangeHistory/GetModalityChangeHistory', {
    modalityId: String(modalityId),
  });
  expectStatus(answer, 200);
  return answer.data as ModalityHistoryRow[];
};

beforeAll(async () => {
  ({ t, admin, corretor, analista, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'analista',
  ]));
  for (const name of [
    'Executante / Construtor',
    'Prestador de serviços',
    'Adiantamento de pagamento',
    'Licitante',
  ]) {
    const row = await seededModality(t.db, name);
    modality[name] = { id: row.id, uniqueId: row.uniqueId };
  }
});
afterAll(() => t.close());

describe('coverages', () => {
  let coverage: CoverageAnswer;

  it('creates a coverage whose JSON parameters fit its calculation type, in the history', async () => {
    const licitante = modality.Licitante;
    const answer = await admin.post('/api/Core/InsertCoverage', {
      ModalityId: licitante.id,
      Name: 'Multa por desistência',
      CoverageCalculationTypeId: 1,
      CoverageCalculationJSONParam: '{"Percentage": "5", "MaxValue": 250000}',
      IsAdditional: true,
    });
    expectStatus(answer, 200);
    coverage = answer.data;
    expect(coverage).toMatchObject({
      Name: 'Multa por desistência',
      CoverageCalculationTypeId: 1,
      CoverageCalculationTypeName: 'Percentual da IS',
      CoverageCalculationJSONParam: '{"Percentage":"5.0000","MaxValue":"250000.00"}',
      IsAdditional: true,
      IsEnabled: true,
      Version: 1,
    });
    const [row] = await historyOf(licitante.id);
    expect(row.ChangesHistories).toEqual([
      {
        Field: 'Coverage',
        Label: 'Cobertura',
        OldValue: null,
        NewValue:
          'Multa por desistência — Percentual da IS {"Percentage":"5.0000","MaxValue":"250000.00"} — adicional — ativa',
      },
    ]);
  });

  it('refuses an unknown type, parameters that do not fit and an empty name', async () => {
    const base = { ModalityId: modality.Licitante.id, Name: 'Cobertura X' };
    const unknownType = await admin.post('/api/Core/InsertCoverage', {
      ...base,
      CoverageCalculationTypeId: 7,
      CoverageCalculationJSONParam: {},
    });
    expectStatus(unknownType, 400);
    expect(unknownType.errors).toEqual([
      'Tipo de cálculo: informe um dos tipos (1 Percentual da IS, 2 Valor fixo, 3 Taxa sobre prêmio base).',
    ]);
    const wrongParams = await admin.post('/api/Core/InsertCoverage', {
      ...base,
      Name: ' ',
      CoverageCalculationTypeId: 3,
      CoverageCalculationJSONParam: { Percentage: 10 },
    });
    expectStatus(wrongParams, 400);
    expect(wrongParams.errors).toEqual([
      'Nome da cobertura: informe o nome.',
      'Parâmetros de cálculo: "Percentage" não se aplica ao tipo "Taxa sobre prêmio base".',
      'Parâmetros de cálculo: informe "Taxa sobre o prêmio base" (Rate).',
    ]);
    const badJson = await admin.post('/api/Core/InsertCoverage', {
      ...base,
      CoverageCalculationTypeId: 2,
      CoverageCalculationJSONParam: '{Value: 1',
    });
    expect(badJson.errors).toEqual(['Parâmetros de cálculo: JSON inválido.']);
    const missingModality = await admin.post('/api/Core/InsertCoverage', { Name: 'X' });
    expectStatus(missingModality, 400);
    expect(missingModality.errors).toEqual(['O campo "ModalityId" é obrigatório.']);
  });

  it('updates a coverage against its Version: stale → 409, missing → 400', async () => {
    const answer = await admin.put('/api/Core/UpdateCoverage', {
      Id: coverage.Id,
      Version: 1,
      CoverageCalculationTypeId: 2,
      CoverageCalculationJSONParam: { Value: '10000' },
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Name: 'Multa por desistência',
      CoverageCalculationTypeName: 'Valor fixo',
      CoverageCalculationJSONParam: '{"Value":"10000.00"}',
      Version: 2,
    });
    const [row] = await historyOf(modality.Licitante.id);
    expect(row.ChangesHistories[0]).toMatchObject({
      Label: 'Cobertura',
      OldValue:
        'Multa por desistência — Percentual da IS {"Percentage":"5.0000","MaxValue":"250000.00"} — adicional — ativa',
      NewValue: 'Multa por desistência — Valor fixo {"Value":"10000.00"} — adicional — ativa',
    });
    const stale = await admin.put('/api/Core/UpdateCoverage', {
      Id: coverage.Id,
      Version: 1,
      Name: 'Outra',
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Esta cobertura foi alterada por outra pessoa. Recarregue a página e refaça a alteração.',
    ]);
    const noVersion = await admin.put('/api/Core/UpdateCoverage', { Id: coverage.Id, Name: 'Y' });
    expectStatus(noVersion, 400);
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
  });

  it('toggles a coverage; disabled ones leave the proposal side and ignoreDeleted lists', async () => {
    // The spec defines this call without Version: a stale one sent is 409 and changes nothing.
    const stale = await admin.delete('/api/Core/EnableDisableCoverage', {
      id: String(coverage.Id),
      Version: '1',
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Esta cobertura foi alterada por outra pessoa. Recarregue a página e refaça a alteração.',
    ]);
    const off = await admin.delete('/api/Core/EnableDisableCoverage', {
      id: String(coverage.Id),
      Version: '2',
    });
    expectStatus(off, 200);
    expect(off.data).toMatchObject({ IsEnabled: false, Version: 3 });
    const uniqueId = modality.Licitante.uniqueId;
    const names = async (caller: Caller, ignoreDeleted: string) =>
      (
        (
          await caller.get('/api/Core/GetAdditionalCoverages', {
            ModalityUniqueId: uniqueId,
            ignoreDeleted,
          })
        ).data as CoverageAnswer[]
      ).map((item) => item.Name);
    expect(await names(admin, 'false')).toEqual(['Multa por desistência']);
    expect(await names(admin, 'true')).toEqual([]);
    expect(await names(corretor, 'false')).toEqual([]);
    const on = await admin.delete('/api/Core/EnableDisableCoverage', { id: String(coverage.Id) });
    expect(on.data.IsEnabled).toBe(true);
    expect(await names(corretor, 'true')).toEqual(['Multa por desistência']);
    const [row] = await historyOf(modality.Licitante.id);
    expect(row.ChangesHistories[0].NewValue).toMatch(/— ativa$/);
    expect(row.ChangesHistories[0].OldValue).toMatch(/— inativa$/);
  });

  it('calculates what each additional coverage adds to a proposal', async () => {
    const answer = await corretor.post('/api/Core/GetAdditionalCoveragesObjects', {
      ModalityUniqueId: modality['Executante / Construtor'].uniqueId,
      InsuredAmountValue: '2000000',
      BasePremium: 12000,
    });
    expectStatus(answer, 200);
    expect(
      answer.data.map((item: Record<string, unknown>) => [
        item.Name,
        item.CoverageInsuredAmountValue,
        item.CoveragePremium,
      ]),
    ).toEqual([
      ['Multas contratuais', '200000.00', null],
      ['Obrigações trabalhistas e previdenciárias', null, '1800.00'],
    ]);
    const invalid = await corretor.post('/api/Core/GetAdditionalCoveragesObjects', {
      ModalityUniqueId: modality['Executante / Construtor'].uniqueId,
      InsuredAmountValue: '-5',
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Importância segurada (InsuredAmountValue): informe um valor em reais maior ou igual a zero.',
    ]);
  });
});

describe('complementary modalities', () => {
  const executante = () => modality['Executante / Construtor'];
  const adiantamento = () => modality['Adiantamento de pagamento'];
  let link: ComplementaryModalityAnswer;

  it('lists the seeded links of a modality', async () => {
    const answer = await corretor.get('/api/Core/GetComplementaryModalities', {
      ModalityUniqueId: executante().uniqueId,
    });
    expectStatus(answer, 200);
    expect(
      (answer.data as ComplementaryModalityAnswer[]).map((item) => [
        item.ComplementaryModalityName,
        item.IsEnabled,
      ]),
    ).toEqual([
      ['Adiantamento de pagamento', true],
      ['Retenção de pagamento', true],
    ]);
  });

  it('refuses a self link, a complementary main, and a live duplicate', async () => {
    const insert = (modalityId: number, complementaryModalityId: number) =>
      admin.post('/api/Core/InsertComplementaryModality', undefined, {
        modalityId: String(modalityId),
        complementaryModalityId: String(complementaryModalityId),
      });
    const self = await insert(executante().id, executante().id);
    expectStatus(self, 400);
    expect(self.errors).toEqual([
      'Modalidade complementar: a modalidade não pode ser complementar de si mesma.',
    ]);
    const fromComplementary = await insert(adiantamento().id, executante().id);
    expectStatus(fromComplementary, 400);
    expect(fromComplementary.errors).toEqual([
      'Modalidade complementar: uma modalidade complementar não pode ter modalidade complementar.',
    ]);
    const duplicate = await insert(executante().id, adiantamento().id);
    expectStatus(duplicate, 409);
    const missing = await admin.post('/api/Core/InsertComplementaryModality', undefined, {
      modalityId: String(executante().id),
    });
    expectStatus(missing, 400);
    expect(missing.errors).toEqual(['O campo "complementaryModalityId" é obrigatório.']);
  });

  it('links, disables and re-enables a complementary modality, each in the history', async () => {
    const prestador = modality['Prestador de serviços'];
    const query = {
      modalityId: String(prestador.id),
      complementaryModalityId: String(adiantamento().id),
    };
    const created = await admin.post('/api/Core/InsertComplementaryModality', undefined, query);
    expectStatus(created, 200);
    link = created.data;
    expect(link).toMatchObject({
      ModalityId: prestador.id,
      ComplementaryModalityName: 'Adiantamento de pagamento',
      IsEnabled: true,
    });
    const off = await admin.delete('/api/Core/EnableDisableComplementaryModality', {
      complementaryModalityId: String(link.Id),
    });
    expectStatus(off, 200);
    expect(off.data.IsEnabled).toBe(false);
    const seenByBroker = await corretor.get('/api/Core/GetComplementaryModalities', {
      ModalityUniqueId: prestador.uniqueId,
    });
    expect(seenByBroker.data).toEqual([]);
    const again = await admin.post('/api/Core/InsertComplementaryModality', undefined, query);
    expect(again.data).toMatchObject({ Id: link.Id, IsEnabled: true });
    const history = await historyOf(prestador.id);
    expect(history.map((row) => row.ChangesHistories[0])).toEqual([
      {
        Field: 'ComplementaryModality',
        Label: 'Modalidade complementar',
        OldValue: 'Adiantamento de pagamento (inativa)',
        NewValue: 'Adiantamento de pagamento (ativa)',
      },
      {
        Field: 'ComplementaryModality',
        Label: 'Modalidade complementar',
        OldValue: 'Adiantamento de pagamento (ativa)',
        NewValue: 'Adiantamento de pagamento (inativa)',
      },
      {
        Field: 'ComplementaryModality',
        Label: 'Modalidade complementar',
        OldValue: null,
        NewValue: 'Adiantamento de pagamento (ativa)',
      },
    ]);
    expect((await readModality(admin, prestador.id)).ComplementaryModalities).toHaveLength(1);
  });
});

describe('access', () => {
  it('refuses coverage and complementary writes to analysts and brokers (403)', async () => {
    const licitante = await readModality(admin, modality.Licitante.id);
    const coverageId = String(licitante.Coverages[0].Id);
    for (const caller of [analista, corretor]) {
      const answers = [
        await caller.post('/api/Core/InsertCoverage', {
          ModalityId: licitante.Id,
          Name: 'X',
          CoverageCalculationTypeId: 2,
          CoverageCalculationJSONParam: { Value: 1 },
        }),
        await caller.put('/api/Core/UpdateCoverage', { Id: Number(coverageId), Version: 1 }),
        await caller.delete('/api/Core/EnableDisableCoverage', { id: coverageId }),
        await caller.post('/api/Core/InsertComplementaryModality', undefined, {
          modalityId: String(licitante.Id),
          complementaryModalityId: String(modality['Adiantamento de pagamento'].id),
        }),
        await caller.delete('/api/Core/EnableDisableComplementaryModality', {
          complementaryModalityId: '1',
        }),
      ];
      for (const answer of answers) expectStatus(answer, 403);
    }
    expect((await readModality(admin, licitante.Id)).Coverages).toEqual(licitante.Coverages);
  });

  it('answers 404 to another tenant on every call aimed at this tenant’s records', async () => {
    const executante = await readModality(admin, modality['Executante / Construtor'].id);
    const coverage = executante.Coverages[0];
    const [link] = executante.ComplementaryModalities;
    const answers = [
      await otherTenant.post('/api/Core/InsertCoverage', {
        ModalityId: executante.Id,
        Name: 'Intrusa',
        CoverageCalculationTypeId: 2,
        CoverageCalculationJSONParam: { Value: 1 },
      }),
      await otherTenant.put('/api/Core/UpdateCoverage', {
        Id: coverage.Id,
        Version: coverage.Version,
        Name: 'Tomada',
      }),
      await otherTenant.delete('/api/Core/EnableDisableCoverage', { id: String(coverage.Id) }),
      await otherTenant.get('/api/Core/GetAdditionalCoverages', {
        ModalityUniqueId: executante.UniqueId,
      }),
      await otherTenant.post('/api/Core/GetAdditionalCoveragesObjects', {
        ModalityUniqueId: executante.UniqueId,
        InsuredAmountValue: 1000,
      }),
      await otherTenant.get('/api/Core/GetComplementaryModalities', {
        ModalityUniqueId: executante.UniqueId,
      }),
      await otherTenant.post('/api/Core/InsertComplementaryModality', undefined, {
        modalityId: String(executante.Id),
        complementaryModalityId: String(modality['Adiantamento de pagamento'].id),
      }),
      await otherTenant.delete('/api/Core/EnableDisableComplementaryModality', {
        complementaryModalityId: String(link.Id),
      }),
    ];
    for (const answer of answers) expectStatus(answer, 404);
    expect(await readModality(admin, executante.Id)).toEqual(executante);
  });
});
