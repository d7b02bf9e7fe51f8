import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops the database unless it is kept (BENCH_KEEP=1). */
  release(): Promise<void>;
}

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const admin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A database of the bench's own on the server of `adminUrl`: `aval_bench_<random>`, dropped at
 * the end, or with `keep` `aval_bench_<scale>`, created once and reused by the next runs.
 */
export const createBenchDatabase = async (
  adminUrl: string,
  scale: number,
  keep: boolean,
): Promise<BenchDatabase> => {
  const name = keep ? `aval_bench_${scale}` : `aval_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
  return {
    name,
    url: withDatabase(adminUrl, name),
    release: async () => {
      if (keep) return;
      await admin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
};
