import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DataDirLockedError } from './dataDirLock';
import { seedDemo } from './seed';
import { DEMO_COMPANY_NAME } from './seed/demoUsers';

/** `npm run db:seed`: migrates, then seeds the demo tenant if it is missing. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
try {
  await database.migrate();
  const created = await seedDemo(database.db);
  console.log(
    created
      ? `Seguradora de demonstração "${DEMO_COMPANY_NAME}" criada.`
      : `Seguradora de demonstração "${DEMO_COMPANY_NAME}" já existe; nada a fazer.`,
  );
} finally {
  await database.close();
}
