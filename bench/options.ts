/** The bench's settings, from the environment (README, "Bench"). */
export interface BenchOptions {
  scale: number;
  /** Proposals of the demo tenant (BENCH_PROPOSALS). */
  proposals: number;
  /** Policies issued from the bench proposals (BENCH_POLICIES). */
  policies: number;
  durationSeconds: number;
  connections: number[];
  adminUrl: string;
  keep: boolean;
  /** The database's name (BENCH_DATABASE_NAME); by default `aval_bench_<scale>` when kept. */
  databaseName?: string;
  port: number;
  /** Also measure a gateway on PGlite (`--pglite` or BENCH_PGLITE=1). */
  pglite: boolean;
  pgliteConnections: number;
  /** Parts of call names to run (all when empty). */
  calls?: string;
  plansDir: string;
  /** statement_timeout of the bench database, in seconds. */
  statementTimeoutSeconds: number;
  /** Cards of the kanban bench's pipe (BENCH_KANBAN_CARDS). */
  kanbanCards: number;
}

const positive = (name: string, raw: string | undefined, fallback: number) => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} deve ser um número inteiro positivo (recebido "${raw}").`);
  }
  return value;
};

/** A plain lower-case identifier: it goes into `create database` unquoted. */
const databaseName = (raw: string | undefined) => {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw)) {
    throw new Error(
      `BENCH_DATABASE_NAME deve ser um identificador em minúsculas (recebido "${raw}").`,
    );
  }
  return raw;
};

export const readOptions = (
  env: Record<string, string | undefined> = process.env,
  argv: string[] = process.argv.slice(2),
): BenchOptions => ({
  scale: positive('BENCH_SCALE', env.BENCH_SCALE, 200_000),
  proposals: positive('BENCH_PROPOSALS', env.BENCH_PROPOSALS, 1_000_000),
  policies: positive('BENCH_POLICIES', env.BENCH_POLICIES, 500_000),
  durationSeconds: positive('BENCH_DURATION', env.BENCH_DURATION, 10),
  connections: (env.BENCH_CONNECTIONS || '1,10,50')
    .split(',')
    .map((part) => positive('BENCH_CONNECTIONS', part.trim(), 1)),
  adminUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  keep: env.BENCH_KEEP === '1' || env.BENCH_KEEP === 'true',
  databaseName: databaseName(env.BENCH_DATABASE_NAME),
  port: positive('BENCH_PORT', env.BENCH_PORT, 8290),
  pglite: argv.includes('--pglite') || env.BENCH_PGLITE === '1',
  pgliteConnections: positive('BENCH_PGLITE_CONNECTIONS', env.BENCH_PGLITE_CONNECTIONS, 10),
  calls: env.BENCH_CALLS || undefined,
  plansDir: env.BENCH_PLANS_DIR || 'bench/plans',
  statementTimeoutSeconds: positive('BENCH_STATEMENT_TIMEOUT', env.BENCH_STATEMENT_TIMEOUT, 5),
  kanbanCards: positive('BENCH_KANBAN_CARDS', env.BENCH_KANBAN_CARDS, 50_000),
});
