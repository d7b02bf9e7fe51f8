import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { brokers } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { companyIdOf } from '../support/fixtures';

/** The demo tenant's broker whose name starts with `name`. */
export const demoBroker = async (db: Database, name: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const rows = await db
    .select()
    .from(brokers)
    .where(and(eq(brokers.companyId, companyId)));
  const broker = rows.find((row) => row.name.startsWith(name));
  if (!broker) throw new Error(`broker ${name} not seeded`);
  return { ...broker, companyId };
};
