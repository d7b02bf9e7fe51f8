import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadlineValidation } from '../../../domain/contracts/proposalTexts';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { proposals } from '../../../server/db/schema';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  createQuote,
  daysFromToday,
  otherBrokerCaller,
  quoteBody,
  seededModality,
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

describe('ValidateRetroactivityDays', () => {
  const validate = (caller: Caller, proposal: ProposalDetail) =>
    caller.get('/api/Proposal/ValidateRetroactivityDays', { ProposalUniqueId: proposal.UniqueId });

  it('checks the start date against the modality’s retroactivity and future limits today', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const fine = await validate(corretor, quote);
    expectStatus(fine, 200);
    expect(fine.data).toEqual({ IsValid: true, Messages: [] });

    // the quote was left behind: its start is now far in the past
    await t.db
      .update(proposals)
      .set({ startDate: daysFromToday(-400), endDate: daysFromToday(-310) })
      .where(eq(proposals.id, quote.Id));
    const late = await validate(admin, quote);
    expectStatus(late, 200);
    expect(late.data.IsValid).toBe(false);
    expect(late.data.Messages[0]).toMatch(/retroatividade/);

    expectStatus(await validate(horizonte, quote), 404);
    expectStatus(await validate(otherTenant, quote), 404);
  });

  it('a quote without modality says what it lacks', async () => {
    const { ModalityId: _modality, ...body } = await quoteBody(t.db);
    const quote = await createQuote(corretor, body);
    const answer = await validate(corretor, quote);
    expect(answer.data).toEqual({
      IsValid: false,
      Messages: ['Modalidade: escolha a modalidade da proposta para validar o início de vigência.'],
    });
  });
});

describe('GetValidateDeadlineModality', () => {
  const check = (body: Record<string, unknown>) =>
    corretor.post('/api/Proposal/GetValidateDeadlineModality', body);

  it('completes the term and checks it against the modality’s limits', async () => {
    const modality = await seededModality(t.db, 'Licitante');
    const ok = await check({
      ModalityId: modality.id,
      StartDate: daysFromToday(5),
      DeadlineDays: 90,
    });
    expectStatus(ok, 200);
    expect(ok.data as DeadlineValidation).toEqual({
      IsValid: true,
      Messages: [],
      StartDate: daysFromToday(5),
      EndDate: daysFromToday(95),
      DeadlineDays: 90,
    });
    const byEnd = await check({
      ModalityId: modality.id,
      StartDate: daysFromToday(5).split('-').reverse().join('/'),
      EndDate: daysFromToday(15),
    });
    expect(byEnd.data).toMatchObject({
      IsValid: false,
      DeadlineDays: 10,
      Messages: ['Prazo de dias para essa modalidade não pode ser menor que 30'],
    });
  });

  it('answers 400 naming the field for a bad date, a term that does not add up or an unknown modality', async () => {
    const modality = await seededModality(t.db, 'Licitante');
    const date = await check({
      ModalityId: modality.id,
      StartDate: '31/02/2026',
      DeadlineDays: 90,
    });
    expectStatus(date, 400);
    expect(date.errors).toEqual(['Início de vigência: informe uma data válida (DD/MM/AAAA).']);
    const backwards = await check({
      ModalityId: modality.id,
      StartDate: daysFromToday(10),
      EndDate: daysFromToday(5),
    });
    expectStatus(backwards, 400);
    expect(backwards.errors[0]).toMatch(/^Fim de vigência: /);
    const noEnd = await check({ ModalityId: modality.id, StartDate: daysFromToday(10) });
    expectStatus(noEnd, 400);
    expect(noEnd.errors[0]).toMatch(/^Prazo em dias: /);
    const unknown = await check({
      ModalityId: 999999,
      StartDate: daysFromToday(5),
      DeadlineDays: 90,
    });
    expectStatus(unknown, 400);
    expect(unknown.errors).toEqual(['Modalidade: modalidade não encontrada.']);
    const foreign = await otherTenant.post('/api/Proposal/GetValidateDeadlineModality', {
      ModalityId: modality.id,
      StartDate: daysFromToday(5),
      DeadlineDays: 90,
    });
    expectStatus(foreign, 400);
    const missing = await check({ StartDate: daysFromToday(5), DeadlineDays: 90 });
    expectStatus(missing, 400);
    expect(missing.errors.join(' ')).toContain('ModalityId');
  });
});

describe('UpdateProposalTimelineInfo', () => {
  const note = (caller: Caller, proposal: ProposalDetail, body: Record<string, unknown>) =>
    caller.post('/api/Proposal/UpdateProposalTimelineInfo', {
      ProposalUniqueId: proposal.UniqueId,
      Version: proposal.Version,
      ...body,
    });

  it('writes the note on the current step, with who, for the broker and the insurer', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const byBroker = await note(corretor, quote, { Note: '  Cliente pediu urgência.  ' });
    expectStatus(byBroker, 200);
    const detail = byBroker.data as ProposalDetail;
    expect(detail.Version).toBe(quote.Version + 1);
    expect(detail.TimelineHistory.at(-1)).toMatchObject({
      SituationName: 'Cotação',
      Note: 'Cliente pediu urgência.',
    });
    expect(detail.Observations[0]).toMatchObject({ Kind: 'note', Text: 'Cliente pediu urgência.' });
    const byInsurer = await note(admin, detail, { Note: 'Visto pela seguradora.' });
    expectStatus(byInsurer, 200);
    expect(byInsurer.data.TimelineHistory).toHaveLength(quote.TimelineHistory.length + 2);
  });

  it('refuses an empty note, a stale Version and another broker or tenant', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const empty = await note(corretor, quote, { Note: '   ' });
    expectStatus(empty, 400);
    expect(empty.errors).toEqual(['Observação (Note): informe o texto da observação.']);
    expectStatus(await note(corretor, quote, { Note: 'x', Version: quote.Version + 1 }), 409);
    expectStatus(await note(horizonte, quote, { Note: 'x' }), 404);
    expectStatus(await note(otherTenant, quote, { Note: 'x' }), 404);
    const noVersion = await corretor.post('/api/Proposal/UpdateProposalTimelineInfo', {
      ProposalUniqueId: quote.UniqueId,
      Note: 'x',
    });
    expectStatus(noVersion, 400);
    expect(noVersion.errors.join(' ')).toContain('Version');
  });
});

describe('UpdateProposalEndorsement', () => {
  it('saves only endorsement proposals (EmissionProposalType 3) by UpdateProposal’s rules', async () => {
    const body = await quoteBody(t.db);
    const notEndorsement = await corretor.post('/api/Proposal/UpdateProposalEndorsement', body);
    expectStatus(notEndorsement, 400);
    expect(notEndorsement.errors[0]).toMatch(/^EmissionProposalType: /);
    const created = await corretor.post('/api/Proposal/UpdateProposalEndorsement', {
      ...body,
      EmissionProposalType: 3,
    });
    expectStatus(created, 200);
    expect(created.data.EmissionProposalType).toBe(3);
    const updated = await corretor.post('/api/Proposal/UpdateProposalEndorsement', {
      UniqueId: created.data.UniqueId,
      Version: created.data.Version,
      InsuredAmountValue: '700000',
    });
    expectStatus(updated, 200);
    expect(updated.data.InsuredAmountValue).toBe('700000.00');
    const stale = await corretor.post('/api/Proposal/UpdateProposalEndorsement', {
      UniqueId: created.data.UniqueId,
      Version: created.data.Version,
      InsuredAmountValue: '800000',
    });
    expectStatus(stale, 409);

    const emission = await createQuote(corretor, body);
    const refused = await corretor.post('/api/Proposal/UpdateProposalEndorsement', {
      UniqueId: emission.UniqueId,
      Version: emission.Version,
      InsuredAmountValue: '700000',
    });
    expectStatus(refused, 409);
    const foreign = await horizonte.post('/api/Proposal/UpdateProposalEndorsement', {
      UniqueId: created.data.UniqueId,
      Version: updated.data.Version,
    });
    expectStatus(foreign, 404);
  });
});
