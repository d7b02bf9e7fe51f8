import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rootDir } from '../rootDir';
import { type DataDirLock, lockDataDir } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database as services see it: the same query builder on PGlite, a pg pool or a transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations with the migrator of the matching driver. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… of a PostgreSQL server; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data lives in `<dataDir>/pglite`; `memory://` keeps it in memory. */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data directory (the tests' seeded template). */
  loadDataDir?: Blob;
}

export const migrationsFolder = join(rootDir, 'server', 'db', 'migrations');

/**
 * Session settings of every gateway connection. JIT off: PostgreSQL compiles a query whose
 * estimated cost passes jit_above_cost, which the proposal searches' capped counts do at a
 * million rows; compiling took 175 ms of a 273 ms count that executes in 50 (bench/plans). The
 * gateway runs short queries only, where JIT never pays back.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

const openPostgres = (url: string): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};

/** The extensions the migrations create (pg_trgm: the searches' trigram indexes). */
const extensions = { pg_trgm };

const NO_LOCK: DataDirLock = { release: () => {} };

/**
 * PGlite in `<dataDir>/pglite`, held by this process alone (`<dataDir>/pglite.lock`): a second
 * process on the same directory would write to the same files and lose acknowledged writes, so
 * it is refused with DataDirLockedError. `memory://` needs no lock.
 */
const openPglite = async (dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> => {
  const inMemory = dataDir === 'memory://';
  const lock = inMemory ? NO_LOCK : lockDataDir(resolve(dataDir));
  let client: PGlite;
  try {
    if (inMemory) {
      client = new PGlite({ loadDataDir, extensions });
    } else {
      const directory = join(resolve(dataDir), 'pglite');
      mkdirSync(directory, { recursive: true });
      client = new PGlite(directory, { extensions });
    }
    await client.waitReady;
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
};

export const openDatabase = async ({
  url,
  dataDir = './data',
  loadDataDir,
}: OpenDatabaseOptions = {}): Promise<DatabaseHandle> =>
  url ? openPostgres(url) : openPglite(dataDir, loadDataDir);
