import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PolicyStatus } from '../../../domain/policyStatus';
import { isValidPolicyNumber } from '../../../domain/policyNumber';
import { ProposalStatus } from '../../../domain/proposalStatus';
import {
  changeHistories,
  policies,
  policyHolders,
  proposals,
  proposalTimeline,
} from '../../../server/db/schema';
import { issuePolicy } from '../../../server/modules/issuance/issuePolicy';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { companyIdOf } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
});
afterAll(() => t.close());

const firstProposal = async (status: number) => {
  const [row] = await t.db
    .select()
    .from(proposals)
    .where(and(eq(proposals.companyId, companyId), eq(proposals.status, status)))
    .orderBy(asc(proposals.id))
    .limit(1);
  return row;
};

const usedLimit = async (policyHolderId: number) => {
  const [holder] = await t.db
    .select({ used: policyHolders.limitUsedValue })
    .from(policyHolders)
    .where(eq(policyHolders.id, policyHolderId));
  return new Decimal(holder.used);
};

describe('issuePolicy', () => {
  it('issues an approved proposal: a numbered policy, the proposal Emitida, the limit used, who and when', async () => {
    const proposal = await firstProposal(ProposalStatus.AguardandoEmissao);
    const usedBefore = await usedLimit(proposal.policyHolderId);

    const issued = await t.db.transaction((tx) =>
      issuePolicy(tx, {
        companyId,
        proposalId: proposal.id,
        author: { name: 'Teste' },
        premiumReceivable: true,
      }),
    );

    expect(issued.created).toBe(true);
    expect(isValidPolicyNumber(issued.number)).toBe(true);
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, issued.id));
    expect(policy).toMatchObject({
      status: PolicyStatus.Emitida,
      proposalId: proposal.id,
      insuredAmountValue: proposal.insuredAmountValue,
      insurancePremium: proposal.insurancePremium,
      startDate: proposal.startDate,
      endDate: proposal.endDate,
      premiumReceivable: true,
    });
    const [after] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(after.status).toBe(ProposalStatus.Emitida);
    expect(after.version).toBe(proposal.version + 1);
    expect((await usedLimit(proposal.policyHolderId)).minus(usedBefore).toFixed(2)).toBe(
      new Decimal(proposal.insuredAmountValue!).toFixed(2),
    );
    const timeline = await t.db
      .select()
      .from(proposalTimeline)
      .where(eq(proposalTimeline.proposalId, proposal.id));
    expect(timeline.map((event) => event.note)).toContain(
      `Apólice ${issued.number} emitida com o prêmio a receber.`,
    );
    const history = await t.db
      .select()
      .from(changeHistories)
      .where(
        and(eq(changeHistories.entity, 'policy'), eq(changeHistories.entityId, String(issued.id))),
      );
    expect(history[0].changedByName).toBe('Teste');
  });

  it('issues once: a second call answers the same policy and changes nothing', async () => {
    const proposal = await firstProposal(ProposalStatus.AguardandoEmissao);
    const issue = () =>
      t.db.transaction((tx) =>
        issuePolicy(tx, {
          companyId,
          proposalId: proposal.id,
          author: { name: 'Teste' },
          premiumReceivable: false,
        }),
      );
    const first = await issue();
    const usedAfterFirst = await usedLimit(proposal.policyHolderId);
    const second = await issue();
    expect(second).toEqual({ ...first, created: false });
    expect((await usedLimit(proposal.policyHolderId)).equals(usedAfterFirst)).toBe(true);
  });

  it('numbers the tenant’s policies in sequence, each unique', async () => {
    const waiting = await t.db
      .select()
      .from(proposals)
      .where(
        and(
          eq(proposals.companyId, companyId),
          eq(proposals.status, ProposalStatus.AguardandoEmissao),
        ),
      )
      .limit(2);
    const numbers: string[] = [];
    for (const proposal of waiting) {
      const issued = await t.db.transaction((tx) =>
        issuePolicy(tx, {
          companyId,
          proposalId: proposal.id,
          author: { name: 'Teste' },
          premiumReceivable: false,
        }),
      );
      numbers.push(issued.number);
    }
    const sequence = (number: string) => Number(number.split('.')[2].slice(0, 7));
    expect(sequence(numbers[1])).toBe(sequence(numbers[0]) + 1);
  });

  it('refuses a proposal the status machine does not let issue (409 reason), writing nothing', async () => {
    const quote = await firstProposal(ProposalStatus.Cotacao);
    await expect(
      t.db.transaction((tx) =>
        issuePolicy(tx, {
          companyId,
          proposalId: quote.id,
          author: { name: 'Teste' },
          premiumReceivable: false,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    const written = await t.db.select().from(policies).where(eq(policies.proposalId, quote.id));
    expect(written).toEqual([]);
  });
});
