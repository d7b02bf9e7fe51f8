import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemo } from './seed';
import { DEMO_COMPANY_NAME } from './seed/demoUsers';

/** `npm run db:seed`: migrates, then seeds the demo tenant if it is missing. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
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
