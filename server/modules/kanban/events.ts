import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client';

/**
 * Board changes other analysts' boards follow without a reload (issue 14): a card created, moved
 * or changed in a pipe. Published after the change is committed; the kanban service streams them
 * to the boards open on that pipe (boardEventsRoutes.ts).
 */
export interface BoardChange {
  companyId: number;
  pipeId: number;
  cardId: number;
  kind: 'created' | 'moved' | 'changed';
}

/** The PostgreSQL channel every gateway instance on the same database listens on. */
export const BOARD_CHANNEL = 'kanban_board';

/** Tells this process's notifications from other instances' (the LISTEN connection hears both). */
const ORIGIN = randomUUID();

const emitter = new EventEmitter();
// one listener per open board: many analysts may watch the same process
emitter.setMaxListeners(0);

const channelOf = (companyId: number, pipeId: number) => `${companyId}:${pipeId}`;

const emitLocally = (change: BoardChange) =>
  emitter.emit(channelOf(change.companyId, change.pipeId), change);

/**
 * One relay per PostgreSQL pool this process serves (in production one): publishes through
 * `pg_notify` on the pool and holds the dedicated LISTEN connection that re-emits the other
 * instances' changes here. Gateways built on the same pool (tests' variants) share it.
 */
interface Relay {
  pool: pg.Pool;
  users: number;
  listener: pg.Client | undefined;
  stopped: boolean;
  retry: NodeJS.Timeout | undefined;
  log: (error: unknown) => void;
}

const relays = new Map<pg.Pool, Relay>();

const RECONNECT_MS = 1000;

/**
 * Parses a notification: another instance's change, or a change a transaction queued
 * (notifyBoardOnCommit, no origin: every instance, this one too, emits it once committed).
 * This process's own publishBoardChange echoes and anything else on the channel are ignored.
 */
export const changeFromNotification = (payload: string | undefined): BoardChange | undefined => {
  if (!payload) return undefined;
  try {
    const message = JSON.parse(payload) as Partial<BoardChange> & { origin?: string };
    if (message.origin === ORIGIN) return undefined;
    const { companyId, pipeId, cardId, kind } = message;
    if (![companyId, pipeId, cardId].every(Number.isSafeInteger)) return undefined;
    if (kind !== 'created' && kind !== 'moved' && kind !== 'changed') return undefined;
    return { companyId: companyId!, pipeId: pipeId!, cardId: cardId!, kind };
  } catch {
    return undefined;
  }
};

const listen = async (relay: Relay) => {
  if (relay.stopped) return;
  const { connectionString, host, port, user, password, database, options } = relay.pool.options;
  const client = new pg.Client({ connectionString, host, port, user, password, database, options });
  const reconnect = (error?: unknown) => {
    if (error) relay.log(error);
    if (relay.listener !== client) return;
    relay.listener = undefined;
    client.removeAllListeners();
    client.end().catch(() => {});
    if (!relay.stopped) relay.retry = setTimeout(() => void listen(relay), RECONNECT_MS);
  };
  client.on('notification', (message) => {
    const change = changeFromNotification(message.payload);
    if (change) emitLocally(change);
  });
  client.on('error', reconnect);
  client.on('end', () => reconnect());
  relay.listener = client;
  try {
    await client.connect();
    await client.query(`LISTEN ${BOARD_CHANNEL}`);
  } catch (error) {
    reconnect(error);
  }
  if (relay.stopped && relay.listener === client) {
    relay.listener = undefined;
    await client.end().catch(() => {});
  }
};

const clientOf = (db: Database) => (db as { $client?: unknown }).$client;

const poolOf = (db: Database) => {
  const client = clientOf(db);
  return client instanceof pg.Pool ? client : undefined;
};

/** The embedded PGlite (tests, one-machine demo): it delivers NOTIFY on commit too. */
const pgliteOf = (db: Database) => {
  const client = clientOf(db) as Partial<PGlite> | undefined;
  return client && typeof client.listen === 'function' && !(client instanceof pg.Pool)
    ? (client as PGlite)
    : undefined;
};

/** PGlite listeners, one per embedded database, shared by the gateways built on it. */
const embedded = new Map<PGlite, { users: number; stop: Promise<() => Promise<void>> }>();

const startEmbeddedRelay = (client: PGlite) => {
  let entry = embedded.get(client);
  if (!entry) {
    entry = {
      users: 0,
      stop: client.listen(BOARD_CHANNEL, (payload) => {
        const change = changeFromNotification(payload);
        if (change) emitLocally(change);
      }),
    };
    embedded.set(client, entry);
  }
  entry.users += 1;
  const own = entry;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    own.users -= 1;
    if (own.users > 0) return;
    embedded.delete(client);
    const unlisten = await own.stop;
    if (!client.closed) await unlisten().catch(() => {});
  };
};

/**
 * Starts relaying board changes through PostgreSQL when the database is a server (several
 * gateway instances may share it); on the embedded PGlite the process is the only instance and
 * the in-process emitter is enough. Returns the function that stops it (the app's close).
 */
export const startBoardRelay = async (
  db: Database,
  log: (error: unknown) => void = () => {},
): Promise<() => Promise<void>> => {
  const pool = poolOf(db);
  if (!pool) {
    const client = pgliteOf(db);
    return client ? startEmbeddedRelay(client) : async () => {};
  }
  let relay = relays.get(pool);
  if (!relay) {
    relay = { pool, users: 0, listener: undefined, stopped: false, retry: undefined, log };
    relays.set(pool, relay);
    await listen(relay);
  }
  relay.users += 1;
  const own = relay;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    own.users -= 1;
    if (own.users > 0) return;
    own.stopped = true;
    relays.delete(own.pool);
    clearTimeout(own.retry);
    const listener = own.listener;
    own.listener = undefined;
    if (listener) {
      listener.removeAllListeners();
      listener.on('error', () => {});
      await listener.end().catch(() => {});
    }
  };
};

/**
 * Tells the boards open on the card's pipe that it changed: at once in this process, and through
 * `pg_notify` to the other gateway instances on the same PostgreSQL database.
 */
export const publishBoardChange = (change: BoardChange) => {
  emitLocally(change);
  const payload = JSON.stringify({
    origin: ORIGIN,
    companyId: change.companyId,
    pipeId: change.pipeId,
    cardId: change.cardId,
    kind: change.kind,
  });
  for (const relay of relays.values()) {
    relay.pool
      .query('select pg_notify($1, $2)', [BOARD_CHANNEL, payload])
      .catch((error: unknown) => relay.log(error));
  }
};

/**
 * Queues a board change in the transaction that makes it (engines opening or closing cards inside
 * their caller's transaction): `pg_notify` is delivered when the transaction commits and never
 * when it rolls back, so the boards refetch only what is there. Every instance's relay, this
 * one's too, emits it to its open boards.
 */
export const notifyBoardOnCommit = async (tx: Database, change: BoardChange) => {
  const payload = JSON.stringify({
    companyId: change.companyId,
    pipeId: change.pipeId,
    cardId: change.cardId,
    kind: change.kind,
  });
  await tx.execute(sql`select pg_notify(${BOARD_CHANNEL}, ${payload})`);
};

/** Follows one pipe's changes; returns the function that stops following. */
export const followBoard = (
  companyId: number,
  pipeId: number,
  listener: (change: BoardChange) => void,
) => {
  const channel = channelOf(companyId, pipeId);
  emitter.on(channel, listener);
  return () => {
    emitter.off(channel, listener);
  };
};

/** How many open boards follow a pipe in this process (tests: a closed stream stops following). */
export const followersOf = (companyId: number, pipeId: number) =>
  emitter.listenerCount(channelOf(companyId, pipeId));
