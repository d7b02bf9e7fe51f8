import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client';
import { benchCalls, callHeaders, selectCalls } from './calls';
import { startGateway } from './child';
import { measureCall } from './load';
import type { BenchOptions } from './options';
import type { PgliteRow, Row } from './report';
import { seedBench } from './seed';
import { findTargets } from './targets';

/**
 * The calls marked `pglite` against a gateway on the embedded PGlite, seeded at the same scale,
 * beside the PostgreSQL gateway's measure of the same call at the same concurrency.
 */
export const runPglite = async (
  options: BenchOptions,
  postgresRows: Row[],
  jwtSecret: string,
): Promise<PgliteRow[]> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'aval-bench-pglite-'));
  try {
    const handle = await openDatabase({ dataDir });
    let calls;
    try {
      await handle.migrate();
      const begun = performance.now();
      await seedBench(handle.db, options.scale);
      console.log(`PGlite semeado em ${((performance.now() - begun) / 1000).toFixed(1)} s.`);
      // the kanban board is measured on PostgreSQL only: no pipe is filled here
      const noKanban = { pipeId: 0, cards: 0 };
      calls = selectCalls(
        benchCalls(await findTargets(handle.db, options.scale, noKanban)),
        options.calls,
      );
    } finally {
      await handle.close();
    }
    const gateway = await startGateway({ port: options.port, dataDir, jwtSecret });
    const rows: PgliteRow[] = [];
    try {
      const connections = options.pgliteConnections;
      for (const call of calls.filter((candidate) => candidate.pglite)) {
        const postgres = postgresRows.find(
          (row) => row.call === call.name && row.connections === connections,
        )?.gateway;
        if (!postgres) continue;
        const { measure: pglite, tokens } = await measureCall(
          gateway.baseUrl,
          call,
          connections,
          options.durationSeconds,
        );
        rows.push({ call: call.name, connections, postgres, pglite });
        // PGlite runs one query at a time: wait until what the measure left queued is answered.
        await fetch(`${gateway.baseUrl}/api/Security/GetUserInfo`, {
          headers: callHeaders({ ...call, body: undefined, user: 'admin' }, tokens),
        });
      }
    } finally {
      await gateway.stop();
    }
    return rows;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
