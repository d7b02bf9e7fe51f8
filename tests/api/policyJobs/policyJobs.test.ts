import Decimal from 'decimal.js';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardType } from '../../../domain/cardTypes';
import { PipeKey } from '../../../domain/kanban';
import { PolicyStatus } from '../../../domain/policyStatus';
import { ProposalStatus } from '../../../domain/proposalStatus';
import type { GatewayContext } from '../../../server/context';
import {
  brokers,
  changeHistories,
  kanbanCards,
  kanbanPipes,
  mailOutbox,
  modalities,
  policies,
  policyHolders,
  proposalBeneficiaries,
  proposalCoBrokers,
  proposalContractualTerms,
  proposalPendingAnalyses,
  proposals,
  renewalModalityRules,
  renewalSettings,
} from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { issuePolicy } from '../../../server/modules/issuance/issuePolicy';
import { type BoardChange, followBoard } from '../../../server/modules/kanban/events';
import { expirePolicies } from '../../../server/modules/policy-jobs/expiry';
import { sendRenewalNotices } from '../../../server/modules/policy-jobs/notices';
import { openRenewals } from '../../../server/modules/policy-jobs/renewal';
import { companyIdOf } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let companyId: number;
let context: GatewayContext;
let waiting: (typeof proposals.$inferSelect)[];
const used = new Set<number>();

beforeAll(async () => {
  t = await createTestApp();
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  context = { db: t.db, config: t.config };
  waiting = await t.db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.companyId, companyId),
        eq(proposals.status, ProposalStatus.AguardandoEmissao),
      ),
    )
    .orderBy(asc(proposals.id));
});
afterAll(() => t.close());

const policyOf = async (id: number) => {
  const [row] = await t.db.select().from(policies).where(eq(policies.id, id));
  return row;
};

/** Issues an approved demo proposal (of the modality, if given) and sets its policy's term. */
const issue = async (term: { startDate: string; endDate: string }, modalityId?: number) => {
  const proposal = waiting.find(
    (row) => !used.has(row.id) && (modalityId === undefined || row.modalityId === modalityId),
  );
  if (!proposal) throw new Error('no approved demo proposal left');
  used.add(proposal.id);
  const issued = await t.db.transaction((tx) =>
    issuePolicy(tx, {
      companyId,
      proposalId: proposal.id,
      author: { name: 'Teste' },
      premiumReceivable: true,
    }),
  );
  await t.db.update(policies).set(term).where(eq(policies.id, issued.id));
  return policyOf(issued.id);
};

const usedLimit = async (holderId: number) => {
  const [holder] = await t.db
    .select({ used: policyHolders.limitUsedValue })
    .from(policyHolders)
    .where(eq(policyHolders.id, holderId));
  return holder.used;
};

const saveSettings = (fields: Partial<typeof renewalSettings.$inferInsert>) =>
  t.db.update(renewalSettings).set(fields).where(eq(renewalSettings.companyId, companyId));

const saveRule = (
  modalityId: number,
  fields: Partial<typeof renewalModalityRules.$inferInsert> = {},
) => {
  const values = {
    automaticRenewal: true,
    daysBeforeExpiry: 60,
    maxRenewals: null,
    adjustmentIndex: 'IPCA',
    ...fields,
  };
  return t.db
    .insert(renewalModalityRules)
    .values({ companyId, modalityId, ...values })
    .onConflictDoUpdate({
      target: [renewalModalityRules.companyId, renewalModalityRules.modalityId],
      set: values,
    });
};

/** A holder with room for any renewal and no pending issue. */
const healthyHolder = (holderId: number) =>
  t.db
    .update(policyHolders)
    .set({
      isActive: true,
      isBlocked: false,
      isRestrictiveBlocked: false,
      limitValue: '999999999.00',
    })
    .where(eq(policyHolders.id, holderId));

const renewalsOpenedFor = async (policy: { policyHolderId: number }, startDate: string) => {
  const [row] = await t.db
    .select({ value: count() })
    .from(proposals)
    .where(
      and(
        eq(proposals.policyHolderId, policy.policyHolderId),
        eq(proposals.emissionProposalType, 2),
        eq(proposals.startDate, startDate),
      ),
    );
  return Number(row.value);
};

describe('expiry job', () => {
  it('turns an issued policy whose term ended into Vencida, releasing the limit, and leaves one ending today in Brasília', async () => {
    const ended = await issue({ startDate: '2025-12-31', endDate: '2026-12-30' });
    const endsToday = await issue({ startDate: '2026-01-01', endDate: '2026-12-31' });
    const holders = [...new Set([ended.policyHolderId, endsToday.policyHolderId])];
    const before = new Map(
      await Promise.all(holders.map(async (id) => [id, await usedLimit(id)] as const)),
    );

    // 02:30 UTC on 1 January is still 31 December in Brasília
    const result = await expirePolicies(context, new Date('2027-01-01T02:30:00Z'));
    expect(result.day).toBe('2026-12-31');
    expect((await policyOf(ended.id)).status).toBe(PolicyStatus.Vencida);
    expect((await policyOf(endsToday.id)).status).toBe(PolicyStatus.Emitida);
    const expected = Decimal.max(
      new Decimal(before.get(ended.policyHolderId)!).minus(ended.insuredAmountValue),
      0,
    );
    expect(new Decimal(await usedLimit(ended.policyHolderId)).toFixed(2)).toBe(expected.toFixed(2));
    const history = await t.db
      .select()
      .from(changeHistories)
      .where(
        and(eq(changeHistories.entity, 'policy'), eq(changeHistories.entityId, String(ended.id))),
      );
    expect(history.map((row) => [row.changedByName, row.changes])).toContainEqual([
      'Rotina de vencimento',
      [
        { field: 'Description', oldValue: null, newValue: 'Apólice vencida: a vigência terminou.' },
        { field: 'Status', oldValue: 'Emitida', newValue: 'Vencida' },
      ],
    ]);

    // from 03:00 UTC it is 1 January in Brasília: the second term has ended too
    await expirePolicies(context, new Date('2027-01-01T03:00:00Z'));
    expect((await policyOf(endsToday.id)).status).toBe(PolicyStatus.Vencida);
    expect((await policyOf(ended.id)).version).toBe(ended.version + 1);
  });

  it('never takes the used limit below zero', async () => {
    const policy = await issue({ startDate: '2025-06-01', endDate: '2026-05-31' });
    await t.db
      .update(policyHolders)
      .set({ limitUsedValue: '10.00' })
      .where(eq(policyHolders.id, policy.policyHolderId));
    await expirePolicies(context, new Date('2026-06-01T12:00:00Z'));
    expect((await policyOf(policy.id)).status).toBe(PolicyStatus.Vencida);
    expect(await usedLimit(policy.policyHolderId)).toBe('0.00');
  });
});

describe('renewal job', () => {
  beforeAll(() =>
    saveSettings({
      renewalEnabled: true,
      daysBeforeExpiry: 60,
      autoIssueWhenUnchanged: false,
      recalculatePremium: false,
      blockOnHolderRestrictions: true,
      notifyBrokerDaysBefore: 0,
    }),
  );

  it('opens one renewal proposal per policy, copied with the new term and the adjusted IS, even when run twice', async () => {
    const policy = await issue({ startDate: '2029-06-01', endDate: '2030-05-31' });
    await saveRule(policy.modalityId, { adjustmentIndex: 'IPCA' });
    await healthyHolder(policy.policyHolderId);
    const now = new Date('2030-04-15T12:00:00Z');

    const first = await openRenewals(context, now);
    expect(first.ok).toBe(true);
    await openRenewals(context, now);

    expect(await renewalsOpenedFor(policy, '2030-05-31')).toBe(1);
    const after = await policyOf(policy.id);
    expect(after.renewalProposalId).not.toBeNull();
    const [renewal] = await t.db
      .select()
      .from(proposals)
      .where(eq(proposals.id, after.renewalProposalId!));
    expect(renewal).toMatchObject({
      status: ProposalStatus.AguardandoEmissao,
      emissionProposalType: 2,
      // continuous cover: from the old end date, as long as the old term
      startDate: '2030-05-31',
      endDate: '2031-05-30',
      brokerId: policy.brokerId,
      policyHolderId: policy.policyHolderId,
      insuredId: policy.insuredId,
      modalityId: policy.modalityId,
      // IPCA at the documented default of 4,5 % in 12 months
      insuredAmountValue: new Decimal(policy.insuredAmountValue)
        .times('1.045')
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2),
      insurancePremium: new Decimal(policy.insurancePremium)
        .times('1.045')
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2),
    });
    for (const table of [proposalCoBrokers, proposalBeneficiaries, proposalContractualTerms]) {
      const rows = (id: number) =>
        t.db.select({ value: count() }).from(table).where(eq(table.proposalId, id));
      expect((await rows(renewal.id))[0].value).toBe((await rows(policy.proposalId))[0].value);
    }
    const history = await t.db
      .select()
      .from(changeHistories)
      .where(
        and(eq(changeHistories.entity, 'policy'), eq(changeHistories.entityId, String(policy.id))),
      );
    expect(history.map((row) => row.changes)).toContainEqual([
      {
        field: 'Description',
        oldValue: null,
        newValue: `Proposta de renovação nº ${renewal.number} aberta.`,
      },
      { field: 'RenewalProposal', oldValue: null, newValue: renewal.number },
    ]);
  });

  it('does not renew a blocked policy', async () => {
    const policy = await issue({ startDate: '2031-03-01', endDate: '2032-02-29' });
    await saveRule(policy.modalityId);
    await t.db.update(policies).set({ renewalBlocked: true }).where(eq(policies.id, policy.id));
    await openRenewals(context, new Date('2032-02-01T12:00:00Z'));
    expect((await policyOf(policy.id)).renewalProposalId).toBeNull();
    expect(await renewalsOpenedFor(policy, '2032-02-29')).toBe(0);
  });

  it('respects the modality’s MaxRenewals', async () => {
    const atLimit = await issue({ startDate: '2033-01-01', endDate: '2033-12-31' });
    const belowLimit = await issue(
      { startDate: '2033-01-01', endDate: '2033-12-31' },
      atLimit.modalityId,
    );
    await saveRule(atLimit.modalityId, { maxRenewals: 2 });
    await healthyHolder(belowLimit.policyHolderId);
    await t.db.update(policies).set({ renewalCount: 2 }).where(eq(policies.id, atLimit.id));
    await t.db.update(policies).set({ renewalCount: 1 }).where(eq(policies.id, belowLimit.id));
    await openRenewals(context, new Date('2033-12-01T12:00:00Z'));
    expect((await policyOf(atLimit.id)).renewalProposalId).toBeNull();
    expect((await policyOf(belowLimit.id)).renewalProposalId).not.toBeNull();
  });

  it('issues the renewal at once when nothing changed and the rule says so: a new policy renewing the old one', async () => {
    const policy = await issue({ startDate: '2035-01-01', endDate: '2035-12-31' });
    await saveRule(policy.modalityId, { adjustmentIndex: 'NENHUM' });
    await saveSettings({ autoIssueWhenUnchanged: true });
    await healthyHolder(policy.policyHolderId);
    try {
      const result = await openRenewals(context, new Date('2035-12-10T12:00:00Z'));
      expect(result.emitida).toBeGreaterThanOrEqual(1);
    } finally {
      await saveSettings({ autoIssueWhenUnchanged: false });
    }
    const old = await policyOf(policy.id);
    const [renewed] = await t.db
      .select()
      .from(policies)
      .where(eq(policies.proposalId, old.renewalProposalId!));
    expect(renewed).toMatchObject({
      status: PolicyStatus.Emitida,
      renewsPolicyId: policy.id,
      renewalCount: policy.renewalCount + 1,
      startDate: '2035-12-31',
      endDate: '2036-12-30',
      insuredAmountValue: policy.insuredAmountValue,
      insurancePremium: policy.insurancePremium,
    });
    const [proposal] = await t.db
      .select({ status: proposals.status })
      .from(proposals)
      .where(eq(proposals.id, old.renewalProposalId!));
    expect(proposal.status).toBe(ProposalStatus.Emitida);
    const history = await t.db
      .select()
      .from(changeHistories)
      .where(
        and(
          eq(changeHistories.entity, 'policy'),
          inArray(changeHistories.entityId, [String(policy.id), String(renewed.id)]),
        ),
      );
    const fields = history.flatMap((row) => row.changes.map((change) => change.field));
    expect(fields).toEqual(
      expect.arrayContaining(['RenewalProposal', 'RenewedByPolicy', 'RenewsPolicy', 'Status']),
    );
  });

  it('sends a renewal of a restricted holder to an analyst: Em análise with a PROPOSTA_RENOVACAO card in Renovação', async () => {
    const policy = await issue({ startDate: '2037-01-01', endDate: '2037-12-31' });
    await saveRule(policy.modalityId);
    await saveSettings({ autoIssueWhenUnchanged: true });
    await healthyHolder(policy.policyHolderId);
    await t.db
      .update(policyHolders)
      .set({ isBlocked: true })
      .where(eq(policyHolders.id, policy.policyHolderId));
    const [pipe] = await t.db
      .select({ id: kanbanPipes.id })
      .from(kanbanPipes)
      .where(
        and(eq(kanbanPipes.companyId, companyId), eq(kanbanPipes.analysisType, PipeKey.RENOVACAO)),
      );
    const published: BoardChange[] = [];
    const stop = pipe ? followBoard(companyId, pipe.id, (change) => published.push(change)) : null;
    try {
      await openRenewals(context, new Date('2037-12-01T12:00:00Z'));
    } finally {
      stop?.();
      await saveSettings({ autoIssueWhenUnchanged: false });
      await t.db
        .update(policyHolders)
        .set({ isBlocked: false })
        .where(eq(policyHolders.id, policy.policyHolderId));
    }
    const old = await policyOf(policy.id);
    const [renewal] = await t.db
      .select()
      .from(proposals)
      .where(eq(proposals.id, old.renewalProposalId!));
    expect(renewal.status).toBe(ProposalStatus.EmAnalise);
    const [card] = await t.db
      .select()
      .from(kanbanCards)
      .where(
        and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, renewal.id)),
      );
    expect(card.cardType).toBe(CardType.PROPOSTA_RENOVACAO);
    expect(card.description).toContain('O tomador está bloqueado.');
    const [renewalPipe] = await t.db
      .select({ analysisType: kanbanPipes.analysisType })
      .from(kanbanPipes)
      .where(eq(kanbanPipes.id, card.pipeId));
    expect(renewalPipe.analysisType).toBe(PipeKey.RENOVACAO);
    const [analysis] = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(eq(proposalPendingAnalyses.proposalId, renewal.id));
    expect(card.pendingAnalysisId).toBe(analysis.id);
    expect(published).toContainEqual({
      companyId,
      pipeId: card.pipeId,
      cardId: card.id,
      kind: 'created',
    });
    // no policy was issued for it
    expect(await t.db.select().from(policies).where(eq(policies.proposalId, renewal.id))).toEqual(
      [],
    );
  });
  it('recalculates the premium with the pricing module when the settings say so; a term it refuses goes to an analyst', async () => {
    const policy = await issue({ startDate: '2038-01-01', endDate: '2039-01-01' });
    // 364 days: shorter than the modality's minimum term (365 here), which pricing refuses
    const short = await issue(
      { startDate: '2038-01-01', endDate: '2038-12-31' },
      policy.modalityId,
    );
    await saveRule(policy.modalityId, { adjustmentIndex: 'NENHUM' });
    await saveSettings({ recalculatePremium: true });
    await healthyHolder(policy.policyHolderId);
    await healthyHolder(short.policyHolderId);
    const [modality] = await t.db
      .select({ minPeriodInDays: modalities.minPeriodInDays })
      .from(modalities)
      .where(eq(modalities.id, policy.modalityId));
    await t.db
      .update(modalities)
      .set({ minPeriodInDays: 365 })
      .where(eq(modalities.id, policy.modalityId));
    try {
      await openRenewals(context, new Date('2038-12-01T12:00:00Z'));
    } finally {
      await saveSettings({ recalculatePremium: false });
      await t.db.update(modalities).set(modality).where(eq(modalities.id, policy.modalityId));
    }
    const renewalOf = async (id: number) => {
      const old = await policyOf(id);
      const [row] = await t.db
        .select()
        .from(proposals)
        .where(eq(proposals.id, old.renewalProposalId!));
      return row;
    };
    const priced = await renewalOf(policy.id);
    expect(priced).toMatchObject({
      status: ProposalStatus.AguardandoEmissao,
      startDate: '2039-01-01',
      endDate: '2040-01-01',
      riskRate: policy.riskRate,
    });
    expect(priced.calculationMemory?.length).toBeGreaterThan(0);
    expect(priced.insurancePremium).not.toBeNull();

    const refused = await renewalOf(short.id);
    expect(refused.status).toBe(ProposalStatus.EmAnalise);
    const [card] = await t.db
      .select()
      .from(kanbanCards)
      .where(
        and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, refused.id)),
      );
    expect(card.description).toContain('O prêmio não pôde ser recalculado');
    expect(refused.insurancePremium).toBe(short.insurancePremium);
  });
});

describe('broker notice job', () => {
  it('e-mails the broker once, N days before the end, saying what will happen', async () => {
    const policy = await issue({ startDate: '2039-04-01', endDate: '2040-03-31' });
    await saveSettings({ notifyBrokerDaysBefore: 30 });
    await saveRule(policy.modalityId, { adjustmentIndex: 'IGPM' });
    await t.db
      .update(brokers)
      .set({ email: 'renovacao.corretor@example.com' })
      .where(eq(brokers.id, policy.brokerId));
    const [holder] = await t.db
      .select({ name: policyHolders.name })
      .from(policyHolders)
      .where(eq(policyHolders.id, policy.policyHolderId));

    // 31 days before: not yet
    await sendRenewalNotices(context, new Date('2040-02-29T12:00:00Z'));
    expect((await policyOf(policy.id)).renewalNoticeSentAt).toBeNull();

    const now = new Date('2040-03-05T12:00:00Z');
    const first = await sendRenewalNotices(context, now);
    const second = await sendRenewalNotices(context, now);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(second.sent).toBe(0);
    expect((await policyOf(policy.id)).renewalNoticeSentAt).toEqual(now);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'renovacao.corretor@example.com'));
    const mine = mails.filter((mail) => mail.subject.includes(policy.number));
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe(`Apólice ${policy.number} vence em 31/03/2040`);
    expect(mine[0].text).toContain(holder.name);
    expect(mine[0].text).toContain('31/03/2040');
    expect(mine[0].text).toContain('O que acontecerá:');
    expect(mine[0].text).toContain('IGP-M');
  });
});
