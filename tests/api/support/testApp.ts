import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../server/app';
import { type AppConfig, defaultConfig } from '../../../server/config';
import type { Database, DatabaseHandle } from '../../../server/db/client';
import { createTestDatabase } from './testDatabase';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig =>
  defaultConfig({
    jwtSecret: 'aval-test-secret-that-is-long-enough-0123456789',
    rateLimit: { max: 100_000, signInMax: 10_000, windowMs: 60_000 },
    ...overrides,
  });

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** Another gateway on the same database, e.g. with a tiny token lifetime or rate limit. */
  variant(
    overrides: Partial<AppConfig>,
    options?: Partial<BuildAppOptions>,
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

type TestAppOptions = Partial<Omit<BuildAppOptions, 'db' | 'config'>> & {
  config?: Partial<AppConfig>;
};

/** A gateway on a fresh copy of the template database: the demo tenant and a second small tenant. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const database: DatabaseHandle = await createTestDatabase();
  const { config: overrides, ...buildOptions } = options;
  const config = testConfig(overrides);
  const app = await buildApp({ db: database.db, config, logger: false, ...buildOptions });
  const variants: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    config,
    variant: async (variantOverrides, variantOptions = {}) => {
      const variant = await buildApp({
        db: database.db,
        config: testConfig({ ...overrides, ...variantOverrides }),
        logger: false,
        ...variantOptions,
      });
      variants.push(variant);
      return variant;
    },
    close: async () => {
      for (const variant of variants) await variant.close();
      await app.close();
      await database.close();
    },
  };
};
