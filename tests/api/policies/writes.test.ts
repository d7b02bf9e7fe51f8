import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationAnswer, PolicyBrief } from '../../../domain/contracts/policies';
import { addDays, todayInBrazil } from '../../../domain/policyTerm';
import { bankSlips, issuanceSettings, policies, policyHolders } from '../../../server/db/schema';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { type FixtureKey, type PolicyFixture, seedPolicies } from './fixture';

const CANCEL = '/api/Policy/InternalCancelPolicy';
const RENEWAL = '/api/Policy/UpdatePolicyRenewal';
const BRIEF = '/api/Policy/GetPolicyShortBrief';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let seeded: Awaited<ReturnType<typeof seedPolicies>>;
let fixtures: Record<FixtureKey, PolicyFixture>;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp([
    'admin',
    'analista',
    'corretor',
  ]));
  seeded = await seedPolicies(t.db);
  fixtures = seeded.policies;
});
afterAll(() => t.close());

const brief = async (key: FixtureKey) => {
  const answer = await admin.get(BRIEF, { policyUniqueId: fixtures[key].uniqueId });
  expectStatus(answer, 200);
  return answer.data as PolicyBrief;
};
const stored = async (key: FixtureKey) =>
  (await t.db.select().from(policies).where(eq(policies.id, fixtures[key].id)))[0];
const limitUsed = async (holderId: number) =>
  (await t.db.select().from(policyHolders).where(eq(policyHolders.id, holderId)))[0].limitUsedValue;
const history = async (key: FixtureKey) =>
  (await admin.get('/api/Policy/GetHistory', { policyUniqueid: fixtures[key].uniqueId })).data as {
    Description: string;
    ChangedByName: string;
  }[];

describe('InternalCancelPolicy', () => {
  it('previews the pro rata refund without saving anything', async () => {
    const before = await stored('prime1');
    const answer = await admin.post(
      CANCEL,
      { Reason: 'Pedido do tomador', Simulate: true, Version: before.version },
      { policyNumber: 'TESTE-0001' },
    );
    expectStatus(answer, 200);
    expect(answer.data as CancellationAnswer).toEqual({
      PolicyUniqueId: fixtures.prime1.uniqueId,
      CancellationDate: todayInBrazil(),
      Method: 'PRO_RATA',
      MethodName: 'Pro rata temporis',
      DaysInForce: 100,
      TermDays: 365,
      RetainedPremium: '1000.00',
      RefundValue: '2650.00',
      Saved: false,
      Version: before.version,
    });
    expect(await stored('prime1')).toEqual(before);
  });

  it("follows the tenant's short-rate method and a retroactive date", async () => {
    await t.db.insert(issuanceSettings).values({
      companyId: seeded.companyId,
      bankCode: '001',
      agency: '1234',
      account: '56789',
      accountDigit: '0',
      carteira: '17',
      beneficiaryName: 'Garantia Brasil Seguros S.A.',
      beneficiaryDocument: '33247156000100',
      beneficiaryAddress: 'Avenida Paulista, 1000',
      pixKey: 'financeiro@garantiabrasil.com.br',
      cancellationMethod: 'PRAZO_CURTO',
    });
    const answer = await admin.post(
      CANCEL,
      {
        Reason: 'Pedido do tomador',
        Simulate: true,
        Version: fixtures.prime1.version,
        // 80 days in force: the 90-day row of the table, 40 % retained
        CancellationDate: addDays(todayInBrazil(), -20),
      },
      { policyNumber: 'TESTE-0001' },
    );
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Method: 'PRAZO_CURTO',
      MethodName: 'Tabela de prazo curto (SUSEP)',
      DaysInForce: 80,
      RetainedPremium: '1460.00',
      RefundValue: '2190.00',
      Saved: false,
    });
    await t.db.delete(issuanceSettings).where(eq(issuanceSettings.companyId, seeded.companyId));
  });

  it('refuses callers without CANCELAR_APOLICE_MANUALMENTE or outside the insurer (403)', async () => {
    const body = { Reason: 'x', Version: fixtures.prime1.version };
    expectStatus(await analista.post(CANCEL, body, { policyNumber: 'TESTE-0001' }), 403);
    expectStatus(await corretor.post(CANCEL, body, { policyNumber: 'TESTE-0001' }), 403);
  });

  it('answers 400 naming the field for bad input, 404 for another tenant’s number', async () => {
    const version = fixtures.prime1.version;
    const cases: [Record<string, unknown>, string][] = [
      [{ Version: version }, 'Reason'],
      [{ Reason: '   ', Version: version }, 'Reason'],
      [{ Reason: 'x' }, 'Version'],
      [{ Reason: 'x', Version: version, CancellationDate: '30/02/2026' }, 'CancellationDate'],
      [
        { Reason: 'x', Version: version, CancellationDate: addDays(todayInBrazil(), 1) },
        'CancellationDate',
      ],
      [
        { Reason: 'x', Version: version, CancellationDate: addDays(todayInBrazil(), -31) },
        'CancellationDate',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.post(CANCEL, body, { policyNumber: 'TESTE-0001' });
      expectStatus(answer, 400);
      expect(answer.errors.join(' '), JSON.stringify(body)).toContain(field);
    }
    const missing = await admin.post(CANCEL, { Reason: 'x', Version: version });
    expectStatus(missing, 400);
    expect(missing.errors.join(' ')).toContain('policyNumber');
    expectStatus(
      await otherTenant.post(
        CANCEL,
        { Reason: 'x', Version: version },
        { policyNumber: 'TESTE-0001' },
      ),
      404,
    );
    expect(await stored('prime1')).toMatchObject({ status: 2, version: fixtures.prime1.version });
  });

  it('answers 409 to a stale Version and saves nothing', async () => {
    const answer = await admin.post(
      CANCEL,
      { Reason: 'Pedido do tomador', Version: fixtures.prime1.version + 1 },
      { policyNumber: 'TESTE-0001' },
    );
    expectStatus(answer, 409);
    expect(answer.errors[0]).toContain('alterada por outra pessoa');
    expect(await stored('prime1')).toMatchObject({ status: 2, cancelledAt: null });
  });

  it('cancels: status, who, reason, refund, the holder’s limit released, open slips void, history', async () => {
    const holderId = fixtures.prime1.policyHolderId;
    await t.db
      .update(policyHolders)
      .set({ limitUsedValue: '1500000.00' })
      .where(eq(policyHolders.id, holderId));
    const answer = await admin.post(
      CANCEL,
      { Reason: 'Contrato rescindido', Version: fixtures.prime1.version },
      { policyNumber: 'TESTE-0001' },
    );
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Saved: true,
      RefundValue: '2650.00',
      Version: fixtures.prime1.version + 1,
    });
    expect(await brief('prime1')).toMatchObject({
      StatusId: 3,
      StatusName: 'Cancelada',
      CancelReason: 'Contrato rescindido',
      CancellationMethod: 'PRO_RATA',
      RefundValue: '2650.00',
      Version: fixtures.prime1.version + 1,
      RenewalOpensOn: null,
    });
    expect((await brief('prime1')).CancelledAt).not.toBeNull();
    expect(await limitUsed(holderId)).toBe('500000.00');
    const slips = await t.db
      .select()
      .from(bankSlips)
      .where(eq(bankSlips.proposalId, fixtures.prime1.proposalId));
    expect(slips.map((slip) => [slip.installmentNumber, slip.status]).sort()).toEqual([
      [1, 'PAGO'],
      [2, 'CANCELADO'],
    ]);
    const [latest] = await history('prime1');
    expect(latest.Description).toMatch(
      /^Apólice cancelada com efeito em \d{2}\/\d{2}\/\d{4} \(Pro rata temporis: 100 de 365 dias de vigência; restituição de R\$ 2\.650,00\)\. Motivo: Contrato rescindido$/,
    );
    expect(latest.ChangedByName).toBe('Ana Paula Ribeiro');
  });

  it('answers 409 to a second cancellation and to a policy that is not in force', async () => {
    const twice = await admin.post(
      CANCEL,
      { Reason: 'De novo', Version: fixtures.prime1.version + 1 },
      { policyNumber: 'TESTE-0001' },
    );
    expectStatus(twice, 409);
    expect(twice.errors).toEqual(['A apólice já está cancelada.']);
    const expired = await admin.post(
      CANCEL,
      { Reason: 'x', Version: fixtures.horizonte1.version, Simulate: true },
      { policyNumber: 'TESTE-0004' },
    );
    expectStatus(expired, 409);
    expect(expired.errors).toEqual(['Não é possível cancelar uma apólice com status "Vencida".']);
  });

  it('never takes the holder’s used limit below zero', async () => {
    const holderId = fixtures.horizonte2.policyHolderId;
    await t.db
      .update(policyHolders)
      .set({ limitUsedValue: '100.00' })
      .where(eq(policyHolders.id, holderId));
    const answer = await admin.post(
      CANCEL,
      { Reason: 'Encerramento antecipado', Version: fixtures.horizonte2.version },
      { policyNumber: 'TESTE-0005' },
    );
    expectStatus(answer, 200);
    expect(await limitUsed(holderId)).toBe('0.00');
  });
});

describe('UpdatePolicyRenewal', () => {
  it('blocks and unblocks the renewal with the Version read, each with its history row', async () => {
    const blocked = await admin.put(RENEWAL, {
      PolicyUniqueId: fixtures.prime2.uniqueId,
      RenewalBlocked: true,
      Version: fixtures.prime2.version,
    });
    expectStatus(blocked, 200);
    expect(blocked.data).toMatchObject({
      RenewalBlocked: true,
      RenewalOpensOn: null,
      Version: fixtures.prime2.version + 1,
    });
    const stale = await admin.put(RENEWAL, {
      PolicyUniqueId: fixtures.prime2.uniqueId,
      RenewalBlocked: false,
      Version: fixtures.prime2.version,
    });
    expectStatus(stale, 409);
    expect((await stored('prime2')).renewalBlocked).toBe(true);
    const unblocked = await admin.put(RENEWAL, {
      PolicyUniqueId: fixtures.prime2.uniqueId,
      RenewalBlocked: false,
      Version: fixtures.prime2.version + 1,
    });
    expectStatus(unblocked, 200);
    expect(unblocked.data).toMatchObject({
      RenewalBlocked: false,
      Version: fixtures.prime2.version + 2,
    });
    expect(unblocked.data.RenewalOpensOn).not.toBeNull();
    expect((await history('prime2')).map((entry) => entry.Description)).toEqual([
      'Renovação da apólice desbloqueada.',
      'Renovação da apólice bloqueada.',
      'Apólice TESTE-0002 emitida.',
    ]);
  });

  it('refuses a cancelled policy (409), the wrong caller (403), another tenant (404), bad input (400)', async () => {
    const cancelled = await admin.put(RENEWAL, {
      PolicyUniqueId: fixtures.prime3.uniqueId,
      RenewalBlocked: true,
      Version: fixtures.prime3.version,
    });
    expectStatus(cancelled, 409);
    expect(cancelled.errors[0]).toContain('Cancelada');
    const body = { PolicyUniqueId: fixtures.prime2.uniqueId, RenewalBlocked: true, Version: 0 };
    expectStatus(await analista.put(RENEWAL, body), 403);
    expectStatus(await corretor.put(RENEWAL, body), 403);
    expectStatus(await otherTenant.put(RENEWAL, body), 404);
    const bad = await admin.put(RENEWAL, { PolicyUniqueId: fixtures.prime2.uniqueId, Version: 1 });
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('RenewalBlocked');
    const noVersion = await admin.put(RENEWAL, {
      PolicyUniqueId: fixtures.prime2.uniqueId,
      RenewalBlocked: true,
    });
    expectStatus(noVersion, 400);
    expect(noVersion.errors.join(' ')).toContain('Version');
  });
});
