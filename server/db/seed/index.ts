import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema';
import { seedDemoBureauParameters } from './bureauParameters';
import { syncCatalog } from './catalog';
import { demoTenant } from './demoTenant';
import { seedDemoGeneralConditions } from './generalConditions';
import { seedDemoInstallmentParameters } from './installmentParameters';
import { seedDemoKanban } from './kanban';
import { seedDemoModalities } from './modalities';
import { seedDemoParties } from './parties';
import { seedDemoPolicies } from './policies';
import { seedDemoProposals } from './proposals';
import { seedDemoRenewalAnniversary } from './renewalAnniversary';
import { seedTenant } from './tenant';

export { syncCatalog } from './catalog';
export { seedTenant, type TenantDefinition } from './tenant';

export const countCompanies = async (db: Database) => {
  const [row] = await db.select({ total: count() }).from(companies);
  return row.total;
};

/** Seeds the demo tenant unless it exists already; answers whether it created it. */
export const seedDemo = async (db: Database): Promise<boolean> => {
  await syncCatalog(db);
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyKey, demoTenant.company.companyKey))
    .limit(1);
  if (existing) return false;
  const company = await seedTenant(db, demoTenant);
  await seedDemoParties(db, company.id);
  await seedDemoModalities(db, company.id);
  await seedDemoInstallmentParameters(db, company.id);
  await seedDemoRenewalAnniversary(db, company.id);
  await seedDemoBureauParameters(db, company.id);
  await seedDemoGeneralConditions(db, company.id);
  await seedDemoProposals(db, company.id);
  await seedDemoPolicies(db, company.id);
  await seedDemoKanban(db, company.id);
  return true;
};
