import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  KanbanCardCommon,
  KanbanCardJustificationParameters,
  KanbanCardMovement,
  KanbanCardOwnerOption,
} from '../../../domain/contracts/kanbanCardCommon';
import { Functionality as F } from '../../../domain/functionalities';
import { CardPriority, pipeJustificationReasons } from '../../../domain/kanban';
import {
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  profileGrants,
  profiles,
  users,
} from '../../../server/db/schema';
import { followBoard } from '../../../server/modules/kanban/events';
import { type Caller, expectStatus } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { kanbanApp } from './helpers';

const API = '/api/kanban';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let companyId: number;

const pipeOf = async (analysisType: string) => {
  const [pipe] = await t.db
    .select()
    .from(kanbanPipes)
    .where(and(eq(kanbanPipes.companyId, companyId), eq(kanbanPipes.analysisType, analysisType)));
  const steps = await t.db
    .select()
    .from(kanbanSteps)
    .where(eq(kanbanSteps.pipeId, pipe.id))
    .orderBy(kanbanSteps.sortOrder);
  return { pipe, steps };
};

let serial = 0;
/** A fresh card in the Entrada of a pipe of the demo tenant. */
const newCard = async (analysisType: string) => {
  const { pipe, steps } = await pipeOf(analysisType);
  serial += 1;
  const [card] = await t.db
    .insert(kanbanCards)
    .values({
      companyId,
      pipeId: pipe.id,
      stepId: steps[0].id,
      cardType: analysisType === 'NOMEACAO' ? 'NOMEACAO_TOMADOR' : 'REQUEST_LIMIT',
      referenceKind: analysisType === 'NOMEACAO' ? 'nomination' : 'limitReview',
      referenceId: 9000 + serial,
      title: `Card de teste ${serial}`,
      priority: CardPriority.Baixa,
      openKey: `teste:comum:${serial}`,
    })
    .returning();
  return { card, pipe, steps };
};

const userIdOf = async (login: string) => {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, login)));
  return row.id;
};

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant, companyId } = await kanbanApp());
});
afterAll(() => t.close());

describe('reading a card’s owner, priorities, justification and moves', () => {
  it('answers the card’s owner, priority, justification and Version', async () => {
    const { card } = await newCard('REVISAO_LIMITE');
    const answer = await analista.get(`${API}/GetKanbanCardOwner`, { cardId: String(card.id) });
    expectStatus(answer, 200);
    expect(answer.data).toEqual({
      CardId: card.id,
      CardUniqueId: card.uniqueId,
      PipeId: card.pipeId,
      OwnerUserId: null,
      OwnerName: null,
      PriorityId: CardPriority.Baixa,
      PriorityName: 'Baixa',
      Justification: null,
      Version: card.version,
    });
  });

  it('lists as possible owners the insurer staff who see the pipe', async () => {
    const { pipe: credit } = await pipeOf('REVISAO_LIMITE');
    const answer = await analista.get(`${API}/GetKanbanCardOwnerList`, {
      pipeId: String(credit.id),
    });
    expectStatus(answer, 200);
    const logins = (answer.data as KanbanCardOwnerOption[]).map((user) => user.Login);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'analista']));
    expect(logins).not.toContain('corretor');

    const { pipe: nomination } = await pipeOf('NOMEACAO');
    const onlyAdmin = await admin.get(`${API}/GetKanbanCardOwnerList`, {
      pipeId: String(nomination.id),
    });
    expectStatus(onlyAdmin, 200);
    const nominationLogins = (onlyAdmin.data as KanbanCardOwnerOption[]).map((u) => u.Login);
    expect(nominationLogins).toContain('admin');
    expect(nominationLogins).not.toContain('analista');
  });

  it('answers the four priorities', async () => {
    const answer = await corretor.get(`${API}/GetAllKanbanCardPriority`);
    // a broker does not open the kanban
    expectStatus(answer, 403);
    const priorities = await analista.get(`${API}/GetAllKanbanCardPriority`);
    expectStatus(priorities, 200);
    expect(priorities.data).toEqual([
      { Id: 1, Name: 'Baixa' },
      { Id: 2, Name: 'Média' },
      { Id: 3, Name: 'Alta' },
      { Id: 4, Name: 'Urgente' },
    ]);
  });

  it('answers the justification with the pipe’s standard reasons', async () => {
    const { card } = await newCard('REVISAO_LIMITE');
    const answer = await analista.get(`${API}/GetCardJustificationParameters`, {
      CardUniqueId: card.uniqueId,
    });
    expectStatus(answer, 200);
    const parameters = answer.data as KanbanCardJustificationParameters;
    expect(parameters).toMatchObject({ CardId: card.id, Justification: null, MaxLength: 2000 });
    expect(parameters.Reasons).toEqual([...pipeJustificationReasons.REVISAO_LIMITE]);
  });

  it('lists every move with who, when, from and to (path spelt /api/Kanban)', async () => {
    const { card, steps } = await newCard('REVISAO_LIMITE');
    const moved = await analista.post(
      `/kanban-api/api/kanban/v1.0/steps/${steps[0].id}/card-navigation`,
      { cardId: card.id, stepToId: steps[1].id, Version: card.version },
    );
    expectStatus(moved, 200);
    const answer = await analista.get('/api/Kanban/GetCardMovementUser', {
      cardId: String(card.id),
    });
    expectStatus(answer, 200);
    const movements = answer.data as KanbanCardMovement[];
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      UserId: await userIdOf('analista'),
      FromStepId: steps[0].id,
      FromStepName: 'Entrada',
      ToStepId: steps[1].id,
      ToStepName: 'Em análise',
    });
    expect(movements[0].UserName).toBeTruthy();
    expect(Number.isNaN(Date.parse(movements[0].MovedAt))).toBe(false);
  });

  it('answers 404 for another tenant’s card, 403 for a pipe the caller does not see, 400 for bad input', async () => {
    const { card, pipe } = await newCard('NOMEACAO');
    const foreign = await otherTenant.get(`${API}/GetKanbanCardOwner`, { cardId: String(card.id) });
    expectStatus(foreign, 404);
    expect(foreign.body).toEqual({ Response: null, Errors: ['Card não encontrado.'] });
    expectStatus(
      await otherTenant.get(`${API}/GetCardJustificationParameters`, {
        CardUniqueId: card.uniqueId,
      }),
      404,
    );
    expectStatus(
      await otherTenant.get('/api/Kanban/GetCardMovementUser', { cardId: String(card.id) }),
      404,
    );
    const unseen = await analista.get(`${API}/GetKanbanCardOwner`, { cardId: String(card.id) });
    expectStatus(unseen, 403);
    expect(unseen.errors).toEqual(['Você não tem permissão para acessar esta esteira.']);
    expectStatus(
      await analista.get(`${API}/GetKanbanCardOwnerList`, { pipeId: String(pipe.id) }),
      403,
    );
    expectStatus(
      await otherTenant.get(`${API}/GetKanbanCardOwnerList`, { pipeId: String(pipe.id) }),
      404,
    );
    const bad = await admin.get(`${API}/GetKanbanCardOwner`, { cardId: 'abc' });
    expectStatus(bad, 400);
    expect(bad.errors).toEqual(['O campo "cardId" é inválido.']);
    const badUnique = await admin.get(`${API}/GetCardJustificationParameters`, {
      CardUniqueId: 'não-é-uuid',
    });
    expectStatus(badUnique, 400);
  });
});

describe('changing a card’s owner, justification and priority', () => {
  it('sets the owner with the Version read, and publishes the change to open boards', async () => {
    const { card } = await newCard('REVISAO_LIMITE');
    const changes: unknown[] = [];
    const stop = followBoard(companyId, card.pipeId, (change) => changes.push(change));
    const analistaId = await userIdOf('analista');
    const answer = await admin.post(`${API}/UpdateKanbanCardOwner`, {
      CardId: card.id,
      OwnerUserId: analistaId,
      Version: card.version,
    });
    stop();
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ OwnerUserId: analistaId, Version: card.version + 1 });
    expect((answer.data as KanbanCardCommon).OwnerName).toBeTruthy();
    expect(changes).toEqual([{ companyId, pipeId: card.pipeId, cardId: card.id, kind: 'changed' }]);
    const cleared = await admin.post(`${API}/UpdateKanbanCardOwner`, {
      CardId: card.id,
      OwnerUserId: null,
      Version: card.version + 1,
    });
    expectStatus(cleared, 200);
    expect(cleared.data).toMatchObject({ OwnerUserId: null, OwnerName: null });
  });

  it('refuses an owner who does not see the pipe (400) and a stale Version (409)', async () => {
    const { card } = await newCard('NOMEACAO');
    const notAllowed = await admin.post(`${API}/UpdateKanbanCardOwner`, {
      CardId: card.id,
      OwnerUserId: await userIdOf('analista'),
      Version: card.version,
    });
    expectStatus(notAllowed, 400);
    expect(notAllowed.errors).toEqual([
      'O responsável escolhido não pode atender os cards desta esteira.',
    ]);
    const stale = await admin.post(`${API}/UpdateKanbanCardOwner`, {
      CardId: card.id,
      OwnerUserId: await userIdOf('admin'),
      Version: card.version + 5,
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual(['O card foi alterado por outra pessoa; recarregue o quadro.']);
  });

  it('saves the justification as plain text, trimmed, and clears it when empty', async () => {
    const { card } = await newCard('REVISAO_LIMITE');
    const saved = await analista.post(`${API}/UpdateKanbanCardJustification`, {
      CardId: card.id,
      Justification: '  Limite de crédito insuficiente  ',
      Version: card.version,
    });
    expectStatus(saved, 200);
    expect(saved.data).toMatchObject({ Justification: 'Limite de crédito insuficiente' });
    const read = await analista.get(`${API}/GetCardJustificationParameters`, {
      CardUniqueId: card.uniqueId,
    });
    expect(read.data).toMatchObject({
      Justification: 'Limite de crédito insuficiente',
      Version: card.version + 1,
    });
    const stale = await analista.post(`${API}/UpdateKanbanCardJustification`, {
      CardId: card.id,
      Justification: 'Outra',
      Version: card.version,
    });
    expectStatus(stale, 409);
    const cleared = await analista.post(`${API}/UpdateKanbanCardJustification`, {
      CardId: card.id,
      Justification: '',
      Version: card.version + 1,
    });
    expect(cleared.data).toMatchObject({ Justification: null });
    const tooLong = await analista.post(`${API}/UpdateKanbanCardJustification`, {
      CardId: card.id,
      Justification: 'x'.repeat(2001),
      Version: card.version + 2,
    });
    expectStatus(tooLong, 400);
    expect(tooLong.errors).toEqual(['O campo "Justification" é inválido.']);
  });

  it('changes the priority, and refuses a missing Version or an unknown priority (400)', async () => {
    const { card } = await newCard('REVISAO_LIMITE');
    const saved = await analista.post(`${API}/UpdateKanbanCardPriority`, {
      CardId: card.id,
      PriorityId: CardPriority.Urgente,
      Version: card.version,
    });
    expectStatus(saved, 200);
    expect(saved.data).toMatchObject({ PriorityId: 4, PriorityName: 'Urgente' });
    const [row] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(row).toMatchObject({ priority: 4, version: card.version + 1 });
    const noVersion = await analista.post(`${API}/UpdateKanbanCardPriority`, {
      CardId: card.id,
      PriorityId: 1,
    });
    expectStatus(noVersion, 400);
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
    const unknown = await analista.post(`${API}/UpdateKanbanCardPriority`, {
      CardId: card.id,
      PriorityId: 9,
      Version: card.version + 1,
    });
    expectStatus(unknown, 400);
  });

  it('refuses another tenant (404), an unseen pipe (403) and a view-only analyst (403)', async () => {
    const { card: nomination } = await newCard('NOMEACAO');
    const body = { CardId: nomination.id, PriorityId: 2, Version: nomination.version };
    expectStatus(await otherTenant.post(`${API}/UpdateKanbanCardPriority`, body), 404);
    expectStatus(await analista.post(`${API}/UpdateKanbanCardPriority`, body), 403);
    expectStatus(await corretor.post(`${API}/UpdateKanbanCardPriority`, body), 403);

    // without CREDITO, the analyst still sees the credit pipes (VISUALIZAR_ANALISE_DE_CREDITO)
    const { card } = await newCard('REVISAO_LIMITE');
    const [profile] = await t.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), eq(profiles.name, 'Analista')));
    await t.db
      .delete(profileGrants)
      .where(
        and(eq(profileGrants.profileId, profile.id), eq(profileGrants.functionalityId, F.CREDITO)),
      );
    const read = await analista.get(`${API}/GetKanbanCardOwner`, { cardId: String(card.id) });
    expectStatus(read, 200);
    const refused = await analista.post(`${API}/UpdateKanbanCardJustification`, {
      CardId: card.id,
      Justification: 'Sem permissão',
      Version: card.version,
    });
    expectStatus(refused, 403);
    expect(refused.errors).toEqual(['Você pode ver esta esteira, mas não alterar os seus cards.']);
    const [unchanged] = await t.db.select().from(kanbanCards).where(eq(kanbanCards.id, card.id));
    expect(unchanged).toMatchObject({ justification: null, version: card.version });
  });
});
