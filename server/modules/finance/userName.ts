import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, users } from '../../db/schema';
import type { AuthContext } from '../security/principal';

/** The signed-in user's name (its person's), as settlements and issuance record who acted. */
export const userName = async (db: Database, auth: AuthContext) => {
  const [row] = await db
    .select({ name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.id, auth.userId), eq(users.companyId, auth.companyId)));
  return row?.name ?? null;
};
