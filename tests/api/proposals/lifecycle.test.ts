import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialCalculation, ProposalDetail } from '../../../domain/contracts/proposals';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { proposalPendingAnalyses } from '../../../server/db/schema';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { approvedDocuments, createQuote, quoteBody } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;

beforeAll(async () => {
  ({ t, admin, corretor } = await signedInApp(['admin', 'corretor']));
});
afterAll(() => t.close());

const calculate = async (quote: ProposalDetail, extra: Record<string, unknown> = {}) => {
  const answer = await corretor.post('/api/Proposal/UpdateCalculateFinancialData', {
    ProposalUniqueId: quote.UniqueId,
    Version: quote.Version,
    ...extra,
  });
  expectStatus(answer, 200);
  return answer.data as ProposalDetail;
};

const submit = async (proposal: ProposalDetail) => {
  const answer = await corretor.post('/api/Proposal/SubmitProposal', {
    ProposalUniqueId: proposal.UniqueId,
    Version: proposal.Version,
  });
  expectStatus(answer, 200);
  return answer.data as ProposalDetail;
};

/** Licitante asks for the bid notice and the articles of association. */
const LICITANTE_DOCUMENTS = ['Edital', 'Contrato social'];

describe('financial data', () => {
  it('prices the quote on the server with its calculation memory; nothing is saved until asked', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    expect(quote.InsurancePremium).toBeNull();
    const preview = await corretor.post('/api/Proposal/CalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: quote.Version,
      ComissionPercentage: '20',
    });
    expectStatus(preview, 200);
    const result = preview.data as FinancialCalculation;
    // Alvorada is class B (1,20 % a.a.): R$ 500.000,00 × 1,2 % × 90 ÷ 365 = R$ 1.479,45
    expect(result).toMatchObject({
      Tax: '1.2000',
      TaxSource: 'holder',
      InsurancePremium: '1479.45',
      ComissionPercentage: '20.0000',
      ComissionValue: '295.89',
      IofValue: '0.00',
      NumberOfInstallment: 1,
    });
    expect(result.CalculationMemory.length).toBeGreaterThan(3);
    expect(result.CalculationMemory.map((row) => row.Label).join(' ')).toMatch(/[Pp]rêmio/);
    const unchanged = await corretor.get('/api/Proposal/GetProposalByUniqueId', {
      ProposalUniqueId: quote.UniqueId,
    });
    expect(unchanged.data.InsurancePremium).toBeNull();

    const saved = await calculate(quote, { ComissionPercentage: '20' });
    expect(saved).toMatchObject({ InsurancePremium: '1479.45', RiskRate: '1.2000', Version: 2 });
    expect(saved.CalculationMemory.length).toBe(result.CalculationMemory.length);
  });

  it('refuses a commission out of range and a broker changing the rate, naming the field', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const commission = await corretor.post('/api/Proposal/CalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: quote.Version,
      ComissionPercentage: '95',
    });
    expectStatus(commission, 400);
    expect(commission.errors[0]).toMatch(/percentual de comissão/);
    const rate = await corretor.post('/api/Proposal/CalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: quote.Version,
      RiskRate: '0.1',
    });
    expectStatus(rate, 400);
    expect(rate.errors).toEqual(['Taxa: somente a seguradora altera a taxa da proposta.']);
  });

  it('a change to the risk data clears the saved premium, so it is priced again before submitting', async () => {
    const quote = await calculate(await createQuote(corretor, await quoteBody(t.db)));
    const changed = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: quote.UniqueId,
      Version: quote.Version,
      InsuredAmountValue: '600000',
    });
    expectStatus(changed, 200);
    expect(changed.data.InsurancePremium).toBeNull();
    const refused = await corretor.post('/api/Proposal/SubmitProposal', {
      ProposalUniqueId: quote.UniqueId,
      Version: changed.data.Version,
    });
    expectStatus(refused, 400);
    expect(refused.errors).toEqual([
      'Dados financeiros: calcule o prêmio antes de enviar a proposta.',
    ]);
  });
});

describe('submission and the automatic engines', () => {
  it('missing documents send it to the broker; with them it is approved to Aguardando Emissão', async () => {
    const quote = await calculate(await createQuote(corretor, await quoteBody(t.db)));
    const first = await submit(quote);
    expect(first.StatusId).toBe(ProposalStatus.AguardandoCorretor);
    expect(first.SubmittedAt).not.toBeNull();
    expect(first.LegalDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const registration = first.ProposalEngineExecutionLogs.find((log) => log.Engine === 'Cadastro');
    expect(registration?.Verdict).toBe('referred');
    expect(first.Observations[0].Text).toContain('Edital');
    expect(first.AllowedActions).toContain('resubmit');

    await approvedDocuments(t.db, first.Id, LICITANTE_DOCUMENTS);
    const second = await submit(first);
    expect(second.StatusId).toBe(ProposalStatus.AguardandoEmissao);
    const latest = second.ProposalEngineExecutionLogs.slice(0, 5);
    expect(latest.map((log) => log.Engine).sort()).toEqual([
      'Cadastro',
      'Credito',
      'PEP',
      'Resseguro',
      'Subscricao',
    ]);
    expect(latest.every((log) => log.Verdict === 'approved')).toBe(true);
    expect(second.TimelineHistory.at(-1)).toMatchObject({ StatusName: 'Aprovado' });
  });

  it('an IS above the automatic maximum is referred with the reason and a pending analysis', async () => {
    const quote = await calculate(
      await createQuote(corretor, { ...(await quoteBody(t.db)), InsuredAmountValue: '2000000' }),
    );
    await approvedDocuments(t.db, quote.Id, LICITANTE_DOCUMENTS);
    const referred = await submit(quote);
    expect(referred.StatusId).toBe(ProposalStatus.EmAnalise);
    const subscription = referred.ProposalEngineExecutionLogs.find(
      (log) => log.Engine === 'Subscricao',
    );
    expect(subscription?.Verdict).toBe('referred');
    expect(subscription?.Reasons.join(' ')).toContain('R$ 1.000.000,00');
    const pending = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(eq(proposalPendingAnalyses.proposalId, referred.Id));
    expect(pending.map((row) => row.engine)).toEqual(['Subscricao']);

    // the insurer asks for an adjustment; the broker lowers the IS and resubmits
    const adjustment = await admin.post('/api/Proposal/RequestProposalAdjustment', {
      ProposalUniqueId: referred.UniqueId,
      Observation: 'Reduza a importância segurada para até R$ 1.000.000,00.',
      Version: referred.Version,
    });
    expectStatus(adjustment, 200);
    expect(adjustment.data.StatusId).toBe(ProposalStatus.AguardandoCorretor);
    const lowered = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: referred.UniqueId,
      Version: adjustment.data.Version,
      InsuredAmountValue: '900000',
    });
    expectStatus(lowered, 200);
    const approved = await submit(await calculate(lowered.data));
    expect(approved.StatusId).toBe(ProposalStatus.AguardandoEmissao);
  });

  it('re-running an engine needs REPROCESSAMENTO and a proposal in analysis', async () => {
    const quote = await calculate(
      await createQuote(corretor, { ...(await quoteBody(t.db)), InsuredAmountValue: '2000000' }),
    );
    await approvedDocuments(t.db, quote.Id, LICITANTE_DOCUMENTS);
    const referred = await submit(quote);
    const query = { ProposalUniqueId: referred.UniqueId };
    const byBroker = await corretor.post(
      '/api/Proposal/ExecuteAutomaticSubscriptionApprovalValidation',
      undefined,
      query,
    );
    expectStatus(byBroker, 403);
    const rerun = await admin.post(
      '/api/Proposal/ExecuteAutomaticCreditApprovalValidation',
      undefined,
      query,
    );
    expectStatus(rerun, 200);
    expect(rerun.data.StatusId).toBe(ProposalStatus.EmAnalise);
    expect(rerun.data.ProposalEngineExecutionLogs[0].Engine).toBe('Credito');
    const cotacao = await createQuote(corretor, await quoteBody(t.db));
    const notInAnalysis = await admin.post(
      '/api/Proposal/ExecuteAutomaticPEPApprovalValidation',
      undefined,
      { ProposalUniqueId: cotacao.UniqueId },
    );
    expectStatus(notInAnalysis, 409);
  });
});
