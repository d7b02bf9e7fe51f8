import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const checkDatabase = async (db: Database) => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
