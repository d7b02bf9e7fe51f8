import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KanbanPipe, KanbanStepCards } from '../../../domain/contracts/kanban';
import { CardPriority } from '../../../domain/kanban';
import { kanbanCards, kanbanPipes, kanbanStepCounts, kanbanSteps } from '../../../server/db/schema';
import { type Caller, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

/**
 * The per-step counters `kanban_cards`' statement triggers keep (kanban_step_counts), which the
 * unfiltered pipes page and board answer their counts from: they must stay equal to a count of
 * the cards through every way a card is created, moved, decided or removed.
 */

const BASE = '/kanban-api/api/kanban/v1.0';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let companyId: number;

beforeAll(async () => {
  ({ t, admin, corretor, companyId } = await kanbanApp());
});
afterAll(() => t.close());

const byStep = (rows: { stepId: number; cards: number }[]) =>
  Object.fromEntries(
    rows.filter((row) => Number(row.cards) !== 0).map((row) => [row.stepId, Number(row.cards)]),
  );

/** Every tenant's kept counts equal a count of the cards, step by step. */
const expectCountsExact = async () => {
  const counted = await t.db
    .select({ stepId: kanbanCards.stepId, cards: count() })
    .from(kanbanCards)
    .groupBy(kanbanCards.stepId);
  const kept = await t.db
    .select({ stepId: kanbanStepCounts.stepId, cards: kanbanStepCounts.cards })
    .from(kanbanStepCounts);
  expect(byStep(kept)).toEqual(byStep(counted));
};

/** The Subscrição pipe's counts per step name as GET pipes/:id answers them (the counters). */
const subscriptionCounts = async () => {
  const [pipe] = await t.db
    .select({ id: kanbanPipes.id })
    .from(kanbanPipes)
    .where(and(eq(kanbanPipes.companyId, companyId), eq(kanbanPipes.analysisType, 'SUBSCRICAO')));
  const answer = await admin.get(`${BASE}/pipes/${pipe.id}`);
  expectStatus(answer, 200);
  const data = answer.body.data as KanbanPipe;
  return {
    total: data.cardsCount,
    ...Object.fromEntries(data.steps.map((step) => [step.name, step.cardsCount])),
  } as Record<string, number>;
};

const stepIdOf = async (pipeId: number, name: string) => {
  const [step] = await t.db
    .select({ id: kanbanSteps.id })
    .from(kanbanSteps)
    .where(and(eq(kanbanSteps.pipeId, pipeId), eq(kanbanSteps.name, name)));
  return step.id;
};

/** The proposal's card (the subscription engine's referral). */
const cardOf = async (proposalId: number) => {
  const [card] = await t.db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, proposalId)));
  return card;
};

describe('per-step card counts', () => {
  it('start equal to the seeded cards', async () => {
    await expectCountsExact();
  });

  it('follow a card created by a referral, moved, decided, edited and removed', async () => {
    const before = await subscriptionCounts();

    const proposal = await referredProposal(t, corretor);
    const card = await cardOf(proposal.Id);
    expect(await subscriptionCounts()).toEqual({
      ...before,
      total: before.total + 1,
      Entrada: before.Entrada + 1,
    });
    await expectCountsExact();

    const emAnalise = await stepIdOf(card.pipeId, 'Em análise');
    const moved = await admin.post(`${BASE}/steps/${card.stepId}/card-navigation`, {
      cardId: card.id,
      stepToId: emAnalise,
      Version: card.version,
    });
    expectStatus(moved, 200);
    expect(await subscriptionCounts()).toEqual({
      ...before,
      total: before.total + 1,
      'Em análise': before['Em análise'] + 1,
    });
    await expectCountsExact();

    const approved = await admin.post(`${BASE}/steps/${emAnalise}/card-navigation`, {
      cardId: card.id,
      stepToId: await stepIdOf(card.pipeId, 'Aprovado'),
      Version: card.version + 1,
    });
    expectStatus(approved, 200);
    const decided = {
      ...before,
      total: before.total + 1,
      Aprovado: before.Aprovado + 1,
    };
    expect(await subscriptionCounts()).toEqual(decided);
    await expectCountsExact();

    // an update that moves no card (priority, owner…) counts nothing
    await t.db
      .update(kanbanCards)
      .set({ priority: CardPriority.Urgente })
      .where(eq(kanbanCards.pipeId, card.pipeId));
    expect(await subscriptionCounts()).toEqual(decided);

    await t.db.delete(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(await subscriptionCounts()).toEqual(before);
    await expectCountsExact();
  });

  it('follow bulk inserts and moves of many cards in one statement', async () => {
    const [pipe] = await t.db
      .select({ id: kanbanPipes.id })
      .from(kanbanPipes)
      .where(and(eq(kanbanPipes.companyId, companyId), eq(kanbanPipes.analysisType, 'CCG')));
    const entrada = await stepIdOf(pipe.id, 'Entrada');
    const inserted = await t.db
      .insert(kanbanCards)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          companyId,
          pipeId: pipe.id,
          stepId: entrada,
          cardType: 'ANALISE_CCG',
          referenceKind: 'ccg',
          referenceId: 100_000 + index,
          title: `Contagem ${index}`,
        })),
      )
      .returning({ id: kanbanCards.id });
    await expectCountsExact();

    const [second] = await t.db
      .select({ id: kanbanSteps.id })
      .from(kanbanSteps)
      .where(and(eq(kanbanSteps.pipeId, pipe.id), sql`${kanbanSteps.id} <> ${entrada}`))
      .orderBy(kanbanSteps.sortOrder)
      .limit(1);
    await t.db
      .update(kanbanCards)
      .set({ stepId: second.id })
      .where(
        inArray(
          kanbanCards.id,
          inserted.slice(0, 12).map((row) => row.id),
        ),
      );
    await expectCountsExact();

    const board = await admin.get(`${BASE}/pipes/${pipe.id}/steps/filter`, {
      filterCardsValues: 'Contagem',
    });
    expectStatus(board, 200);
    const steps = board.body.data as KanbanStepCards[];
    // a filtered board still counts its matching cards
    expect(steps.find((step) => step.id === entrada)?.cardsCount).toBe(18);
    expect(steps.find((step) => step.id === second.id)?.cardsCount).toBe(12);
  });

  it('drop with a deleted pipe, and empty with a truncated card table', async () => {
    const [pipe] = await t.db
      .select({ id: kanbanPipes.id })
      .from(kanbanPipes)
      .where(and(eq(kanbanPipes.companyId, companyId), eq(kanbanPipes.analysisType, 'CCG')));
    await t.db.delete(kanbanPipes).where(eq(kanbanPipes.id, pipe.id));
    const left = await t.db
      .select()
      .from(kanbanStepCounts)
      .where(eq(kanbanStepCounts.pipeId, pipe.id));
    expect(left).toEqual([]);
    await expectCountsExact();

    await t.db.execute(sql`truncate kanban_cards cascade`);
    expect(await t.db.select().from(kanbanStepCounts)).toEqual([]);
  });
});
