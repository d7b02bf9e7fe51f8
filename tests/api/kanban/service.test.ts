import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KanbanPipe, KanbanStepCards } from '../../../domain/contracts/kanban';
import { CardPriority, pipeCatalogue } from '../../../domain/kanban';
import { kanbanCards, kanbanPipes, kanbanSteps, proposals, users } from '../../../server/db/schema';
import { type Caller, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

const BASE = '/kanban-api/api/kanban/v1.0';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let companyId: number;

const pipeIdOf = async (analysisType: string, company = companyId) => {
  const [pipe] = await t.db
    .select({ id: kanbanPipes.id })
    .from(kanbanPipes)
    .where(and(eq(kanbanPipes.companyId, company), eq(kanbanPipes.analysisType, analysisType)));
  return pipe.id;
};
const stepsOf = (pipeId: number) =>
  t.db
    .select()
    .from(kanbanSteps)
    .where(eq(kanbanSteps.pipeId, pipeId))
    .orderBy(kanbanSteps.sortOrder);

/** The board answer of a call, checking the kanban envelope. */
const boardOf = (answer: { status: number; body: unknown }) => {
  expectStatus(answer, 200);
  expect(answer.body).toMatchObject({ success: true, message: '' });
  return (answer.body as { data: KanbanStepCards[] }).data;
};

/**
 * The Nomeação pipe (emptied of the seed's nomination cards) gets 25 cards in Entrada, a minute apart (card 25 the
 * newest), two of them of one holder's document, and 1 in Em análise.
 */
const NOMINATION_DOCUMENT = '11222333000181';
let nominationPipe: number;
let nominationSteps: Awaited<ReturnType<typeof stepsOf>>;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant, companyId } = await kanbanApp());
  nominationPipe = await pipeIdOf('NOMEACAO');
  nominationSteps = await stepsOf(nominationPipe);
  await t.db.delete(kanbanCards).where(eq(kanbanCards.pipeId, nominationPipe));
  const base = Date.parse('2026-01-05T12:00:00Z');
  await t.db.insert(kanbanCards).values(
    Array.from({ length: 26 }, (_, index) => {
      const n = index + 1;
      const at = new Date(base + n * 60_000);
      return {
        companyId,
        pipeId: nominationPipe,
        stepId: n === 26 ? nominationSteps[1].id : nominationSteps[0].id,
        cardType: 'NOMEACAO_TOMADOR',
        referenceKind: 'nomination',
        referenceId: n,
        title: `Nomeação ${n} · Tomador ${n % 2 ? 'Ímpar' : 'Par'}`,
        description: 'Pedido de nomeação do tomador à corretora.',
        document: n === 3 || n === 7 ? NOMINATION_DOCUMENT : `5299822472${n % 10}`,
        priority: n % 5 === 0 ? CardPriority.Urgente : CardPriority.Baixa,
        createdAt: at,
        movedAt: at,
        openKey: `teste:nomeacao:${n}`,
      };
    }),
  );
});
afterAll(() => t.close());

describe('GET pipes', () => {
  it('lists every pipe to the administrator, with counts per step that add up to the cards', async () => {
    const answer = await admin.get(`${BASE}/pipes`);
    expectStatus(answer, 200);
    expect(answer.body).toMatchObject({ success: true, message: '' });
    const pipes = answer.body.data as KanbanPipe[];
    expect(pipes.map((pipe) => pipe.name)).toEqual(pipeCatalogue.map((pipe) => pipe.name));
    const nomination = pipes.find((pipe) => pipe.analysisType === 'NOMEACAO')!;
    expect(nomination.steps.map((step) => [step.name, step.cardsCount])).toEqual([
      ['Entrada', 25],
      ['Em análise', 1],
      ['Pendente corretor', 0],
      ['Aprovado', 0],
      ['Recusado', 0],
    ]);
    expect(nomination.cardsCount).toBe(26);
    for (const pipe of pipes) {
      const cards = await t.db
        .select({ stepId: kanbanCards.stepId })
        .from(kanbanCards)
        .where(eq(kanbanCards.pipeId, pipe.id));
      for (const step of pipe.steps) {
        expect(step.cardsCount, `${pipe.name} ${step.name}`).toBe(
          cards.filter((card) => card.stepId === step.id).length,
        );
      }
    }
  });

  it('shows the analyst only the pipes of its functionalities (Crédito)', async () => {
    const answer = await analista.get(`${BASE}/pipes`);
    expectStatus(answer, 200);
    expect((answer.body.data as KanbanPipe[]).map((pipe) => pipe.name)).toEqual([
      'Crédito',
      'Revisão de Limite',
      'Grupo Econômico',
    ]);
  });

  it('takes identity from the token only: BrokerId and UserId headers change nothing', async () => {
    const [adminUser] = await t.db.select().from(users).where(eq(users.login, 'admin'));
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/pipes`,
      headers: {
        authorization: `Bearer ${analista.token}`,
        userid: String(adminUser.id),
        brokerid: '1',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(3);
  });

  it('refuses a broker, and a call without a token, in the kanban envelope', async () => {
    const refused = await corretor.get(`${BASE}/pipes`);
    expectStatus(refused, 403);
    expect(refused.body).toEqual({
      success: false,
      message: 'Você não tem permissão para acessar este recurso.',
      data: null,
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}/pipes` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      message: 'Autenticação necessária. Entre novamente.',
      data: null,
    });
  });

  it('gives the other tenant its own pipes', async () => {
    const answer = await otherTenant.get(`${BASE}/pipes`);
    expectStatus(answer, 200);
    const ids = (answer.body.data as KanbanPipe[]).map((pipe) => pipe.id);
    expect(ids).toHaveLength(14);
    expect(ids).not.toContain(nominationPipe);
  });
});

describe('GET pipes/:id', () => {
  it('answers the pipe with its steps in order', async () => {
    const answer = await admin.get(`${BASE}/pipes/${nominationPipe}`);
    expectStatus(answer, 200);
    expect(answer.body.data).toMatchObject({
      id: nominationPipe,
      name: 'Nomeação',
      analysisType: 'NOMEACAO',
      cardsCount: 26,
    });
    expect(answer.body.data.steps.map((step: { id: number }) => step.id)).toEqual(
      nominationSteps.map((step) => step.id),
    );
  });

  it('answers 404 for another tenant’s pipe, 403 for a pipe the caller may not see, 400 for a bad id', async () => {
    const foreign = await otherTenant.get(`${BASE}/pipes/${nominationPipe}`);
    expectStatus(foreign, 404);
    expect(foreign.body).toEqual({
      success: false,
      message: 'Esteira não encontrada.',
      data: null,
    });
    const unseen = await analista.get(`${BASE}/pipes/${nominationPipe}`);
    expectStatus(unseen, 403);
    expect(unseen.body.message).toBe('Você não tem permissão para acessar esta esteira.');
    const board = await analista.get(`${BASE}/pipes/${nominationPipe}/steps/filter`);
    expectStatus(board, 403);
    const missing = await admin.get(`${BASE}/pipes/999999`);
    expectStatus(missing, 404);
    const bad = await admin.get(`${BASE}/pipes/abc`);
    expectStatus(bad, 400);
    expect(bad.body).toMatchObject({ success: false, data: null });
    expect(bad.body.message).toContain('"id"');
  });
});

describe('the board: first pages, paging, filters', () => {
  it('answers every step with its first 20 cards, newest first, and whether more follow', async () => {
    const steps = boardOf(await admin.get(`${BASE}/pipes/${nominationPipe}/steps/filter`));
    expect(steps.map((step) => step.name)).toEqual([
      'Entrada',
      'Em análise',
      'Pendente corretor',
      'Aprovado',
      'Recusado',
    ]);
    const [entrada, emAnalise, pendente] = steps;
    expect(entrada).toMatchObject({ cardsCount: 25, skip: 0, pageSize: 20, hasMore: true });
    expect(entrada.cards.map((card) => card.title.split(' ·')[0])).toEqual(
      Array.from({ length: 20 }, (_, index) => `Nomeação ${25 - index}`),
    );
    expect(entrada.cards[0]).toMatchObject({
      cardType: 'NOMEACAO_TOMADOR',
      priorityId: CardPriority.Urgente,
      priorityName: 'Urgente',
      stepId: nominationSteps[0].id,
      version: 1,
    });
    expect(emAnalise).toMatchObject({ cardsCount: 1, hasMore: false });
    expect(emAnalise.cards.map((card) => card.title)).toEqual(['Nomeação 26 · Tomador Par']);
    expect(pendente).toMatchObject({ cardsCount: 0, hasMore: false, cards: [] });
  });

  it('pages one step with skip, and refuses a step of another pipe', async () => {
    const entrada = nominationSteps[0].id;
    const next = await admin.get(
      `${BASE}/pipes/${nominationPipe}/steps/${entrada}/skip/20/filterCardsValues`,
    );
    expectStatus(next, 200);
    const page = next.body.data as KanbanStepCards;
    expect(page).toMatchObject({ id: entrada, skip: 20, cardsCount: 25, hasMore: false });
    expect(page.cards.map((card) => card.title.split(' ·')[0])).toEqual([
      'Nomeação 5',
      'Nomeação 4',
      'Nomeação 3',
      'Nomeação 2',
      'Nomeação 1',
    ]);
    const past = await admin.get(
      `${BASE}/pipes/${nominationPipe}/steps/${entrada}/skip/25/filterCardsValues`,
    );
    expect(past.body.data).toMatchObject({ cards: [], hasMore: false });
    const [creditEntry] = await stepsOf(await pipeIdOf('CREDITO'));
    const foreignStep = await admin.get(
      `${BASE}/pipes/${nominationPipe}/steps/${creditEntry.id}/skip/0/filterCardsValues`,
    );
    expectStatus(foreignStep, 404);
    expect(foreignStep.body.message).toBe('Etapa não encontrada nesta esteira.');
  });

  it('filters by text and by a masked document, counts included', async () => {
    const byText = boardOf(
      await admin.get(`${BASE}/pipes/${nominationPipe}/steps/filter`, {
        filterCardsValues: 'Ímpar',
      }),
    );
    expect(byText[0].cardsCount).toBe(13);
    expect(byText[0].cards.every((card) => card.title.endsWith('Ímpar'))).toBe(true);
    expect(byText[1].cardsCount).toBe(0);
    const byMaskedDocument = boardOf(
      await admin.get(`${BASE}/pipes/${nominationPipe}/steps/filter`, {
        filterCardsValues: '11.222.333/0001-81',
      }),
    );
    expect(byMaskedDocument[0].cards.map((card) => card.title.split(' ·')[0])).toEqual([
      'Nomeação 7',
      'Nomeação 3',
    ]);
    const paged = await admin.get(
      `${BASE}/pipes/${nominationPipe}/steps/${nominationSteps[0].id}/skip/1/filterCardsValues`,
      { filterCardsValues: '11.222.333/0001-81' },
    );
    expect(paged.body.data).toMatchObject({ cardsCount: 2, hasMore: false });
    expect(paged.body.data.cards.map((card: { title: string }) => card.title)).toEqual([
      'Nomeação 3 · Tomador Ímpar',
    ]);
  });

  it('shows one document’s cards through the document path, mask or not', async () => {
    for (const document of [NOMINATION_DOCUMENT, encodeURIComponent('11.222.333/0001-81')]) {
      const steps = boardOf(
        await admin.get(`${BASE}/pipes/${nominationPipe}/${document}/steps/filter`),
      );
      expect(steps[0].cardsCount).toBe(2);
      expect(steps[0].cards.every((card) => card.document === NOMINATION_DOCUMENT)).toBe(true);
    }
  });

  it('filters by priority, with the text filter', async () => {
    const urgent = boardOf(
      await admin.post(`${BASE}/pipes/${nominationPipe}/steps/filterPriority`, {
        priorityIds: [CardPriority.Urgente],
      }),
    );
    expect(urgent[0].cards.map((card) => card.title.split(' ·')[0])).toEqual([
      'Nomeação 25',
      'Nomeação 20',
      'Nomeação 15',
      'Nomeação 10',
      'Nomeação 5',
    ]);
    const urgentOdd = boardOf(
      await admin.post(`${BASE}/pipes/${nominationPipe}/steps/filterPriority`, {
        priorityIds: [CardPriority.Urgente],
        filterCardsValues: 'Ímpar',
      }),
    );
    expect(urgentOdd[0].cardsCount).toBe(3);
    const all = boardOf(
      await admin.post(`${BASE}/pipes/${nominationPipe}/steps/filterPriority`, {
        priorityIds: [],
      }),
    );
    expect(all[0].cardsCount).toBe(25);
    const bad = await admin.post(`${BASE}/pipes/${nominationPipe}/steps/filterPriority`, {
      priorityIds: ['alta'],
    });
    expectStatus(bad, 400);
    expect(bad.body.success).toBe(false);
  });
});

describe('the cards of the engines’ referrals on the board', () => {
  it('a seeded pending analysis shows as its proposal’s card in Entrada of its engine’s pipe', async () => {
    const [seeded] = await t.db
      .select({ pipeId: kanbanCards.pipeId, title: kanbanCards.title, unique: proposals.uniqueId })
      .from(kanbanCards)
      .innerJoin(proposals, eq(proposals.id, kanbanCards.referenceId))
      .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.cardType, 'PROPOSTA')))
      .limit(1);
    const steps = boardOf(
      await admin.get(`${BASE}/pipes/${seeded.pipeId}/steps/filter`, {
        filterCardsValues: seeded.title,
      }),
    );
    expect(steps[0].cards.map((card) => card.refUniqueId)).toContain(seeded.unique);
  });

  it('a referral made now appears once, and once again after the engine runs again', async () => {
    const corretorProposal = await referredProposal(t, corretor);
    const subscription = await pipeIdOf('SUBSCRICAO');
    const find = async () =>
      boardOf(
        await admin.get(`${BASE}/pipes/${subscription}/steps/filter`, {
          filterCardsValues: `Proposta ${corretorProposal.Number} ·`,
        }),
      );
    const before = await find();
    expect(before[0].cards).toHaveLength(1);
    expect(before[0].cards[0]).toMatchObject({
      cardType: 'PROPOSTA',
      referenceKind: 'proposal',
      refUniqueId: corretorProposal.UniqueId,
      legalDeadline: corretorProposal.LegalDeadline,
    });
    expect(before[0].cards[0].description).toContain('R$ 1.000.000,00');
    const rerun = await admin.post(
      '/api/Proposal/ExecuteAutomaticSubscriptionApprovalValidation',
      undefined,
      { ProposalUniqueId: corretorProposal.UniqueId },
    );
    expectStatus(rerun, 200);
    const after = await find();
    expect(after.reduce((total, step) => total + step.cardsCount, 0)).toBe(1);
    expect(after[0].cards[0].id).toBe(before[0].cards[0].id);
  });
});
