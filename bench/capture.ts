import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import { POSTGRES_SESSION_OPTIONS } from '../server/db/client';
import * as schema from '../server/db/schema';
import { type BenchCall, type BenchUser, callHeaders } from './calls';

/** One statement as Drizzle sent it to `pg`. */
export interface Statement {
  text: string;
  values: unknown[];
  /** The prepared statement's name, when the gateway sends it as one (server/db/prepared.ts). */
  name?: string;
}

/**
 * The statements each call runs: the gateway's own code (buildApp) over a Drizzle client whose
 * logger records what it sends, driven once per call with app.inject. The measured gateway runs
 * in its own process without this logger.
 */
export const openCapture = async (databaseUrl: string, config: AppConfig) => {
  // the gateway's session settings, so the plans are the ones it gets
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    options: POSTGRES_SESSION_OPTIONS,
  });
  let sink: Statement[] | undefined;
  // Drizzle logs a statement just before it sends it; a prepared one is sent with its name.
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      const [config] = args as [{ name?: string; text?: string } | string];
      const last = sink?.at(-1);
      if (last && typeof config === 'object' && config.name && last.text === config.text) {
        last.name = config.name;
      }
      return query(...args);
    };
  });
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, values) => sink?.push({ text, values }) },
  });
  const app = await buildApp({ db, config, logger: false });
  return {
    statementsOf: async (call: BenchCall, tokens: Record<BenchUser, string>) => {
      sink = [];
      const response = await app.inject({
        method: call.method,
        url: call.url,
        headers: callHeaders(call, tokens),
        ...(call.body ? { payload: JSON.stringify(call.body) } : {}),
      });
      const statements = sink;
      sink = undefined;
      // A call cut short by the bench database's statement_timeout still shows what it ran.
      if (response.statusCode !== 200) {
        console.warn(`${call.name}: ${response.statusCode} ao capturar o SQL (${response.body})`);
      }
      return statements;
    },
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};
