import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { defaultConfig } from '../server/config';
import { openDatabase, POSTGRES_SESSION_OPTIONS } from '../server/db/client';
import { type BenchCall, benchCalls, selectCalls } from './calls';
import { openCapture, type Statement } from './capture';
import { seedBenchKanban } from './kanbanSeed';
import { startGateway } from './child';
import { createBenchDatabase, waitUntilQuiet } from './database';
import { measureCall } from './load';
import { readOptions } from './options';
import { runPglite } from './pglite';
import { writePlans } from './plans';
import { loadSql } from './rawSql';
import { pgliteTable, type Row, table } from './report';
import { isSeeded, seedBench, seedBenchCoBrokers } from './seed';
import { argon2VerifyMs, signInAll } from './signIn';
import { findTargets } from './targets';

/**
 * `npm run bench`: seeds a PostgreSQL database of its own, starts the gateway on it in a child
 * process and, per call and concurrency, measures the gateway (autocannon over loopback) and then
 * the same SQL through `pg` alone. README, "Bench", says what the numbers mean.
 */
const options = readOptions();
const say = (message: string) => console.log(message);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
/** The gateway's own pool size (server/db/client.ts): the SQL runs get the same. */
const GATEWAY_POOL_SIZE = 10;

const database = await createBenchDatabase(
  options.adminUrl,
  options.scale,
  options.keep,
  options.databaseName,
);
const dataDir = await mkdtemp(join(tmpdir(), 'aval-bench-'));
const jwtSecret = randomBytes(48).toString('base64url');
const cleanups: (() => Promise<unknown>)[] = [
  () => database.release(),
  () => rm(dataDir, { recursive: true, force: true }),
];

let cleaning: Promise<void> | undefined;
/** Runs the cleanups once; a second caller waits for the same run. */
const cleanUp = () => {
  cleaning ??= (async () => {
    for (const cleanup of cleanups) {
      await cleanup().catch((error: unknown) => console.error(error));
    }
  })();
  return cleaning;
};
// Interrupted (Ctrl-C): still stop the gateway and drop the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  say(
    `Banco ${database.name}; escala ${options.scale}; ${options.proposals} propostas; ${options.policies} apólices; ${options.durationSeconds} s por medida.`,
  );
  const handle = await openDatabase({ url: database.url });
  cleanups.unshift(() => handle.close());
  await handle.migrate();
  if (await isSeeded(handle.db, options.scale, options.proposals, options.policies)) {
    say('Banco já semeado (BENCH_KEEP).');
  } else {
    const begun = performance.now();
    await seedBench(handle.db, options.scale, options.proposals, options.policies);
    say(`Semeado em ${seconds(begun)} s.`);
  }
  await seedBenchCoBrokers(handle.db);
  const kanbanBegun = performance.now();
  const kanban = {
    pipeId: await seedBenchKanban(handle.db, options.kanbanCards),
    cards: options.kanbanCards,
  };
  say(`Esteira do bench: ${options.kanbanCards} cards (${seconds(kanbanBegun)} s).`);
  const calls = selectCalls(
    benchCalls(await findTargets(handle.db, options.scale, kanban)),
    options.calls,
  );

  await database.limitStatements(options.statementTimeoutSeconds);
  const gateway = await startGateway({
    port: options.port,
    dataDir,
    jwtSecret,
    databaseUrl: database.url,
  });
  let stopGateway: (() => Promise<void>) | undefined = () => gateway.stop();
  cleanups.unshift(() => stopGateway?.() ?? Promise.resolve());
  const argon2Ms = await argon2VerifyMs(handle.db);

  const config = defaultConfig({ jwtSecret, dataDir, databaseUrl: database.url });
  const capture = await openCapture(database.url, config);
  // the raw SQL runs with the gateway's session settings (JIT off), so both sides plan alike
  const pool = new pg.Pool({
    connectionString: database.url,
    max: GATEWAY_POOL_SIZE,
    options: POSTGRES_SESSION_OPTIONS,
  });
  cleanups.unshift(() => pool.end());
  const statements = new Map<BenchCall, Statement[]>();
  {
    const tokens = await signInAll(gateway.baseUrl);
    for (const call of calls) {
      const captured = await capture.statementsOf(call, tokens);
      statements.set(call, captured);
      if (call.search) {
        const header = `escala ${options.scale}, ${options.proposals} propostas, ${new Date().toISOString()}`;
        say(`Plano: ${await writePlans(pool, options.plansDir, call.name, header, captured)}`);
      }
    }
    await capture.close();
  }

  const rows: Row[] = [];
  for (const call of calls) {
    for (const connections of options.connections) {
      const { measure: measured } = await measureCall(
        gateway.baseUrl,
        call,
        connections,
        options.durationSeconds,
      );
      await waitUntilQuiet(pool);
      const sql = await loadSql(
        pool,
        statements.get(call) ?? [],
        connections,
        options.durationSeconds,
      );
      await waitUntilQuiet(pool);
      const row = { call: call.name, connections, gateway: measured, sql };
      rows.push(row);
      say(table([row]).split('\n')[2]);
    }
  }
  await gateway.stop();
  stopGateway = undefined;

  say('\nGateway (PostgreSQL) e o mesmo SQL pelo pg, na mesma concorrência:\n');
  say(table(rows));
  say(
    `\nargon2id: um verify do hash do admin leva ${argon2Ms.toFixed(1)} ms (mediana de 7); ` +
      'o sign-in inclui um.',
  );
  for (const call of calls) {
    const verbs = (statements.get(call) ?? []).map((statement) => statement.text.split(' ')[0]);
    say(`${call.name}: ${verbs.length} comandos SQL por chamada (${verbs.join(', ')})`);
  }

  if (options.pglite) {
    const pgliteRows = await runPglite(options, rows, jwtSecret);
    say('\nGateway em PGlite (embarcado) e em PostgreSQL, mesma carga:\n');
    say(pgliteTable(pgliteRows));
  }
} finally {
  await cleanUp();
}
