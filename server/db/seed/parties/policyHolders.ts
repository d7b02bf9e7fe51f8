import type { Database } from '../../client';

/** Demo policy holders with branches, addresses, financials, limits and nominations. */
export const seedDemoPolicyHolders = async (_db: Database, _companyId: number) => {};
