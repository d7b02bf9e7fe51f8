import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { ProposalStatus } from '../../../domain/proposalStatus';
import {
  kanbanCardMovements,
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  proposalEngineLogs,
  proposalPendingAnalyses,
  proposals,
  users,
} from '../../../server/db/schema';
import { type Caller, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

const BASE = '/kanban-api/api/kanban/v1.0';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await kanbanApp());
});
afterAll(() => t.close());

/** A proposal referred by the subscription engine, its card and the steps of its pipe by name. */
const referredCard = async () => {
  const proposal = await referredProposal(t, corretor);
  const [card] = await t.db
    .select()
    .from(kanbanCards)
    .where(
      and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, proposal.Id)),
    );
  const steps = await t.db
    .select()
    .from(kanbanSteps)
    .where(eq(kanbanSteps.pipeId, card.pipeId))
    .orderBy(asc(kanbanSteps.sortOrder));
  const step = (name: string) => steps.find((one) => one.name === name)!;
  return { proposal, card, step };
};

const move = (caller: Caller, fromStepId: number, body: Record<string, unknown>) =>
  caller.post(`${BASE}/steps/${fromStepId}/card-navigation`, body);

const statusOf = async (proposal: ProposalDetail) => {
  const [row] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.Id));
  return row.status;
};

describe('moving a card', () => {
  it('moves within the pipe and records who, when, from and to; Aprovado resumes the flow to Aguardando Emissão', async () => {
    const { proposal, card, step } = await referredCard();
    const toWork = await move(admin, step('Entrada').id, {
      cardId: card.id,
      stepToId: step('Em análise').id,
      Version: card.version,
    });
    expectStatus(toWork, 200);
    expect(toWork.body).toMatchObject({ success: true, message: '' });
    expect(toWork.body.data).toMatchObject({
      id: card.id,
      stepId: step('Em análise').id,
      version: 2,
    });
    expect(await statusOf(proposal)).toBe(ProposalStatus.EmAnalise);

    const approved = await move(admin, step('Em análise').id, {
      cardId: card.id,
      stepToId: step('Aprovado').id,
      Version: 2,
    });
    expectStatus(approved, 200);
    expect(approved.body.data).toMatchObject({ stepId: step('Aprovado').id, version: 3 });
    expect(await statusOf(proposal)).toBe(ProposalStatus.AguardandoEmissao);
    const open = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(eq(proposalPendingAnalyses.proposalId, proposal.Id));
    expect(open.every((analysis) => analysis.resolvedAt !== null)).toBe(true);
    const [log] = await t.db
      .select()
      .from(proposalEngineLogs)
      .where(eq(proposalEngineLogs.proposalId, proposal.Id))
      .orderBy(asc(proposalEngineLogs.id))
      .then((rows) => rows.slice(-1));
    expect(log).toMatchObject({ engine: 'Subscricao', verdict: 'approved' });

    const [adminUser] = await t.db.select().from(users).where(eq(users.login, 'admin'));
    const movements = await t.db
      .select()
      .from(kanbanCardMovements)
      .where(eq(kanbanCardMovements.cardId, card.id))
      .orderBy(asc(kanbanCardMovements.id));
    expect(
      movements.map((movement) => [movement.fromStepId, movement.toStepId, movement.userId]),
    ).toEqual([
      [null, step('Entrada').id, null],
      [step('Entrada').id, step('Em análise').id, adminUser.id],
      [step('Em análise').id, step('Aprovado').id, adminUser.id],
    ]);

    const again = await move(admin, step('Aprovado').id, {
      cardId: card.id,
      stepToId: step('Em análise').id,
    });
    expectStatus(again, 409);
    expect(again.body).toEqual({
      success: false,
      message: 'Este card já foi decidido e não pode mais ser movido.',
      data: null,
    });
  });

  it('Recusado needs a justification and refuses the proposal with it', async () => {
    const { proposal, card, step } = await referredCard();
    const bare = await move(admin, step('Entrada').id, {
      cardId: card.id,
      stepToId: step('Recusado').id,
    });
    expectStatus(bare, 400);
    expect(bare.body.message).toBe('O campo "justification" é obrigatório para recusar.');
    expect(await statusOf(proposal)).toBe(ProposalStatus.EmAnalise);

    const refused = await move(admin, step('Entrada').id, {
      cardId: card.id,
      stepToId: step('Recusado').id,
      justification: 'Risco acima do apetite da seguradora.',
    });
    expectStatus(refused, 200);
    expect(await statusOf(proposal)).toBe(ProposalStatus.Recusada);
    const logs = await t.db
      .select()
      .from(proposalEngineLogs)
      .where(eq(proposalEngineLogs.proposalId, proposal.Id))
      .orderBy(asc(proposalEngineLogs.id));
    expect(logs.at(-1)).toMatchObject({ engine: 'Subscricao', verdict: 'refused' });
    expect(logs.at(-1)?.reasons.join(' ')).toContain('Risco acima do apetite da seguradora.');
  });

  it('answers 409 for a step of another pipe, a card another analyst moved, or a stale Version', async () => {
    const { proposal, card, step } = await referredCard();
    const [credit] = await t.db
      .select({ id: kanbanPipes.id })
      .from(kanbanPipes)
      .where(
        and(eq(kanbanPipes.companyId, card.companyId), eq(kanbanPipes.analysisType, 'CREDITO')),
      );
    const [creditEntry] = await t.db
      .select()
      .from(kanbanSteps)
      .where(eq(kanbanSteps.pipeId, credit.id))
      .orderBy(asc(kanbanSteps.sortOrder));
    const otherPipe = await move(admin, step('Entrada').id, {
      cardId: card.id,
      stepToId: creditEntry.id,
    });
    expectStatus(otherPipe, 409);
    expect(otherPipe.body.message).toBe('A etapa de destino não pertence à esteira deste card.');

    const first = await move(admin, step('Entrada').id, {
      cardId: card.id,
      stepToId: step('Em análise').id,
      Version: 1,
    });
    expectStatus(first, 200);
    // a second analyst, whose board still shows the card in Entrada at Version 1
    const late = await move(admin, step('Entrada').id, {
      cardId: card.id,
      stepToId: step('Pendente corretor').id,
      Version: 1,
    });
    expectStatus(late, 409);
    expect(late.body.message).toBe(
      'O card não está mais nesta etapa: outra pessoa o moveu. Recarregue o quadro.',
    );
    const stale = await move(admin, step('Em análise').id, {
      cardId: card.id,
      stepToId: step('Aprovado').id,
      Version: 1,
    });
    expectStatus(stale, 409);
    expect(stale.body.message).toBe('O card foi alterado por outra pessoa; recarregue o quadro.');
    expect(await statusOf(proposal)).toBe(ProposalStatus.EmAnalise);
    const [unchanged] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(unchanged).toMatchObject({ stepId: step('Em análise').id, version: 2 });
  });

  it('refuses another tenant (404), an analyst without the pipe (403) and a broker (403)', async () => {
    const { card, step } = await referredCard();
    const body = { cardId: card.id, stepToId: step('Em análise').id };
    const foreign = await move(otherTenant, step('Entrada').id, body);
    expectStatus(foreign, 404);
    expect(foreign.body.message).toBe('Card não encontrado.');
    const unseen = await move(analista, step('Entrada').id, body);
    expectStatus(unseen, 403);
    expect(unseen.body.message).toBe('Você não tem permissão para acessar esta esteira.');
    expectStatus(await move(corretor, step('Entrada').id, body), 403);
    const [still] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(still.stepId).toBe(step('Entrada').id);
  });
});
