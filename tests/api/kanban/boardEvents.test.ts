import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { KanbanPipe } from '../../../domain/contracts/kanban';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kanbanCards, kanbanSteps } from '../../../server/db/schema';
import {
  BOARD_CHANNEL,
  type BoardChange,
  followBoard,
  followersOf,
} from '../../../server/modules/kanban/events';
import { type Caller, callerFor, expectStatus } from '../support/caller';
import { addUser } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

const BASE = '/kanban-api/api/kanban/v1.0';

let t: TestApp;
let admin: Caller;
let colleague: Caller;
let corretor: Caller;
let otherTenant: Caller;
let origin: string;

beforeAll(async () => {
  ({ t, admin, corretor, otherTenant } = await kanbanApp());
  // a second analyst who works the Subscrição pipe
  await addUser(t.db, { login: 'subscritora', profileName: 'Administrador' });
  colleague = await callerFor(t.app, 'subscritora');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A board's event stream as the portal opens it: fetch with the Bearer header. */
const openStream = async (caller: Caller, pipeId: number) => {
  const abort = new AbortController();
  const response = await fetch(`${origin}${BASE}/pipes/${pipeId}/events`, {
    headers: { authorization: `Bearer ${caller.token}` },
    signal: abort.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** Reads until the stream holds `wanted`; a stream that never does fails the test's timeout. */
  const until = async (wanted: string) => {
    while (!text.includes(wanted)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before ${wanted}: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    return text;
  };
  return { response, until, close: () => abort.abort() };
};

const waitFor = async (condition: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
};

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
  return { card, steps };
};

describe('GET pipes/:id/events', () => {
  it('streams a move by one analyst to the board another analyst has open, and stops following when the board closes', async () => {
    const { card, steps } = await referredCard();
    const stream = await openStream(admin, card.pipeId);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.until(`: esteira ${card.pipeId}`);
    expect(followersOf(card.companyId, card.pipeId)).toBe(1);

    const moved = await colleague.post(`${BASE}/steps/${card.stepId}/card-navigation`, {
      cardId: card.id,
      stepToId: steps[1].id,
      Version: card.version,
    });
    expectStatus(moved, 200);
    const text = await stream.until('}\n\n');
    const [, event] = text.split('event: change\ndata: ');
    expect(JSON.parse(event.split('\n')[0])).toEqual({
      pipeId: card.pipeId,
      cardId: card.id,
      kind: 'moved',
    });

    stream.close();
    expect(await waitFor(() => followersOf(card.companyId, card.pipeId) === 0)).toBe(true);
  });

  it('tells the boards of the pipe when the engines open a card and when they close it, once their run commits', async () => {
    const pipes = (await admin.get(`${BASE}/pipes`)).body.data as KanbanPipe[];
    const pipe = pipes.find((one) => one.name === 'Subscrição')!;
    const [{ companyId }] = await t.db
      .select({ companyId: kanbanCards.companyId })
      .from(kanbanCards)
      .where(eq(kanbanCards.pipeId, pipe.id))
      .limit(1);
    const seen: BoardChange[] = [];
    const stop = followBoard(companyId, pipe.id, (change) => seen.push(change));
    try {
      const proposal = await referredProposal(t, corretor);
      const [card] = await t.db
        .select()
        .from(kanbanCards)
        .where(
          and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, proposal.Id)),
        );
      expect(await waitFor(() => seen.some((change) => change.cardId === card.id))).toBe(true);
      expect(seen.filter((change) => change.cardId === card.id)).toEqual([
        { companyId, pipeId: pipe.id, cardId: card.id, kind: 'created' },
      ]);

      // cancelled outside the kanban: the engines' closing moves the card to Recusado
      const cancelled = await admin.post(
        '/api/Proposal/CancelProposal',
        { Justification: 'Desistência do tomador', Version: proposal.Version },
        { ProposalUniqueId: proposal.UniqueId },
      );
      expectStatus(cancelled, 200);
      expect(
        await waitFor(() =>
          seen.some((change) => change.cardId === card.id && change.kind === 'moved'),
        ),
      ).toBe(true);
    } finally {
      stop();
    }
  });

  it('answers 404 for another tenant’s pipe and 403 for a pipe the caller does not see, before any stream', async () => {
    const pipes = (await admin.get(`${BASE}/pipes`)).body.data as KanbanPipe[];
    const pipe = pipes.find((one) => one.name === 'Subscrição')!;
    const foreign = await otherTenant.get(`${BASE}/pipes/${pipe.id}/events`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      success: false,
      message: 'Esteira não encontrada.',
      data: null,
    });

    const unseen = await corretor.get(`${BASE}/pipes/${pipe.id}/events`);
    expect(unseen.status).toBe(403);
    expect(unseen.body.success).toBe(false);

    const anonymous = await fetch(`${origin}${BASE}/pipes/${pipe.id}/events`);
    expect(anonymous.status).toBe(401);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'relays a move made by another gateway instance on the same PostgreSQL database (LISTEN/NOTIFY)',
    async () => {
      const { card } = await referredCard();
      const stream = await openStream(admin, card.pipeId);
      await stream.until(`: esteira ${card.pipeId}`);
      // another instance: its own connection, its own origin
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      const other = new pg.Client({ connectionString: pool.options.connectionString });
      await other.connect();
      try {
        await other.query('select pg_notify($1, $2)', [
          BOARD_CHANNEL,
          JSON.stringify({
            origin: 'another-instance',
            companyId: card.companyId,
            pipeId: card.pipeId,
            cardId: card.id,
            kind: 'changed',
          }),
        ]);
        const text = await stream.until('"kind":"changed"');
        expect(text).toContain(
          `event: change\ndata: {"pipeId":${card.pipeId},"cardId":${card.id},"kind":"changed"}`,
        );
      } finally {
        await other.end();
        stream.close();
      }
    },
  );
});
