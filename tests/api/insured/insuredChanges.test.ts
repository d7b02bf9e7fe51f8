import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insureds, partyLocations } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import {
  DNIT,
  getInsured,
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
let adminName: string;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp([
    'admin',
    'analista',
    'corretor',
  ]));
  adminName = await personNameOf(t.db, 'admin');
});
afterAll(() => t.close());

const rowOf = async (id: number) =>
  (await t.db.select().from(insureds).where(eq(insureds.id, id)))[0];

describe('SetBlocked', () => {
  const JUSTIFY = 'Certidão negativa de débitos vencida desde março.';

  const setBlocked = (caller: Caller, id: number, isBlocked: boolean, blockJustify?: string) =>
    caller.patch('/api/Insured/SetBlocked', {
      id: String(id),
      isBlocked: String(isBlocked),
      ...(blockJustify === undefined ? {} : { blockJustify }),
    });

  it('refuses a block or an unblock without a justification of at least 10 characters', async () => {
    const prefeitura = await seededInsured(t.db, PREFEITURA);
    for (const [justify, message] of [
      [undefined, 'Justificativa: informe o motivo do bloqueio ou do desbloqueio do segurado.'],
      ['   ', 'Justificativa: informe o motivo do bloqueio ou do desbloqueio do segurado.'],
      ['curta', 'Justificativa: escreva ao menos 10 caracteres.'],
    ] as const) {
      const answer = await setBlocked(admin, prefeitura.id, true, justify);
      expectStatus(answer, 400);
      expect(answer.errors).toEqual([message]);
    }
    expect((await rowOf(prefeitura.id)).isBlocked).toBe(false);
  });

  it('blocks and unblocks with the justification, recording both in the history', async () => {
    const prefeitura = await seededInsured(t.db, PREFEITURA);
    const blocked = await setBlocked(admin, prefeitura.id, true, JUSTIFY);
    expectStatus(blocked, 200);
    expect(blocked.data).toMatchObject({ IsBlocked: true, BlockJustify: JUSTIFY, Version: 2 });
    const again = await setBlocked(admin, prefeitura.id, true, JUSTIFY);
    expectStatus(again, 409);
    expect(again.errors).toEqual(['O segurado já está bloqueado.']);
    const noReason = await setBlocked(admin, prefeitura.id, false, '');
    expectStatus(noReason, 400);
    const unblocked = await setBlocked(
      admin,
      prefeitura.id,
      false,
      'Certidão renovada e conferida.',
    );
    expectStatus(unblocked, 200);
    expect(unblocked.data.IsBlocked).toBe(false);
    const [latest, previous] = await historyOf(analista, prefeitura.id);
    expect(latest.ChangedByName).toBe(adminName);
    expect(latest.ChangesHistories).toEqual([
      { Field: 'IsBlocked', Label: 'Bloqueado', OldValue: 'Sim', NewValue: 'Não' },
      {
        Field: 'BlockJustify',
        Label: 'Justificativa',
        OldValue: JUSTIFY,
        NewValue: 'Certidão renovada e conferida.',
      },
    ]);
    expect(previous.ChangesHistories[0]).toEqual({
      Field: 'IsBlocked',
      Label: 'Bloqueado',
      OldValue: 'Não',
      NewValue: 'Sim',
    });
  });

  it('refuses a stale Version with 409 and changes nothing', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    const answer = await admin.patch('/api/Insured/SetBlocked', {
      id: String(dnit.id),
      isBlocked: 'true',
      blockJustify: JUSTIFY,
      version: String(dnit.version + 5),
    });
    expectStatus(answer, 409);
    expect((await rowOf(dnit.id)).isBlocked).toBe(false);
  });

  it('is insurer staff only with GERENCIAR_SEGURADOS; another tenant gets 404', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    expectStatus(await setBlocked(analista, dnit.id, true, JUSTIFY), 403);
    expectStatus(await setBlocked(corretor, dnit.id, true, JUSTIFY), 403);
    expectStatus(await setBlocked(otherTenant, dnit.id, true, JUSTIFY), 404);
    expectStatus(await setBlocked(admin, 999_999, true, JUSTIFY), 404);
    expect((await rowOf(dnit.id)).isBlocked).toBe(false);
  });
});

describe('UpdateInsuredName and UpdateInsuredBranch', () => {
  it('renames the insured and records the old and new names', async () => {
    const retail = await seededInsured(t.db, RETAIL);
    const answer = await admin.patch('/api/Insured/UpdateInsuredName', {
      id: String(retail.id),
      insuredName: 'Rede Bom Preço Supermercados S.A.',
    });
    expectStatus(answer, 200);
    expect(answer.data.Name).toBe('Rede Bom Preço Supermercados S.A.');
    const [latest] = await historyOf(admin, retail.id);
    expect(latest.ChangesHistories).toEqual([
      {
        Field: 'Name',
        Label: 'Nome',
        OldValue: RETAIL,
        NewValue: 'Rede Bom Preço Supermercados S.A.',
      },
    ]);
    expect(latest.ChangedByName).toBe(adminName);
  });

  it('refuses an empty name (400), view-only callers (403) and another tenant (404)', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    const empty = await admin.patch('/api/Insured/UpdateInsuredName', {
      id: String(dnit.id),
      insuredName: '  ',
    });
    expectStatus(empty, 400);
    expect(empty.errors).toEqual(['Nome: informe o nome do segurado.']);
    const query = { id: String(dnit.id), insuredName: 'Outro Nome' };
    expectStatus(await analista.patch('/api/Insured/UpdateInsuredName', query), 403);
    expectStatus(await otherTenant.patch('/api/Insured/UpdateInsuredName', query), 404);
    expect((await rowOf(dnit.id)).name).toBe(DNIT);
  });

  it('moves the insured between the public and private branches, with history', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    const answer = await admin.patch('/api/Insured/UpdateInsuredBranch', {
      id: String(dnit.id),
      isPrivate: 'true',
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ IsPrivate: true, BranchLabel: 'Setor privado (0776)' });
    const [latest] = await historyOf(admin, dnit.id);
    expect(latest.ChangesHistories).toEqual([
      {
        Field: 'IsPrivate',
        Label: 'Ramo',
        OldValue: 'Setor público (0775)',
        NewValue: 'Setor privado (0776)',
      },
    ]);
    const invalid = await admin.patch('/api/Insured/UpdateInsuredBranch', {
      id: String(dnit.id),
      isPrivate: 'talvez',
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual(['O campo "isPrivate" é inválido.']);
    const query = { id: String(dnit.id), isPrivate: 'false' };
    expectStatus(await analista.patch('/api/Insured/UpdateInsuredBranch', query), 403);
    expectStatus(await otherTenant.patch('/api/Insured/UpdateInsuredBranch', query), 404);
  });
});

describe('insured addresses', () => {
  it('adds, updates and removes addresses, keeping one main address, with history', async () => {
    const prefeitura = await seededInsured(t.db, PREFEITURA);
    const added = await admin.post('/api/Insured/SaveInsuredLocation', {
      InsuredId: prefeitura.id,
      ...paulista,
    });
    expectStatus(added, 200);
    expect(added.data).toMatchObject({ ZipCode: '01310100', CityName: 'São Paulo', IsMain: false });

    const updated = await admin.patch(
      '/api/Insured/UpdateLocation',
      { id: String(added.data.Id) },
      { ...paulista, Number: '1600', IsMain: true },
    );
    expectStatus(updated, 200);
    expect(updated.data).toMatchObject({ Number: '1600', IsMain: true });
    let detail = await getInsured(admin, prefeitura.uniqueId);
    expect(detail.Locations.map((location) => [location.Id, location.IsMain])).toEqual([
      [added.data.Id, true],
      [expect.any(Number), false],
    ]);

    const removed = await admin.delete('/api/Insured/RemoveInsuredLocation', {
      locationId: String(added.data.Id),
    });
    expectStatus(removed, 200);
    expect(removed.data).toBe(true);
    detail = await getInsured(admin, prefeitura.uniqueId);
    expect(detail.Locations).toHaveLength(1);
    expect(detail.Locations[0]).toMatchObject({ ZipCode: '01002900', IsMain: true });
    expectStatus(
      await admin.delete('/api/Insured/RemoveInsuredLocation', {
        locationId: String(added.data.Id),
      }),
      404,
    );

    const history = await historyOf(admin, prefeitura.id);
    const locationRows = history.filter((row) => row.LocationChangesHistories.length > 0);
    expect(locationRows.length).toBeGreaterThanOrEqual(3);
    const [removal, update] = locationRows;
    expect(removal.ChangedByName).toBe(adminName);
    expect(removal.LocationChangesHistories).toEqual(
      expect.arrayContaining([
        { Field: 'AddressName', Label: 'Logradouro', OldValue: 'Avenida Paulista', NewValue: null },
      ]),
    );
    expect(update.LocationChangesHistories).toEqual(
      expect.arrayContaining([
        { Field: 'Number', Label: 'Número', OldValue: '1578', NewValue: '1600' },
        { Field: 'IsMain', Label: 'Endereço principal', OldValue: 'Não', NewValue: 'Sim' },
      ]),
    );
  });

  it('answers field messages for an invalid address', async () => {
    const prefeitura = await seededInsured(t.db, PREFEITURA);
    const answer = await admin.post('/api/Insured/SaveInsuredLocation', {
      InsuredId: prefeitura.id,
      ...paulista,
      ZipCode: '123',
      AddressName: ' ',
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'CEP inválido: informe os 8 dígitos (00000-000).',
      'Logradouro: informe o logradouro.',
    ]);
  });

  it('answers 404 for a location that is not an insured’s, and for another tenant', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const dnit = await seededInsured(t.db, DNIT);
    const [holderLocation] = await t.db
      .insert(partyLocations)
      .values({
        companyId,
        ownerKind: 'policy_holder',
        ownerId: dnit.id,
        zipCode: '01310100',
        addressName: 'Avenida Paulista',
        stateProvinceId: 35,
        cityId: 3550308,
      })
      .returning();
    const update = await admin.patch(
      '/api/Insured/UpdateLocation',
      { id: String(holderLocation.id) },
      paulista,
    );
    expectStatus(update, 404);
    expect(update.errors).toEqual(['Endereço não encontrado.']);
    expectStatus(
      await admin.delete('/api/Insured/RemoveInsuredLocation', {
        locationId: String(holderLocation.id),
      }),
      404,
    );
    const [dnitLocation] = await t.db
      .select()
      .from(partyLocations)
      .where(and(eq(partyLocations.ownerKind, 'insured'), eq(partyLocations.ownerId, dnit.id)));
    expectStatus(
      await otherTenant.patch(
        '/api/Insured/UpdateLocation',
        { id: String(dnitLocation.id) },
        paulista,
      ),
      404,
    );
    expectStatus(
      await otherTenant.delete('/api/Insured/RemoveInsuredLocation', {
        locationId: String(dnitLocation.id),
      }),
      404,
    );
    expectStatus(
      await otherTenant.post('/api/Insured/SaveInsuredLocation', {
        InsuredId: dnit.id,
        ...paulista,
      }),
      404,
    );
    const still = await getInsured(admin, dnit.uniqueId);
    expect(still.Locations).toHaveLength(2);
  });

  it('refuses address changes to callers without GERENCIAR_SEGURADOS (403)', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    const detail = await getInsured(admin, dnit.uniqueId);
    const locationId = String(detail.Locations[0].Id);
    expectStatus(
      await analista.post('/api/Insured/SaveInsuredLocation', { InsuredId: dnit.id, ...paulista }),
      403,
    );
    expectStatus(
      await corretor.patch('/api/Insured/UpdateLocation', { id: locationId }, paulista),
      403,
    );
    expectStatus(await analista.delete('/api/Insured/RemoveInsuredLocation', { locationId }), 403);
  });
});

describe('InsuredChangeHistory/Get', () => {
  it('answers the seeded history with ChangedByName, and 404 to another tenant', async () => {
    const dnit = await seededInsured(t.db, DNIT);
    const history = await historyOf(corretor, dnit.id);
    const creation = history.at(-1);
    expect(creation?.ChangedByName).toBe('Carga inicial');
    expect(creation?.ChangesHistories.map((change) => change.Label)).toEqual([
      'Nome',
      'CPF/CNPJ',
      'Ramo',
    ]);
    expect(history.filter((row) => row.LocationChangesHistories.length > 0)).toHaveLength(2);
    expectStatus(
      await otherTenant.get('/api/InsuredChangeHistory/Get', { insuredId: String(dnit.id) }),
      404,
    );
  });
});
