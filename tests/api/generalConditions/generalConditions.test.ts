import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GeneralConditionHistoryRow,
  GeneralConditionSectorAnswer,
  GeneralConditionsAnswer,
  GeneralConditionVersionAnswer,
} from '../../../domain/generalConditions';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';

const GET = '/api/Plug/GetGeneralConditions';
const VERSION = '/api/Plug/GetGeneralConditionVersion';
const VERSIONS = '/api/Plug/GetGeneralConditionVersions';
const PUBLISH = '/api/Plug/PublishGeneralConditionVersion';
const HISTORY = '/api/Plug/GetGeneralConditionsHistory';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, otherTenant } = await signedInApp(['admin', 'corretor']));
});
afterAll(() => t.close());

const sectorOf = async (sector: string) => {
  const answer = await admin.get(VERSIONS, { sector });
  expectStatus(answer, 200);
  return answer.data as GeneralConditionSectorAnswer;
};

const publication = (fields: Record<string, unknown> = {}) => ({
  Sector: 'PRIVATE',
  Title: 'Condições gerais – Setor Privado (revisão 2025)',
  SusepProcessNumber: '15414.903311/2025-02',
  EffectiveFrom: '2025-02-01',
  Html: '<h3>Cláusula 1 – Objeto</h3><p>Garante as obrigações do tomador.</p>',
  ...fields,
});

describe('GetGeneralConditions', () => {
  it('answers the demo versions in force of each sector to any signed-in user', async () => {
    const answer = await corretor.get(GET);
    expectStatus(answer, 200);
    const data = answer.data as GeneralConditionsAnswer;
    expect(
      data.ContractualTerms.map((term) => [term.Sector, term.BranchCode, term.Number]),
    ).toEqual([
      ['PUBLIC', '0775', 2],
      ['PRIVATE', '0776', 1],
    ]);
    expect(data.PublicContractualTermId).toBe(data.ContractualTerms[0].Id);
    expect(data.PrivateContractualTermId).toBe(data.ContractualTerms[1].Id);
    expect(data.ContractualTerms[0]).toMatchObject({
      Title: 'Condições gerais – Seguro Garantia Setor Público (Lei 14.133)',
      SusepProcessNumber: '15414.902345/2024-07',
      EffectiveFrom: '2024-07-01',
      Status: 'CURRENT',
    });
    expect(data.ContractualTerms[0].Html).toContain('Lei nº 14.133/2021');
  });

  it('answers another tenant none of the demo tenant’s conditions', async () => {
    const answer = await otherTenant.get(GET);
    expectStatus(answer, 200);
    expect(answer.data).toEqual({
      ContractualTerms: [],
      PrivateContractualTermId: null,
      PublicContractualTermId: null,
    });
  });
});

describe('versions and publication', () => {
  it('lists a sector’s versions newest first, the older one superseded', async () => {
    const sector = await sectorOf('public');
    expect(sector.LatestNumber).toBe(2);
    expect(sector.Versions.map((version) => [version.Number, version.Status])).toEqual([
      [2, 'CURRENT'],
      [1, 'SUPERSEDED'],
    ]);
    expect(sector.CurrentId).toBe(sector.Versions[0].Id);
  });

  it('publishes a new version that becomes current, leaving the old one as it was', async () => {
    const before = await sectorOf('PRIVATE');
    const old = before.Versions[0];
    const answer = await admin.post(PUBLISH, publication({ Version: before.LatestNumber }));
    expectStatus(answer, 200);
    const published = answer.data as GeneralConditionVersionAnswer;
    expect(published).toMatchObject({
      Number: 2,
      Status: 'CURRENT',
      CreatedByName: expect.any(String),
    });
    const conditions = (await admin.get(GET)).data as GeneralConditionsAnswer;
    expect(conditions.PrivateContractualTermId).toBe(published.Id);
    const kept = (await corretor.get(VERSION, { id: String(old.Id) })).data;
    expect(kept).toMatchObject({
      Id: old.Id,
      Number: 1,
      Title: old.Title,
      Html: old.Html,
      Status: 'SUPERSEDED',
    });
  });

  it('keeps a version dated after today scheduled and the current one in force', async () => {
    const before = await sectorOf('PUBLIC');
    const answer = await admin.post(
      PUBLISH,
      publication({ Sector: 'PUBLIC', EffectiveFrom: '2999-01-01', Version: before.LatestNumber }),
    );
    expectStatus(answer, 200);
    expect(answer.data.Status).toBe('SCHEDULED');
    const after = await sectorOf('PUBLIC');
    expect(after.CurrentId).toBe(before.CurrentId);
    expect(after.Versions[0]).toMatchObject({ Number: 3, Status: 'SCHEDULED' });
  });

  it('refuses a publication by someone who read an older sector (409), writing nothing', async () => {
    const before = await sectorOf('PRIVATE');
    const answer = await admin.post(PUBLISH, publication({ Version: before.LatestNumber - 1 }));
    expectStatus(answer, 409);
    expect(answer.errors[0]).toMatch(/Outra pessoa publicou/);
    expect((await sectorOf('PRIVATE')).LatestNumber).toBe(before.LatestNumber);
  });

  it('refuses invalid fields with one pt-BR message per field', async () => {
    const answer = await admin.post(PUBLISH, {
      Sector: 'MISTO',
      Title: ' ',
      SusepProcessNumber: '123',
      EffectiveFrom: '2025-02-30',
      Html: '<p> </p>',
      Version: 0,
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      expect.stringMatching(/^Setor \(Sector\)/),
      expect.stringMatching(/^Título \(Title\)/),
      expect.stringMatching(/^Processo SUSEP \(SusepProcessNumber\)/),
      expect.stringMatching(/^Início de vigência \(EffectiveFrom\)/),
      expect.stringMatching(/^Texto \(Html\)/),
    ]);
    const noVersion = await admin.post(PUBLISH, { Sector: 'PUBLIC', Title: 'Condições' });
    expectStatus(noVersion, 400);
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
  });

  it('refuses a version that would start before the newest one', async () => {
    const before = await sectorOf('PUBLIC');
    const answer = await admin.post(
      PUBLISH,
      publication({ Sector: 'PUBLIC', EffectiveFrom: '2020-01-01', Version: before.LatestNumber }),
    );
    expectStatus(answer, 400);
    expect(answer.errors[0]).toMatch(/não pode começar antes da versão/);
  });

  it('answers 404 for another tenant’s version', async () => {
    const conditions = (await admin.get(GET)).data as GeneralConditionsAnswer;
    const answer = await otherTenant.get(VERSION, {
      id: String(conditions.PublicContractualTermId),
    });
    expectStatus(answer, 404);
  });

  it('keeps publication to the parameterisation team', async () => {
    const answer = await corretor.post(PUBLISH, publication({ Version: 1 }));
    expect(answer.status).toBe(403);
  });
});

describe('GetGeneralConditionsHistory', () => {
  it('records each publication with who, when and old → new values', async () => {
    const answer = await admin.get(HISTORY, { sector: 'PRIVATE' });
    expectStatus(answer, 200);
    const rows = answer.data as GeneralConditionHistoryRow[];
    const [latest] = rows;
    expect(latest.Sector).toBe('PRIVATE');
    expect(latest.ChangedByName).not.toBe('Implantação Aval');
    const change = (field: string) => latest.ChangesHistories.find((item) => item.Field === field);
    expect(change('Number')).toMatchObject({ Label: 'Versão', OldValue: '1', NewValue: '2' });
    expect(change('EffectiveFrom')).toMatchObject({
      OldValue: '10/01/2022',
      NewValue: '01/02/2025',
    });
    expect(change('SusepProcessNumber')?.NewValue).toBe('15414.903311/2025-02');
    expect(rows.at(-1)?.ChangedByName).toBe('Implantação Aval');
  });

  it('answers both sectors without a sector, newest first', async () => {
    const rows = (await admin.get(HISTORY)).data as GeneralConditionHistoryRow[];
    expect(new Set(rows.map((row) => row.Sector))).toEqual(new Set(['PUBLIC', 'PRIVATE']));
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });
});
