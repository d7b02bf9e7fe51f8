import type { Database } from '../../client';
import { seedDemoBeneficiaries } from './beneficiaries';
import { seedDemoBrokers } from './brokers';
import { seedDemoDocuments } from './documents';
import { seedDemoInsureds } from './insureds';
import { seedDemoPolicyHolders } from './policyHolders';

/** The demo tenant's parties, in dependency order (nominations need brokers, documents parties). */
export const seedDemoParties = async (db: Database, companyId: number) => {
  await seedDemoBrokers(db, companyId);
  await seedDemoPolicyHolders(db, companyId);
  await seedDemoInsureds(db, companyId);
  await seedDemoBeneficiaries(db, companyId);
  await seedDemoDocuments(db, companyId);
};
