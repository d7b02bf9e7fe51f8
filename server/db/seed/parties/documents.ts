import type { Database } from '../../client';

/** Demo request documents of the parties and the insurer's catalogue. */
export const seedDemoDocuments = async (_db: Database, _companyId: number) => {};
