import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalDetail, ProposalSummary } from '../../../domain/contracts/proposals';
import { isValidPolicyNumber } from '../../../domain/policyNumber';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { bankSlips, issuanceSettings, policies, proposals } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { loadIssuanceSettings } from '../../../server/modules/bank-slips/settings';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import { demoUser } from '../finance/fixtures';

const ISSUE = '/api/Proposal/IssueProposal';

let t: TestApp;
let corretor: Caller;
let admin: Caller;
let tomador: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, corretor, admin, tomador, otherTenant } = await signedInApp([
    'corretor',
    'admin',
    'tomador',
  ]));
});
afterAll(() => t.close());

/** The caller's proposals in one status, oldest first, as its own list answers them. */
const proposalsIn = async (caller: Caller, status: number) => {
  const answer = await caller.get('/api/Proposal/SearchProposals', {
    StatusId: String(status),
    rowsPerPage: '50',
    sortField: 'Number',
    sortOrder: 'ASC',
  });
  expectStatus(answer, 200);
  return answer.data.Data as ProposalSummary[];
};

const detail = async (caller: Caller, uniqueId: string) => {
  const answer = await caller.get('/api/Proposal/GetProposalByUniqueId', {
    ProposalUniqueId: uniqueId,
  });
  expectStatus(answer, 200);
  return answer.data as ProposalDetail;
};

/** A proposal awaiting issuance not yet used by another test. */
const used = new Set<string>();
const awaitingIssuance = async (caller: Caller) => {
  const next = (await proposalsIn(caller, ProposalStatus.AguardandoEmissao)).find(
    (proposal) => !used.has(proposal.UniqueId),
  );
  if (!next) throw new Error('no proposal awaiting issuance left in the seed');
  used.add(next.UniqueId);
  return detail(caller, next.UniqueId);
};

const slipsOf = (proposalId: number) =>
  t.db.select().from(bankSlips).where(eq(bankSlips.proposalId, proposalId));
const proposalIdOf = async (uniqueId: string) => {
  const [row] = await t.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.uniqueId, uniqueId));
  return row.id;
};

describe('IssueProposal', () => {
  it('offers the broker "issue" on an approved proposal, and issuing generates one slip per instalment and waits for payment', async () => {
    const proposal = await awaitingIssuance(corretor);
    expect(proposal.AllowedActions).toContain('issue');

    const answer = await corretor.post(ISSUE, {
      ProposalUniqueId: proposal.UniqueId,
      Version: proposal.Version,
    });
    expectStatus(answer, 200);
    const waiting = answer.data as ProposalDetail;
    expect(waiting).toMatchObject({
      StatusId: ProposalStatus.AguardandoPagamento,
      StatusName: 'Aguardando Pagamento de Boleto',
      Policy: null,
      Version: proposal.Version + 1,
    });
    expect(waiting.AllowedActions).not.toContain('issue');
    const slips = await slipsOf(await proposalIdOf(proposal.UniqueId));
    expect(slips).toHaveLength(proposal.NumberOfInstallment ?? 1);
    expect(slips.every((slip) => slip.status === 'ABERTO')).toBe(true);
    expect(waiting.TimelineHistory.at(-1)?.Note).toMatch(/boleto/i);
  });

  it('answers 409 for a proposal that is no longer awaiting issuance, and for a stale Version, generating nothing', async () => {
    const proposal = await awaitingIssuance(corretor);
    const stale = await corretor.post(ISSUE, {
      ProposalUniqueId: proposal.UniqueId,
      Version: proposal.Version - 1,
    });
    expectStatus(stale, 409);
    expect(await slipsOf(await proposalIdOf(proposal.UniqueId))).toEqual([]);

    const first = await corretor.post(ISSUE, {
      ProposalUniqueId: proposal.UniqueId,
      Version: proposal.Version,
    });
    expectStatus(first, 200);
    const again = await corretor.post(ISSUE, {
      ProposalUniqueId: proposal.UniqueId,
      Version: first.data.Version,
    });
    expectStatus(again, 409);
    expect(again.body.Errors[0]).toMatch(/Aguardando Emissão/);

    const [quote] = await proposalsIn(corretor, ProposalStatus.Cotacao);
    const fromQuote = await corretor.post(ISSUE, { ProposalUniqueId: quote.UniqueId, Version: 1 });
    expect([409]).toContain(fromQuote.status);
  });

  it('issues at once, premium receivable, when the insurer issues before payment', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    // the defaults as a row of the tenant's own, issuing before payment
    const { company: _company, ...settings } = await loadIssuanceSettings(t.db, companyId);
    await t.db
      .insert(issuanceSettings)
      .values({ ...settings, companyId, issueBeforePayment: true })
      .onConflictDoUpdate({
        target: issuanceSettings.companyId,
        set: { issueBeforePayment: true },
      });
    try {
      const proposal = await awaitingIssuance(admin);
      expect(proposal.AllowedActions).toContain('issue');
      const answer = await admin.post(ISSUE, {
        ProposalUniqueId: proposal.UniqueId,
        Version: proposal.Version,
      });
      expectStatus(answer, 200);
      const issued = answer.data as ProposalDetail;
      expect(issued.StatusId).toBe(ProposalStatus.Emitida);
      expect(isValidPolicyNumber(issued.Policy!.Number)).toBe(true);
      const [policy] = await t.db
        .select()
        .from(policies)
        .where(eq(policies.uniqueId, issued.Policy!.UniqueId));
      expect(policy.premiumReceivable).toBe(true);
      // who clicked Emitir is the issuer
      expect(policy.issuedByUserId).toBe((await demoUser(t.db, 'admin')).id);
      expect(await slipsOf(policy.proposalId)).toHaveLength(proposal.NumberOfInstallment ?? 1);
    } finally {
      await t.db
        .update(issuanceSettings)
        .set({ issueBeforePayment: false })
        .where(eq(issuanceSettings.companyId, companyId));
    }
  });

  it("follows the proposal's modality where it decides when to issue, the tenant where it leaves it open", async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const tenantIssuesAtOnce = async (value: boolean) => {
      const { company: _company, ...settings } = await loadIssuanceSettings(t.db, companyId);
      await t.db
        .insert(issuanceSettings)
        .values({ ...settings, companyId, issueBeforePayment: value })
        .onConflictDoUpdate({
          target: issuanceSettings.companyId,
          set: { issueBeforePayment: value },
        });
    };
    /** The modality's choice, set on its edit screen's call (UpdateModality). */
    const modalityIssuesAtOnce = async (modalityId: number, value: boolean | null) => {
      const current = await admin.get('/api/Core/GetModality', { modalityId: String(modalityId) });
      expectStatus(current, 200);
      const answer = await admin.put('/api/Core/UpdateModality', {
        Id: modalityId,
        Version: current.data.Version,
        IssueBeforePayment: value,
      });
      expectStatus(answer, 200);
      expect(answer.data.IssueBeforePayment).toBe(value);
    };
    const issue = async () => {
      const proposal = await awaitingIssuance(admin);
      const id = await proposalIdOf(proposal.UniqueId);
      const [{ modalityId }] = await t.db
        .select({ modalityId: proposals.modalityId })
        .from(proposals)
        .where(eq(proposals.id, id));
      return { proposal, id, modalityId: modalityId! };
    };
    const send = async ({ proposal }: { proposal: ProposalDetail }) => {
      const answer = await admin.post(ISSUE, {
        ProposalUniqueId: proposal.UniqueId,
        Version: proposal.Version,
      });
      expectStatus(answer, 200);
      return answer.data as ProposalDetail;
    };

    // the tenant waits for payment; this modality issues at once
    const atOnce = await issue();
    await modalityIssuesAtOnce(atOnce.modalityId, true);
    try {
      const issued = await send(atOnce);
      expect(issued.StatusId).toBe(ProposalStatus.Emitida);
      const [policy] = await t.db.select().from(policies).where(eq(policies.proposalId, atOnce.id));
      expect(policy.premiumReceivable).toBe(true);
    } finally {
      await modalityIssuesAtOnce(atOnce.modalityId, null);
    }

    // the tenant issues at once; this modality waits for the slip
    const waits = await issue();
    await tenantIssuesAtOnce(true);
    await modalityIssuesAtOnce(waits.modalityId, false);
    try {
      expect((await send(waits)).StatusId).toBe(ProposalStatus.AguardandoPagamento);
      expect(await t.db.select().from(policies).where(eq(policies.proposalId, waits.id))).toEqual(
        [],
      );
      // back to null (as every other modality is): the tenant's issuing at once decides
      await modalityIssuesAtOnce(waits.modalityId, null);
      expect((await send(await issue())).StatusId).toBe(ProposalStatus.Emitida);
    } finally {
      await modalityIssuesAtOnce(waits.modalityId, null);
      await tenantIssuesAtOnce(false);
    }
  });

  it('refuses a policy-holder user (403) and another tenant (404)', async () => {
    const proposal = await awaitingIssuance(corretor);
    const body = { ProposalUniqueId: proposal.UniqueId, Version: proposal.Version };
    expectStatus(await tomador.post(ISSUE, body), 403);
    expectStatus(await otherTenant.post(ISSUE, body), 404);
    expect(await slipsOf(await proposalIdOf(proposal.UniqueId))).toEqual([]);
  });

  it('names the field when the body is malformed (400)', async () => {
    const answer = await corretor.post(ISSUE, { ProposalUniqueId: 'não-é-uuid' });
    expectStatus(answer, 400);
    expect(answer.body.Errors.join(' ')).toMatch(/ProposalUniqueId|Version/);
  });
});
