import type { Database } from '../../client';

/** Demo brokers' financial data, partners, commissions and a pending self-registered broker. */
export const seedDemoBrokers = async (_db: Database, _companyId: number) => {};
