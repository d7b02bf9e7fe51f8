import { buildApp } from './app';
import { startBanner } from './banner';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataDirLock';
import { countCompanies, seedDemo, syncCatalog } from './db/seed';
import { DEMO_COMPANY_KEY, demoUsers } from './db/seed/demoUsers';
import { syncProviderFromEnv } from './modules/directory/envProvider';
import { findCompanyByKey } from './modules/tenants/service';
import { ensurePortalBuilt } from './portalBuild';
import { rootDir } from './rootDir';

/** `npm start`: migrate, seed on first run, build the portal if needed, serve everything. */
const say = (message: string) => console.log(message);

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
say(
  config.databaseUrl
    ? 'Banco: PostgreSQL (DATABASE_URL).'
    : `Banco: PGlite embarcado em ${config.dataDir}/pglite.`,
);
await database.migrate();
await syncCatalog(database.db);
if ((await countCompanies(database.db)) === 0) {
  await seedDemo(database.db);
  say('Seguradora de demonstração criada.');
}
const idpSlug = await syncProviderFromEnv(database.db);
if (idpSlug) say(`Login corporativo (IDP_*): /login-entra-ad/${idpSlug}`);

const portalDir = await ensurePortalBuilt(rootDir, say);
// the daily policy jobs (expiry, renewal, notices) run with the served gateway only
const app = await buildApp({ db: database.db, config, portalDir, scheduledJobs: true });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
// Closing the database also releases the data directory's lock for the next start.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => void shutdown(signal));
}

await app.listen({ port: config.port, host: config.host });
const hasDemo = (await findCompanyByKey(database.db, DEMO_COMPANY_KEY)) !== undefined;
say(
  startBanner(
    `http://localhost:${config.port}`,
    portalDir !== undefined,
    hasDemo ? demoUsers : undefined,
  ),
);
