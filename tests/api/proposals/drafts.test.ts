import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalSummary } from '../../../domain/contracts/proposals';
import { formatDate } from '../../../domain/format';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  ALVORADA,
  createQuote,
  daysFromToday,
  otherBrokerCaller,
  PREFEITURA,
  quoteBody,
  seededHolder,
  seededModality,
} from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let agente: Caller;
let tomador: Caller;
let otherTenant: Caller;
let horizonte: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, agente, tomador, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'agente',
    'tomador',
  ]));
  horizonte = await otherBrokerCaller(t);
});
afterAll(() => t.close());

describe('UpdateProposal', () => {
  it('creates a quote with the next Number, the parties, the term and the first timeline step', async () => {
    const body = await quoteBody(t.db);
    const first = await createQuote(corretor, body);
    const second = await createQuote(corretor, body);
    expect(second.Number).toBe(first.Number + 1);
    expect(first).toMatchObject({
      StatusId: ProposalStatus.Cotacao,
      StatusName: 'Cotação',
      PolicyHolderName: ALVORADA,
      InsuredName: PREFEITURA,
      Modality: { Name: 'Licitante' },
      StartDate: daysFromToday(5),
      EndDate: daysFromToday(95),
      DeadlineDays: 90,
      InsuredAmountValue: '500000.00',
      Version: 1,
      IsCoBroker: false,
    });
    // choosing an insured selects its main address
    expect(first.InsuredLocation).toMatchObject({ IsMain: true });
    expect(first.TimelineHistory).toEqual([
      expect.objectContaining({
        SituationName: 'Cotação',
        StatusName: 'Corretor',
        ProposalStatus: 1,
      }),
    ]);
    expect(first.AllowedActions).toEqual(expect.arrayContaining(['edit', 'submit', 'cancel']));
  });

  it('saves a later step with the Version read; a stale Version is 409 and nothing changes', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const saved = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: quote.UniqueId,
      Version: quote.Version,
      EndDate: formatDate(daysFromToday(196)),
      InsuredAmountValue: '1.250.000,50',
      ContractualTerms: {
        Object: [
          { Value: '<p>Garantir a proposta do tomador [TOMADOR_NOME]</p><script>x()</script>' },
        ],
      },
    });
    expectStatus(saved, 200);
    expect(saved.data).toMatchObject({
      Version: 2,
      EndDate: daysFromToday(196),
      DeadlineDays: 191,
      InsuredAmountValue: '1250000.50',
    });
    expect(saved.data.ContractualTerms.Object[0].Value).not.toContain('script');
    expect(saved.data.ContractualTerms.Object[0].JSONTag).toEqual(['TOMADOR_NOME']);

    const stale = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: quote.UniqueId,
      Version: quote.Version,
      InsuredAmountValue: '1',
    });
    expectStatus(stale, 409);
    expect(stale.errors[0]).toContain('alterada por outra pessoa');
    const now = await corretor.get('/api/Proposal/GetProposalByUniqueId', {
      ProposalUniqueId: quote.UniqueId,
    });
    expect(now.data.InsuredAmountValue).toBe('1250000.50');
  });

  it('refuses bad input with pt-BR messages naming each field, all at once', async () => {
    const body = await quoteBody(t.db);
    const answer = await corretor.post('/api/Proposal/UpdateProposal', {
      ...body,
      StartDate: '31/02/2027',
      InsuredAmountValue: '-10',
      ModalityId: 999_999,
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        'Início de vigência: informe uma data válida (DD/MM/AAAA).',
        'Importância segurada: informe um valor em reais maior que zero.',
        'Modalidade: modalidade não encontrada.',
      ]),
    );
    const missingHolder = await corretor.post('/api/Proposal/UpdateProposal', {});
    expectStatus(missingHolder, 400);
    expect(missingHolder.errors).toEqual(['Tomador: escolha o tomador da cotação.']);
    const days = await corretor.post('/api/Proposal/UpdateProposal', {
      ...body,
      EndDate: daysFromToday(15),
      DeadlineDays: 3,
    });
    expectStatus(days, 400);
    expect(days.errors[0]).toContain('Prazo em dias');
  });

  it('refuses a holder not nominated to the broker, and a quote by anyone but a broker', async () => {
    const body = await quoteBody(t.db);
    const notNominated = await horizonte.post('/api/Proposal/UpdateProposal', body);
    expectStatus(notNominated, 400);
    expect(notNominated.errors[0]).toMatch(/^Tomador: /);
    const insurer = await admin.post('/api/Proposal/UpdateProposal', body);
    expectStatus(insurer, 403);
    expect(insurer.errors).toEqual(['Somente corretores criam cotações.']);
  });

  it('refuses a complementary modality the modality does not enable', async () => {
    const body = await quoteBody(t.db);
    const other = await seededModality(t.db, 'Judicial cível');
    const answer = await corretor.post('/api/Proposal/UpdateProposal', {
      ...body,
      ComplementaryModalityId: other.id,
    });
    expectStatus(answer, 400);
    expect(answer.errors[0]).toMatch(/^Modalidade complementar: /);
  });
});

describe('scope', () => {
  it('lets the broker’s agent and the insurer read it; another broker, tenant or holder gets 404', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const query = { ProposalUniqueId: quote.UniqueId };
    for (const caller of [agente, admin]) {
      expectStatus(await caller.get('/api/Proposal/GetProposalByUniqueId', query), 200);
    }
    expectStatus(await horizonte.get('/api/Proposal/GetProposalByUniqueId', query), 404);
    const other = await otherTenant.get('/api/Proposal/GetProposalByUniqueId', query);
    expect(other.status).toBe(404);
    // the demo holder user is not Alvorada
    expectStatus(await tomador.get('/api/Proposal/GetProposalByUniqueId', query), 404);
    const search = await horizonte.get('/api/Proposal/SearchProposals', { rowsPerPage: '100' });
    expectStatus(search, 200);
    expect((search.data.Data as ProposalSummary[]).map((row) => row.UniqueId)).not.toContain(
      quote.UniqueId,
    );
  });
});

describe('SearchProposals', () => {
  it('filters by number, holder, insured, status and dates, newest first, and sorts on request', async () => {
    const body = await quoteBody(t.db);
    const quote = await createQuote(corretor, { ...body, StartDate: daysFromToday(20) });
    const byNumber = await corretor.get('/api/Proposal/SearchProposals', {
      Number: String(quote.Number),
    });
    expectStatus(byNumber, 200);
    expect(byNumber.data.Data.map((row: ProposalSummary) => row.UniqueId)).toEqual([
      quote.UniqueId,
    ]);
    const holder = await seededHolder(t.db, ALVORADA);
    const filtered = await corretor.get('/api/Proposal/SearchProposals', {
      PolicyHolderCpfCnpj: holder.cpfCnpj.replace(/^(\d{2})(\d{3})/, '$1.$2.'),
      InsuredName: 'prefeitura',
      StatusId: '1',
      StartDate: formatDate(daysFromToday(20)),
    });
    expectStatus(filtered, 200);
    expect(filtered.data.Data.map((row: ProposalSummary) => row.UniqueId)).toEqual([
      quote.UniqueId,
    ]);
    const all = await corretor.get('/api/Proposal/SearchProposals', { rowsPerPage: '100' });
    const numbers = all.data.Data.map((row: ProposalSummary) => row.Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const sorted = await corretor.get('/api/Proposal/SearchProposals', {
      rowsPerPage: '100',
      sortField: 'Number',
      sortOrder: 'asc',
    });
    const ascending = sorted.data.Data.map((row: ProposalSummary) => row.Number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const unknown = await corretor.get('/api/Proposal/SearchProposals', {
      sortField: 'drop table',
    });
    expectStatus(unknown, 400);
    expect(unknown.errors[0]).toContain('sortField');
  });

  it('counts what it filters, with or without the parties’ filters (TotalRows)', async () => {
    await createQuote(corretor, await quoteBody(t.db));
    const shapes: Record<string, string>[] = [
      {},
      { StatusId: '1' },
      { PolicyHolderName: 'alvorada' },
      { InsuredName: 'prefeitura', StatusId: '1' },
      { PolicyHolderCpfCnpj: '12.845', InsuredCpfCnpj: '46.395' },
    ];
    for (const query of shapes) {
      // every page read: the rows add up to the TotalRows each page announced
      let seen = 0;
      let total = -1;
      for (let currentPage = 1; total === -1 || seen < total; currentPage += 1) {
        const page = await corretor.get('/api/Proposal/SearchProposals', {
          ...query,
          rowsPerPage: '100',
          currentPage: String(currentPage),
        });
        expectStatus(page, 200);
        total = page.data.PageResult.TotalRows;
        if (page.data.Data.length === 0) break;
        seen += page.data.Data.length;
      }
      expect(seen, JSON.stringify(query)).toBe(total);
      expect(total, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('GetProposals and the broker text search answer the same rows', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const list = await corretor.get('/api/Proposal/GetProposals', { Number: String(quote.Number) });
    expectStatus(list, 200);
    expect(list.data.map((row: ProposalSummary) => row.UniqueId)).toEqual([quote.UniqueId]);
    const text = await corretor.post('/api/Proposal/SearchBrokerProposalByText', undefined, {
      TextSearch: String(quote.Number),
    });
    expectStatus(text, 200);
    expect(text.data.map((row: ProposalSummary) => row.UniqueId)).toContain(quote.UniqueId);
  });
});

describe('CancelProposal and RequestProposalAdjustment', () => {
  it('cancels with a justification, kept as an observation and on the timeline; then no edit', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const query = { ProposalUniqueId: quote.UniqueId };
    const without = await corretor.post('/api/Proposal/CancelProposal', {}, query);
    expectStatus(without, 400);
    expect(without.errors[0]).toMatch(/^Justificativa: /);
    const cancelled = await corretor.post(
      '/api/Proposal/CancelProposal',
      { Justification: 'O cliente desistiu da licitação.' },
      query,
    );
    expectStatus(cancelled, 200);
    expect(cancelled.data).toMatchObject({
      StatusId: ProposalStatus.Cancelada,
      CancelJustification: 'O cliente desistiu da licitação.',
      Observations: [
        expect.objectContaining({ Kind: 'cancel', Text: 'O cliente desistiu da licitação.' }),
      ],
      AllowedActions: expect.not.arrayContaining(['edit', 'cancel']),
    });
    const edit = await corretor.post('/api/Proposal/UpdateProposal', {
      UniqueId: quote.UniqueId,
      Version: cancelled.data.Version,
      DeadlineDays: 30,
    });
    expectStatus(edit, 409);
    expect(edit.errors[0]).toContain('"Cancelada"');
    const again = await corretor.post(
      '/api/Proposal/CancelProposal',
      { Justification: 'De novo.' },
      query,
    );
    expectStatus(again, 409);
  });

  it('an adjustment request needs the insurer and an observation; a broker is refused', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const byBroker = await corretor.post('/api/Proposal/RequestProposalAdjustment', {
      ProposalUniqueId: quote.UniqueId,
      Observation: 'Ajuste',
      Version: quote.Version,
    });
    expectStatus(byBroker, 403);
    const empty = await admin.post('/api/Proposal/RequestProposalAdjustment', {
      ProposalUniqueId: quote.UniqueId,
      Observation: ' ',
      Version: quote.Version,
    });
    expectStatus(empty, 400);
    expect(empty.errors[0]).toMatch(/^Observação: /);
  });
});
