import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, withAdmin } from '../tests/api/support/postgresAdmin';

export interface BenchDatabase {
  name: string;
  url: string;
  /**
   * statement_timeout for every later session on it, the gateway's included (set after seeding):
   * a query without a usable plan fails, counted as an error, instead of holding the pool.
   */
  limitStatements(seconds: number): Promise<void>;
  /** Drops the database unless it is kept (BENCH_KEEP=1). */
  release(): Promise<void>;
}

/**
 * A database of the bench's own on the server of `adminUrl`: `aval_bench_<random>`, dropped at
 * the end, or with `keep` `aval_bench_<scale>`, created once and reused by the next runs;
 * `chosenName` (BENCH_DATABASE_NAME) replaces either name, so parallel checkouts keep their own.
 */
export const createBenchDatabase = async (
  adminUrl: string,
  scale: number,
  keep: boolean,
  chosenName?: string,
): Promise<BenchDatabase> => {
  const name =
    chosenName ?? (keep ? `aval_bench_${scale}` : `aval_bench_${randomBytes(4).toString('hex')}`);
  await withAdmin(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
    // A kept database may carry the last run's limit; seeding must not be cut short by it.
    await client.query(`alter database ${name} reset statement_timeout`);
  });
  return {
    name,
    url: databaseUrl(adminUrl, name),
    limitStatements: (seconds) =>
      withAdmin(adminUrl, (client) =>
        client.query(`alter database ${name} set statement_timeout = '${Math.trunc(seconds)}s'`),
      ).then(() => undefined),
    release: async () => {
      if (keep) return;
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
};

const QUIET_POLL_MS = 200;
const QUIET_FOR_MS = 1_000;

/**
 * Waits until no other session runs a query on this database for a second: what a measure left
 * running (requests still queued in the gateway's pool) must not weigh on the next one.
 */
export const waitUntilQuiet = async (pool: pg.Pool) => {
  let quietSince = Date.now();
  for (;;) {
    const { rows } = await pool.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend'
         and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (rows[0].busy > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_FOR_MS) return;
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
  }
};
