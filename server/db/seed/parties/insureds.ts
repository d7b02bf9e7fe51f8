import type { Database } from '../../client';

/** Demo insured parties (public and private) with addresses, and beneficiaries. */
export const seedDemoInsureds = async (_db: Database, _companyId: number) => {};
