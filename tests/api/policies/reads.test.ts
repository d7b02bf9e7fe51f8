import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyBrief, PolicySummary } from '../../../domain/contracts/policies';
import { maskDocument } from '../../../domain/cpfCnpj';
import { addDays, addYears, todayInBrazil } from '../../../domain/policyTerm';
import {
  anniversaryModalityRules,
  brokers,
  insureds,
  policyHolders,
  proposalCoBrokers,
  proposals,
} from '../../../server/db/schema';
import { demoBroker } from '../brokers/helpers';
import { otherBrokerCaller } from '../proposals/helpers';
import { type Caller, callerFor, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { type FixtureKey, makeTomadorHolderOf, type PolicyFixture, seedPolicies } from './fixture';

const SEARCH = '/api/Policy/SearchPoliciesRelatedToLoggedUser';
const BRIEF = '/api/Policy/GetPolicyShortBrief';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let assessor: Caller;
let corretor: Caller;
let agente: Caller;
let tomador: Caller;
let horizonte: Caller;
let otherTenant: Caller;
let seeded: Awaited<ReturnType<typeof seedPolicies>>;
let fixtures: Record<FixtureKey, PolicyFixture>;

const keysOf = (rows: PolicySummary[]) =>
  rows
    .map((row) =>
      (Object.keys(fixtures) as FixtureKey[]).find(
        (key) => fixtures[key].uniqueId === row.UniqueId,
      ),
    )
    .filter(Boolean)
    .sort();

/** A search limited to the fixture's policies (TESTE-…), as the keys of what it found. */
const found = async (caller: Caller, query: Record<string, string> = {}) => {
  const answer = await caller.get(SEARCH, { policyNumber: 'TESTE-', rowsPerPage: '100', ...query });
  expectStatus(answer, 200);
  return keysOf(answer.data.Data);
};

const ALL: FixtureKey[] = ['horizonte1', 'horizonte2', 'prime1', 'prime2', 'prime3'];
const where = (test: (policy: PolicyFixture) => boolean) =>
  (Object.keys(fixtures) as FixtureKey[]).filter((key) => test(fixtures[key])).sort();

beforeAll(async () => {
  ({ t, admin, analista, assessor, corretor, agente, otherTenant } = await signedInApp([
    'admin',
    'analista',
    'assessor',
    'corretor',
    'agente',
  ]));
  seeded = await seedPolicies(t.db);
  fixtures = seeded.policies;
  await makeTomadorHolderOf(t.db, fixtures.prime1.policyHolderId);
  tomador = await callerFor(t.app, 'tomador');
  horizonte = await otherBrokerCaller(t);
});
afterAll(() => t.close());

describe('SearchPoliciesRelatedToLoggedUser: scope', () => {
  it('gives insurer staff the tenant, a broker and its agent their broker, a holder user its own', async () => {
    expect(await found(admin)).toEqual(ALL);
    expect(await found(analista)).toEqual(ALL);
    expect(await found(corretor)).toEqual(['prime1', 'prime2', 'prime3']);
    expect(await found(agente)).toEqual(['prime1', 'prime2', 'prime3']);
    expect(await found(horizonte)).toEqual(['horizonte1', 'horizonte2']);
    expect(await found(tomador)).toEqual(
      where((policy) => policy.policyHolderId === fixtures.prime1.policyHolderId),
    );
    expect(await found(otherTenant)).toEqual([]);
  });

  it('gives a broker the policies it co-brokers beside its own: pages, sorts, counts and reads them', async () => {
    const prime = await demoBroker(t.db, 'Prime');
    await t.db.insert(proposalCoBrokers).values({
      proposalId: fixtures.horizonte1.proposalId,
      brokerId: prime.id,
      commissionSharePercentage: '30.00',
    });
    try {
      expect(await found(corretor)).toEqual(['horizonte1', 'prime1', 'prime2', 'prime3']);
      expect(await found(agente)).toEqual(['horizonte1', 'prime1', 'prime2', 'prime3']);
      expect(await found(corretor, { brokerName: 'horizonte' })).toEqual(['horizonte1']);
      expect(await found(corretor, { enableToBigRisk: 'true' })).toEqual(['horizonte1', 'prime2']);
      expect(await found(horizonte)).toEqual(['horizonte1', 'horizonte2']);
      const numbers = async (query: Record<string, string>) => {
        const answer = await corretor.get(SEARCH, {
          policyNumber: 'TESTE-',
          rowsPerPage: '2',
          ...query,
        });
        expectStatus(answer, 200);
        return {
          rows: answer.data.Data.map((row: PolicySummary) => row.PolicyNumber),
          total: answer.data.PageResult.TotalRows,
        };
      };
      // newest first, the co-brokered policy among the broker's own, over two pages
      expect(await numbers({})).toEqual({ rows: ['TESTE-0004', 'TESTE-0003'], total: 4 });
      expect(await numbers({ currentPage: '2' })).toEqual({
        rows: ['TESTE-0002', 'TESTE-0001'],
        total: 4,
      });
      const byAmount = { sortField: 'InsuredAmountValue', sortOrder: 'desc' };
      expect(await numbers(byAmount)).toEqual({ rows: ['TESTE-0001', 'TESTE-0002'], total: 4 });
      expect(await numbers({ ...byAmount, currentPage: '2' })).toEqual({
        rows: ['TESTE-0004', 'TESTE-0003'],
        total: 4,
      });
      const brief = await corretor.get(BRIEF, { policyUniqueId: fixtures.horizonte1.uniqueId });
      expectStatus(brief, 200);
      expectStatus(
        await corretor.get(BRIEF, { policyUniqueId: fixtures.horizonte2.uniqueId }),
        404,
      );
    } finally {
      await t.db
        .delete(proposalCoBrokers)
        .where(eq(proposalCoBrokers.proposalId, fixtures.horizonte1.proposalId));
    }
  });

  it('refuses a user without VISUALIZAR_APOLICES (403)', async () => {
    const answer = await assessor.get(SEARCH);
    expectStatus(answer, 403);
    expect(answer.errors.length).toBeGreaterThan(0);
  });
});

describe('SearchPoliciesRelatedToLoggedUser: filters', () => {
  it('filters by number, status and the three flags', async () => {
    expect(await found(admin, { policyNumber: 'TESTE-0002' })).toEqual(['prime2']);
    expect(await found(admin, { policyNumber: 'teste-0002' })).toEqual(['prime2']);
    expect(await found(admin, { statusId: '3' })).toEqual(['prime3']);
    expect(await found(admin, { statusId: '4' })).toEqual(['horizonte1']);
    expect(await found(admin, { statusId: '2' })).toEqual(['horizonte2', 'prime1', 'prime2']);
    expect(await found(admin, { enableToSteppin: 'true' })).toEqual(['prime1']);
    expect(await found(admin, { enableToSteppin: 'false' })).toEqual(
      ALL.filter((key) => key !== 'prime1'),
    );
    expect(await found(admin, { enableToMonitoring: 'true' })).toEqual(['prime2']);
    expect(await found(admin, { enableToBigRisk: 'true' })).toEqual(['horizonte1', 'prime2']);
  });

  it('filters by the term: start from, end until, in either date format', async () => {
    const today = todayInBrazil();
    expect(await found(admin, { startDate: addDays(today, -50) })).toEqual([
      'horizonte2',
      'prime2',
    ]);
    const [y, m, d] = addDays(today, -50).split('-');
    expect(await found(admin, { startDate: `${d}/${m}/${y}` })).toEqual(['horizonte2', 'prime2']);
    expect(await found(admin, { endDate: addDays(today, 300) })).toEqual([
      'horizonte1',
      'prime1',
      'prime3',
    ]);
  });

  it('filters by part of a name (any case) and by a document with or without its mask', async () => {
    const [holder] = await t.db
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.id, fixtures.prime1.policyHolderId));
    const sameHolder = where((policy) => policy.policyHolderId === holder.id);
    expect(
      await found(admin, { policyHolderName: holder.name.slice(2, 12).toLowerCase() }),
    ).toEqual(expect.arrayContaining(sameHolder));
    expect(await found(admin, { policyHolderDocument: holder.cpfCnpj })).toEqual(sameHolder);
    expect(await found(admin, { policyHolderDocument: maskDocument(holder.cpfCnpj) })).toEqual(
      sameHolder,
    );

    const [insured] = await t.db
      .select()
      .from(insureds)
      .where(eq(insureds.id, fixtures.prime2.insuredId));
    const sameInsured = where((policy) => policy.insuredId === insured.id);
    expect(await found(admin, { insuredName: insured.name.toUpperCase() })).toEqual(sameInsured);
    expect(await found(admin, { insuredDocument: maskDocument(insured.cpfCnpj) })).toEqual(
      sameInsured,
    );

    const [prime] = await t.db
      .select()
      .from(brokers)
      .where(eq(brokers.id, fixtures.prime1.brokerId));
    expect(await found(admin, { brokerName: 'horizonte' })).toEqual(['horizonte1', 'horizonte2']);
    expect(await found(admin, { brokerDocument: maskDocument(prime.cnpj) })).toEqual([
      'prime1',
      'prime2',
      'prime3',
    ]);
    expect(await found(admin, { brokerDocument: prime.cnpj })).toEqual([
      'prime1',
      'prime2',
      'prime3',
    ]);
  });

  it('answers the summary shape, newest first by default, sorted on request, paged', async () => {
    const page = await admin.get(SEARCH, { policyNumber: 'TESTE-', rowsPerPage: '2' });
    expectStatus(page, 200);
    expect(page.data.PageResult).toEqual({
      CurrentPage: 1,
      RowsPerPage: 2,
      TotalRows: 5,
      TotalPages: 3,
      TotalRowsIsCapped: false,
    });
    expect(page.data.Data.map((row: PolicySummary) => row.PolicyNumber)).toEqual([
      'TESTE-0005',
      'TESTE-0004',
    ]);
    const third = await admin.get(SEARCH, {
      policyNumber: 'TESTE-',
      rowsPerPage: '2',
      currentPage: '3',
    });
    expect(third.data.Data.map((row: PolicySummary) => row.PolicyNumber)).toEqual(['TESTE-0001']);

    const sorted = await admin.get(SEARCH, {
      policyNumber: 'TESTE-',
      sortField: 'InsuredAmountValue',
      sortOrder: 'desc',
    });
    expect(sorted.data.Data.map((row: PolicySummary) => row.PolicyNumber)).toEqual([
      'TESTE-0001',
      'TESTE-0002',
      'TESTE-0004',
      'TESTE-0003',
      'TESTE-0005',
    ]);

    const one = (await admin.get(SEARCH, { policyNumber: 'TESTE-0001' })).data.Data[0];
    expect(one).toMatchObject({
      UniqueId: fixtures.prime1.uniqueId,
      PolicyNumber: 'TESTE-0001',
      StatusId: 2,
      StatusName: 'Emitida',
      InsuredAmountValue: '1000000.00',
      InsurancePremium: '3650.00',
      EnableToSteppin: true,
      EnableToMonitoring: false,
      RenewalBlocked: false,
      StartDate: fixtures.prime1.startDate,
      EndDate: fixtures.prime1.endDate,
    });
    expect(one.BrokerName).toMatch(/^Prime/);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ startDate: '31/02/2026' }, 'startDate'],
      [{ endDate: 'amanhã' }, 'endDate'],
      [{ statusId: 'x' }, 'statusId'],
      [{ enableToSteppin: 'sim' }, 'enableToSteppin'],
      [{ sortField: 'Senha' }, 'sortField'],
      [{ rowsPerPage: '0' }, 'rowsPerPage'],
    ];
    for (const [query, field] of cases) {
      const answer = await admin.get(SEARCH, query);
      expectStatus(answer, 400);
      expect(answer.errors.join(' '), field).toContain(field);
    }
  });
});

describe('GetPolicyShortBrief', () => {
  it('answers the policy with its slips, conditions, issuer, anniversaries and renewal', async () => {
    // the modality follows the tenant's anniversary defaults (on, 30 days before)
    await t.db
      .delete(anniversaryModalityRules)
      .where(
        and(
          eq(anniversaryModalityRules.companyId, seeded.companyId),
          eq(anniversaryModalityRules.modalityId, fixtures.prime2.modalityId),
        ),
      );
    const answer = await corretor.get(BRIEF, { policyUniqueId: fixtures.prime1.uniqueId });
    expectStatus(answer, 200);
    const brief = answer.data as PolicyBrief;
    expect(brief).toMatchObject({
      UniqueId: fixtures.prime1.uniqueId,
      Version: fixtures.prime1.version,
      PolicyNumber: 'TESTE-0001',
      GeneralConditionsProcessNumber: seeded.conditions.susepProcessNumber,
      IssuedByName: 'Ana Paula Ribeiro',
      PremiumReceivable: false,
      CancelledAt: null,
      RefundValue: null,
      HasEndorsement: false,
      AnniversaryDates: [],
    });
    expect(brief.BankSlips).toEqual([
      expect.objectContaining({
        InstallmentNumber: 1,
        Status: 'PAGO',
        StatusName: 'Pago',
        PaidAmount: '1825.00',
        SettlementSource: 'MANUAL',
      }),
      expect.objectContaining({
        InstallmentNumber: 2,
        Status: 'ABERTO',
        PaidAt: null,
        SettlementSource: null,
      }),
    ]);
    // the demo tenant renews (seeded settings): the renewal opens before the end, within the term
    expect(brief.RenewalOpensOn).not.toBeNull();
    expect(brief.RenewalOpensOn! < brief.EndDate).toBe(true);
    expect(brief.RenewalOpensOn! >= brief.StartDate).toBe(true);

    const threeYears = (await admin.get(BRIEF, { policyUniqueId: fixtures.prime2.uniqueId }))
      .data as PolicyBrief;
    expect(threeYears.AnniversaryDates).toEqual([
      addYears(fixtures.prime2.startDate, 1),
      addYears(fixtures.prime2.startDate, 2),
    ]);
  });

  it('has no renewal opening for a blocked or expired policy', async () => {
    const blocked = await admin.get(BRIEF, { policyUniqueId: fixtures.horizonte2.uniqueId });
    expect(blocked.data).toMatchObject({ RenewalBlocked: true, RenewalOpensOn: null });
    const expired = await admin.get(BRIEF, { policyUniqueId: fixtures.horizonte1.uniqueId });
    expect(expired.data).toMatchObject({ StatusName: 'Vencida', RenewalOpensOn: null });
  });

  it("is 404 for another broker's or tenant's policy and an unknown one, 400 for a bad id", async () => {
    expectStatus(await horizonte.get(BRIEF, { policyUniqueId: fixtures.prime1.uniqueId }), 404);
    expectStatus(await corretor.get(BRIEF, { policyUniqueId: fixtures.horizonte1.uniqueId }), 404);
    const other = await otherTenant.get(BRIEF, { policyUniqueId: fixtures.prime1.uniqueId });
    expectStatus(other, 404);
    expect(other.errors).toEqual(['Apólice não encontrada.']);
    expectStatus(
      await admin.get(BRIEF, { policyUniqueId: '00000000-0000-4000-8000-000000000000' }),
      404,
    );
    const bad = await admin.get(BRIEF, { policyUniqueId: 'abc' });
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('policyUniqueId');
    expectStatus(await assessor.get(BRIEF, { policyUniqueId: fixtures.prime1.uniqueId }), 403);
  });
});

describe('the policies of a holder and of an insured', () => {
  it('lists the holder’s policies the caller reaches', async () => {
    const holderId = fixtures.prime1.policyHolderId;
    const [holder] = await t.db.select().from(policyHolders).where(eq(policyHolders.id, holderId));
    const all = await admin.get('/api/Policy/SearchPoliciesRelatedToPolicyHolder', {
      PolicyHolderUniqueId: holder.uniqueId,
      rowsPerPage: '100',
    });
    expectStatus(all, 200);
    expect(keysOf(all.data.Data)).toEqual(where((policy) => policy.policyHolderId === holderId));
    const own = await corretor.get('/api/Policy/SearchPoliciesRelatedToPolicyHolder', {
      PolicyHolderUniqueId: holder.uniqueId,
    });
    expectStatus(own, 200);
    expect(keysOf(own.data.Data)).toEqual(
      where(
        (policy) =>
          policy.policyHolderId === holderId && policy.brokerId === fixtures.prime1.brokerId,
      ),
    );
    const bad = await admin.get('/api/Policy/SearchPoliciesRelatedToPolicyHolder', {
      PolicyHolderUniqueId: 'x',
    });
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('PolicyHolderUniqueId');
    expectStatus(
      await otherTenant.get('/api/Policy/SearchPoliciesRelatedToPolicyHolder', {
        PolicyHolderUniqueId: holder.uniqueId,
      }),
      404,
    );
  });

  it('lists the insured’s policies the caller reaches, paged', async () => {
    const insuredId = fixtures.prime2.insuredId;
    const [insured] = await t.db.select().from(insureds).where(eq(insureds.id, insuredId));
    const all = await admin.get('/api/Policy/SearchPoliciesRelatedToInsured', {
      UniqueId: insured.uniqueId,
      rowsPerPage: '100',
    });
    expectStatus(all, 200);
    expect(keysOf(all.data.Data)).toEqual(where((policy) => policy.insuredId === insuredId));
    const horizonteOwn = await horizonte.get('/api/Policy/SearchPoliciesRelatedToInsured', {
      UniqueId: insured.uniqueId,
    });
    expectStatus(horizonteOwn, 200);
    expect(keysOf(horizonteOwn.data.Data)).toEqual(
      where(
        (policy) =>
          policy.insuredId === insuredId && policy.brokerId === fixtures.horizonte1.brokerId,
      ),
    );
    const paged = await admin.get('/api/Policy/SearchPoliciesRelatedToInsured', {
      UniqueId: insured.uniqueId,
      rowsPerPage: '1',
    });
    expect(paged.data.Data).toHaveLength(1);
    expect(paged.data.PageResult.RowsPerPage).toBe(1);
    expectStatus(
      await otherTenant.get('/api/Policy/SearchPoliciesRelatedToInsured', {
        UniqueId: insured.uniqueId,
      }),
      404,
    );
  });
});

describe('GetHistory, the number lookup, the cancel day count and the endorsement document', () => {
  it('answers the history newest first: the settlement after the issuance', async () => {
    const answer = await corretor.get('/api/Policy/GetHistory', {
      policyUniqueid: fixtures.prime1.uniqueId,
    });
    expectStatus(answer, 200);
    expect(answer.data.map((entry: { Description: string }) => entry.Description)).toEqual([
      expect.stringMatching(
        /^Parcela 1 paga: R\$ 1\.825,00 em .*baixa manual\): Pago por transferência$/,
      ),
      'Apólice TESTE-0001 emitida.',
    ]);
    expect(answer.data[1].ChangedByName).toBe('Ana Paula Ribeiro');
    expectStatus(
      await horizonte.get('/api/Policy/GetHistory', { policyUniqueid: fixtures.prime1.uniqueId }),
      404,
    );
    expectStatus(await admin.get('/api/Policy/GetHistory', { policyUniqueid: '1' }), 400);
  });

  it('finds the UniqueId by the number within the scope', async () => {
    const path = '/api/Policy/ObterPolicyUniqueIdPorNumeroApolice';
    const answer = await corretor.get(path, { numeroApolice: 'TESTE-0001' });
    expectStatus(answer, 200);
    expect(answer.data).toBe(fixtures.prime1.uniqueId);
    expectStatus(await horizonte.get(path, { numeroApolice: 'TESTE-0001' }), 404);
    expectStatus(await otherTenant.get(path, { numeroApolice: 'TESTE-0001' }), 404);
    expectStatus(await admin.get(path, { numeroApolice: 'TESTE-9999' }), 404);
    const missing = await admin.get(path);
    expectStatus(missing, 400);
    expect(missing.errors.join(' ')).toContain('numeroApolice');
  });

  it('tells how many days a cancellation may go back', async () => {
    const answer = await admin.get('/api/policy/GetNumberOfDaysToCancelPolicy');
    expectStatus(answer, 200);
    expect(answer.data).toEqual({ Days: 30 });
    expectStatus(await assessor.get('/api/policy/GetNumberOfDaysToCancelPolicy'), 403);
  });

  it('says a visible policy has no endorsement yet, and hides another broker’s', async () => {
    const path = '/api/Policy/DownloadLastEndorsementDocument';
    // the proposal the fixture issued prime1 from
    const [proposal] = await t.db
      .select({ unique_id: proposals.uniqueId })
      .from(proposals)
      .where(eq(proposals.id, fixtures.prime1.proposalId));
    const none = await corretor.get(path, { ProposalUniqueId: proposal.unique_id });
    expectStatus(none, 404);
    expect(none.errors).toEqual(['Esta apólice ainda não tem endosso.']);
    const hidden = await horizonte.get(path, { ProposalUniqueId: proposal.unique_id });
    expectStatus(hidden, 404);
    expect(hidden.errors).toEqual(['Apólice não encontrada.']);
  });
});
