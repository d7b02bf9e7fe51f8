import { buildApp } from '../server/app';
import { defaultConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

/**
 * The gateway as `npm start` runs it (same database client, pool of 10, pino JSON at info on
 * stdout), in its own process so the load generator does not share its event loop. Only the
 * rate limits and sign-in attempt limits are raised: a load test comes from one address and signs
 * the same login in concurrently. argon2id keeps its parameters.
 * Started by bench/gateway.ts with BENCH_GATEWAY={port, databaseUrl?, dataDir, jwtSecret}.
 */
export interface ServeOptions {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
}

const options = JSON.parse(process.env.BENCH_GATEWAY ?? '{}') as ServeOptions;
const LOAD_TEST_LIMIT = 1_000_000_000;
const config = defaultConfig({
  port: options.port,
  host: '127.0.0.1',
  databaseUrl: options.databaseUrl,
  dataDir: options.dataDir,
  jwtSecret: options.jwtSecret,
  rateLimit: { max: LOAD_TEST_LIMIT, signInMax: LOAD_TEST_LIMIT, windowMs: 60_000 },
  // Attempts are charged before the password is checked and given back on success, so more
  // than LOGIN_MAX_FAILURES concurrent correct sign-ins of one login (or more than
  // LOGIN_MAX_FAILURES_PER_ADDRESS from one address) would lock it or answer 429.
  loginMaxFailures: LOAD_TEST_LIMIT,
  loginMaxFailuresPerAddress: LOAD_TEST_LIMIT,
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ db: database.db, config });
await app.listen({ port: config.port, host: config.host });
process.send?.('ready');
const shutdown = () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
// The bench died without stopping us (its IPC channel closed): stop too.
process.once('disconnect', shutdown);
