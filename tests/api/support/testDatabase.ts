import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { createDatabase, databaseUrl, dropDatabase } from './postgresAdmin';

/**
 * A fresh database for one test file, copied from the run's migrated and seeded template (see
 * templateDatabase.ts): in-memory PGlite loaded from the template's dump, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new `aval_test_<random>` database made from
 * the template and dropped on close.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const template = inject('apiTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed with a PostgreSQL template');
  const name = `aval_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl, name, template.name);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
};
