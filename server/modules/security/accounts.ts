import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const accountColumns = {
  id: users.id,
  companyId: users.companyId,
  userTypeId: users.userTypeId,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
};

export type Account = Awaited<ReturnType<typeof findAccountByLogin>>;

/** The sign-in account of a login (case-insensitive) within one tenant. */
export const findAccountByLogin = async (db: Database, companyId: number, login: string) => {
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(sql`lower(${users.login})`, login.toLowerCase()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return account;
};

export const findAccountById = async (db: Database, companyId: number, userId: number) => {
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return account;
};

export const registerSuccessfulSignIn = (db: Database, userId: number) =>
  db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
