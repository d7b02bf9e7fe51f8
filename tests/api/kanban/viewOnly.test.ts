import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Functionality as F } from '../../../domain/functionalities';
import {
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  profileGrants,
  profiles,
  proposals,
} from '../../../server/db/schema';
import { type Caller, callerFor, expectStatus, signedInApp } from '../support/caller';
import { addUser, companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';

/**
 * "See but not act" (issue 14): a profile with VISUALIZAR_ESTEIRAS and VISUALIZAR_ANALISE_DE_CREDITO
 * but not CREDITO sees the credit pipe's board and cards, and every write on them answers 403.
 */
const BASE = '/kanban-api/api/kanban/v1.0';
const MOVE_FORBIDDEN = 'Você pode ver esta esteira, mas não mover os seus cards.';

let t: TestApp;
let viewer: Caller;

beforeAll(async () => {
  ({ t } = await signedInApp([]));
  const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  const [profile] = await t.db
    .insert(profiles)
    .values({ companyId, name: 'Consulta de crédito', userTypeId: 1, homeMenuId: null })
    .returning({ id: profiles.id });
  await t.db.insert(profileGrants).values(
    [F.VISUALIZAR_ESTEIRAS, F.VISUALIZAR_ANALISE_DE_CREDITO].map((functionalityId, order) => ({
      companyId,
      profileId: profile.id,
      menuId: 1,
      functionalityId,
      order,
    })),
  );
  await addUser(t.db, { login: 'consulta', profileName: 'Consulta de crédito' });
  viewer = await callerFor(t.app, 'consulta');
});
afterAll(() => t.close());

/** A seeded open proposal card of the credit pipe, with its steps. */
const creditCard = async () => {
  const [row] = await t.db
    .select({ card: kanbanCards, pipe: kanbanPipes, proposal: proposals })
    .from(kanbanCards)
    .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
    .innerJoin(kanbanSteps, eq(kanbanSteps.id, kanbanCards.stepId))
    .innerJoin(proposals, eq(proposals.id, kanbanCards.referenceId))
    .where(
      and(
        eq(kanbanPipes.analysisType, 'CREDITO'),
        eq(kanbanCards.referenceKind, 'proposal'),
        eq(kanbanSteps.kind, 'entrada'),
      ),
    )
    .limit(1);
  const steps = await t.db.select().from(kanbanSteps).where(eq(kanbanSteps.pipeId, row.pipe.id));
  return { ...row, step: (kind: string) => steps.find((one) => one.kind === kind)! };
};

describe('a user who sees the credit pipe but may not act on it', () => {
  it('sees the pipe and its cards', async () => {
    const { pipe, card } = await creditCard();
    const pipes = await viewer.get(`${BASE}/pipes`);
    expectStatus(pipes, 200);
    expect((pipes.body as { data: { id: number }[] }).data.map((one) => one.id)).toContain(pipe.id);
    const board = await viewer.get(`${BASE}/pipes/${pipe.id}/steps/filter`);
    expectStatus(board, 200);
    const owner = await viewer.get('/api/kanban/GetKanbanCardOwner', { cardId: String(card.id) });
    expectStatus(owner, 200);
  });

  it('may not move a card (403, nothing moved)', async () => {
    const { card, step } = await creditCard();
    for (const kind of ['trabalho', 'aprovado']) {
      const moved = await viewer.post(`${BASE}/steps/${card.stepId}/card-navigation`, {
        cardId: card.id,
        stepToId: step(kind).id,
        Version: card.version,
      });
      expectStatus(moved, 403);
      expect(moved.body).toMatchObject({ success: false, message: MOVE_FORBIDDEN });
    }
    const [unchanged] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(unchanged).toMatchObject({ stepId: card.stepId, version: card.version });
  });

  it('may not change the card nor act on its proposal (403 with a pt-BR message)', async () => {
    const { card, proposal } = await creditCard();
    const writes: [string, Record<string, unknown>][] = [
      ['UpdateKanbanCardOwner', { CardId: card.id, OwnerUserId: null, Version: card.version }],
      ['UpdateKanbanCardPriority', { CardId: card.id, PriorityId: 2, Version: card.version }],
      [
        'UpdateKanbanCardJustification',
        { CardId: card.id, Justification: 'Sem permissão', Version: card.version },
      ],
      [
        'FollowUpSendObservation',
        { ProposalUniqueId: proposal.uniqueId, Observation: 'Nota', Version: proposal.version },
      ],
      [
        'KanbanProposalSendToBroker',
        { ProposalUniqueId: proposal.uniqueId, CardId: card.id, Version: card.version },
      ],
      [
        'KanbanProposalRequestDocument',
        { ProposalUniqueId: proposal.uniqueId, Name: 'Balanço', Version: proposal.version },
      ],
    ];
    for (const [call, body] of writes) {
      const refused = await viewer.post(`/api/kanban/${call}`, body);
      expect({ call, status: refused.status }).toEqual({ call, status: 403 });
      expect(refused.errors?.[0]).toMatch(/^Você pode ver esta esteira, mas não/);
    }
    const [unchanged] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(unchanged).toMatchObject({ version: card.version, justification: card.justification });
  });
});
