import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalRiskChange } from '../../../domain/contracts/proposalTexts';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { formatDate } from '../../../domain/format';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { proposalPendingAnalyses } from '../../../server/db/schema';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  approvedDocuments,
  createQuote,
  daysFromToday,
  otherBrokerCaller,
  quoteBody,
} from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let otherTenant: Caller;
let horizonte: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, otherTenant } = await signedInApp(['admin', 'corretor']));
  horizonte = await otherBrokerCaller(t);
});
afterAll(() => t.close());

/** A quote priced, with its documents approved and submitted: approved to Aguardando Emissão. */
const approvedProposal = async () => {
  const quote = await createQuote(corretor, await quoteBody(t.db));
  const priced = await corretor.post('/api/Proposal/UpdateCalculateFinancialData', {
    ProposalUniqueId: quote.UniqueId,
    Version: quote.Version,
  });
  expectStatus(priced, 200);
  await approvedDocuments(t.db, quote.Id, ['Edital', 'Contrato social']);
  const submitted = await corretor.post('/api/Proposal/SubmitProposal', {
    ProposalUniqueId: quote.UniqueId,
    Version: priced.data.Version,
  });
  expectStatus(submitted, 200);
  expect(submitted.data.StatusId).toBe(ProposalStatus.AguardandoEmissao);
  return submitted.data as ProposalDetail;
};

const riskChangeOf = (caller: Caller, proposal: ProposalDetail) =>
  caller.get('/api/Proposal/GetProposalRiskChange', { ProposalUniqueId: proposal.UniqueId });

const reset = (caller: Caller, proposal: ProposalDetail, version?: number) =>
  caller.post('/api/Proposal/ResetProposalRiskChange', undefined, {
    ProposalUniqueId: proposal.UniqueId,
    ...(version === undefined ? {} : { Version: String(version) }),
  });

describe('risk change after approval', () => {
  it('a change to the IS sends it back to analysis, priced again, and is shown field by field', async () => {
    const approved = await approvedProposal();
    expect(approved.AllowedActions).toContain('riskChange');
    expect(approved.InsurancePremium).toBe('1479.45');
    const changed = await admin.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: approved.Version,
      InsuredAmountValue: '600000',
    });
    expectStatus(changed, 200);
    const detail = changed.data as ProposalDetail;
    expect(detail.StatusId).toBe(ProposalStatus.EmAnalise);
    // R$ 600.000,00 × 1,2 % × 90 ÷ 365
    expect(detail.InsurancePremium).toBe('1775.34');
    expect(detail.TimelineHistory.at(-1)).toMatchObject({
      SituationName: 'Subscrição',
      StatusName: 'Seguradora',
      Note: expect.stringContaining('Importância segurada'),
    });
    const pending = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(eq(proposalPendingAnalyses.proposalId, approved.Id));
    expect(pending.filter((row) => !row.resolvedAt)).toHaveLength(1);

    const answer = await riskChangeOf(corretor, approved);
    expectStatus(answer, 200);
    expect(answer.data as ProposalRiskChange).toMatchObject({
      StatusId: ProposalStatus.EmAnalise,
      HasApprovedRisk: true,
      HasRiskChange: true,
      Changes: [
        {
          Key: 'InsuredAmountValue',
          Label: 'Importância segurada',
          Origin: 'R$ 500.000,00',
          Current: 'R$ 600.000,00',
        },
      ],
    });
    expectStatus(await riskChangeOf(horizonte, approved), 404);
    expectStatus(await riskChangeOf(otherTenant, approved), 404);

    // undoing it: a stale Version is refused; then back to the approved data and approval
    expectStatus(await reset(corretor, approved, detail.Version - 1), 409);
    expectStatus(await reset(horizonte, approved), 404);
    const undone = await reset(corretor, approved, detail.Version);
    expectStatus(undone, 200);
    expect(undone.data).toMatchObject({
      StatusId: ProposalStatus.AguardandoEmissao,
      InsuredAmountValue: '500000.00',
      InsurancePremium: '1479.45',
    });
    expect(undone.data.TimelineHistory.at(-1).Note).toMatch(/Alteração de risco desfeita/);
    const after = await riskChangeOf(admin, approved);
    expect(after.data).toMatchObject({ HasRiskChange: false, Changes: [] });
    const again = await reset(admin, approved);
    expectStatus(again, 409);
    expect(again.errors[0]).toMatch(/não tem alteração de risco/);
  });

  it('the broker changes the dates; only risk data may come; the same data changes nothing', async () => {
    const approved = await approvedProposal();
    const terms = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: approved.Version,
      ContractualTerms: { ParticularClausule: [{ Value: 'nova' }] },
    });
    expectStatus(terms, 409);
    expect(terms.errors[0]).toContain('ContractualTerms');
    const same = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: approved.Version,
      InsuredAmountValue: '500000.00',
    });
    expectStatus(same, 200);
    expect(same.data).toMatchObject({
      StatusId: ProposalStatus.AguardandoEmissao,
      Version: approved.Version,
    });
    const bad = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: approved.Version,
      InsuredAmountValue: '0',
    });
    expectStatus(bad, 400);
    expect(bad.errors[0]).toMatch(/^Importância segurada: /);
    const moved = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: approved.Version,
      StartDate: daysFromToday(10),
    });
    expectStatus(moved, 200);
    expect(moved.data.StatusId).toBe(ProposalStatus.EmAnalise);
    // the end date stays, so the days follow the new start (UpdateProposal's term rule)
    const answer = await riskChangeOf(corretor, approved);
    expect(answer.data.Changes).toEqual([
      expect.objectContaining({ Key: 'StartDate', Current: formatDate(daysFromToday(10)) }),
      { Key: 'DeadlineDays', Label: 'Prazo em dias', Origin: '90 dias', Current: '85 dias' },
    ]);
    // in analysis the broker no longer edits
    const locked = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: moved.data.Version,
      InsuredAmountValue: '400000',
    });
    expectStatus(locked, 409);
  });

  it('new data that do not price are refused with the pricing messages, and nothing moves', async () => {
    const approved = await approvedProposal();
    // Licitante: IS up to R$ 5.000.000,00 and terms of 30 to 365 days
    const tooLarge = await admin.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: approved.Version,
      InsuredAmountValue: '6000000.00',
    });
    expectStatus(tooLarge, 400);
    expect(tooLarge.errors).toEqual([
      'O valor de importância segurada máximo para a modalidade "Licitante" é de R$ 5.000.000,00',
    ]);
    const tooLong = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: approved.UniqueId,
      Version: approved.Version,
      DeadlineDays: 400,
    });
    expectStatus(tooLong, 400);
    expect(tooLong.errors).toEqual([
      'Prazo de dias para essa modalidade não pode ser maior que 365',
    ]);
    // still approved, at the same Version, with no analysis opened and no change to show
    const detail = await corretor.get('/api/Proposal/GetProposalByUniqueId', {
      ProposalUniqueId: approved.UniqueId,
    });
    expect(detail.data).toMatchObject({
      StatusId: ProposalStatus.AguardandoEmissao,
      Version: approved.Version,
      InsuredAmountValue: '500000.00',
      DeadlineDays: 90,
      InsurancePremium: approved.InsurancePremium,
    });
    const pending = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(eq(proposalPendingAnalyses.proposalId, approved.Id));
    expect(pending).toHaveLength(0);
    expect((await riskChangeOf(corretor, approved)).data).toMatchObject({ HasRiskChange: false });
  });

  it('a proposal never approved has no risk change to show or undo', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const answer = await riskChangeOf(corretor, quote);
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ HasApprovedRisk: false, HasRiskChange: false });
    const refused = await reset(corretor, quote);
    expectStatus(refused, 409);
    const bad = await corretor.get('/api/Proposal/GetProposalRiskChange', {
      ProposalUniqueId: 'x',
    });
    expectStatus(bad, 400);
  });
});
