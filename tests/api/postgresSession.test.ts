import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { createTestDatabase } from './support/testDatabase';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the gateway’s PostgreSQL sessions', () => {
  it('run without JIT (compiling a capped count cost more than running it)', async (context) => {
    // PGlite has no JIT to turn off: the setting is the server's
    if (handle.driver !== 'postgres') return context.skip();
    const { rows } = (await handle.db.execute(sql`select current_setting('jit') as jit`)) as {
      rows: { jit: string }[];
    };
    expect(rows[0].jit).toBe('off');
  });
});
