import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Statement } from './capture';
import { type Measure, percentile } from './stats';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The values an insert is replayed with: a SHA-256 hex value (a refresh token's hash, unique) is
 * drawn afresh, so the replayed sign-in stores a new token instead of failing on the unique key.
 */
const freshValues = (statement: Statement) =>
  /^\s*insert\b/i.test(statement.text)
    ? statement.values.map((value) =>
        typeof value === 'string' && SHA256_HEX.test(value)
          ? randomBytes(32).toString('hex')
          : value,
      )
    : statement.values;

const isBegin = (statement: Statement) => /^\s*begin\b/i.test(statement.text);
const isEnd = (statement: Statement) => /^\s*(commit|rollback)\b/i.test(statement.text);

/**
 * One call's statements in order, as Drizzle sends them (named when prepared): outside a transaction each through
 * `pool.query`, inside one (begin … commit) on a single checked-out client. Answers how many
 * statements failed (e.g. a unique key a replayed insert repeats).
 */
export const replay = async (pool: pg.Pool, statements: Statement[]) => {
  let failures = 0;
  let client: pg.PoolClient | undefined;
  for (const statement of statements) {
    if (isBegin(statement)) client = await pool.connect();
    try {
      await (client ?? pool).query({
        text: statement.text,
        values: freshValues(statement),
        // A statement the gateway prepares is prepared here too: same parse and plan work.
        ...(statement.name ? { name: statement.name } : {}),
      });
    } catch {
      failures += 1;
      if (client) {
        await client.query('rollback');
        client.release();
        return failures;
      }
    }
    if (client && isEnd(statement)) {
      client.release();
      client = undefined;
    }
  }
  client?.release();
  return failures;
};

/**
 * The same statements through the same driver (`pg`) and the same pool size as the gateway,
 * from `connections` concurrent loops for the duration: req/s and latency of the SQL alone.
 */
export const loadSql = async (
  pool: pg.Pool,
  statements: Statement[],
  connections: number,
  durationSeconds: number,
): Promise<Measure> => {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + durationSeconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const begun = performance.now();
      if ((await replay(pool, statements)) > 0) errors += 1;
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
};
