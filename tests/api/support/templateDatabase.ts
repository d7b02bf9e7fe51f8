import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedDemo, seedTenant } from '../../../server/db/seed';
import { secondTenant } from './secondTenant';
import { createDatabase, dropDatabase, databaseUrl } from './postgresAdmin';

/**
 * Where each api test file copies its database from: migrating and seeding (argon2 hashes
 * included) once per run instead of once per file. PGlite files load a dump of the data
 * directory; PostgreSQL files `CREATE DATABASE … TEMPLATE` the seeded one.
 */
export type ApiTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate;
  }
}

const seedTestData = async (db: Parameters<typeof seedDemo>[0]) => {
  await seedDemo(db);
  await seedTenant(db, secondTenant);
};

const buildPgliteTemplate = async () => {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await seedTestData(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(join(tmpdir(), 'aval-api-template-'));
  const dumpFile = join(folder, 'pglite.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpFile } as const,
    teardown: () => rm(folder, { recursive: true, force: true }),
  };
};

const buildPostgresTemplate = async (adminUrl: string) => {
  const name = `aval_template_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl, name);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
  await handle.migrate();
  await seedTestData(handle.db);
  await handle.close();
  return {
    template: { kind: 'postgres', name } as const,
    teardown: () => dropDatabase(adminUrl, name),
  };
};

/** vitest globalSetup of the api project. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { template, teardown } = adminUrl
    ? await buildPostgresTemplate(adminUrl)
    : await buildPgliteTemplate();
  project.provide('apiTemplate', template);
  return teardown;
}
