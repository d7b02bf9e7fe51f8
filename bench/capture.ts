import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import * as schema from '../server/db/schema';
import { type BenchCall, type BenchUser, callHeaders } from './calls';

/** One statement as Drizzle sent it to `pg`. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements each call runs: the gateway's own code (buildApp) over a Drizzle client whose
 * logger records what it sends, driven once per call with app.inject. The measured gateway runs
 * in its own process without this logger.
 */
export const openCapture = async (databaseUrl: string, config: AppConfig) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let sink: Statement[] | undefined;
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
