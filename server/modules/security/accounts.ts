import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const accountColumns = {
  id: users.id,
  companyId: users.companyId,
  userTypeId: users.userTypeId,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  isLocked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`,
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

/**
 * Counts a failed sign-in in one statement (safe under concurrent attempts); reaching the limit
 * locks the account. A lock that has run out starts the count again. Answers whether it is locked.
 */
export const registerFailedSignIn = async (
  db: Database,
  userId: number,
  limits: { maxFailures: number; lockMinutes: number },
) => {
  const failures = sql`(case when ${users.lockedUntil} <= now() then 1 else ${users.failedAttempts} + 1 end)`;
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: failures,
      lockedUntil: sql`case when ${failures} >= ${limits.maxFailures} then now() + make_interval(mins => ${limits.lockMinutes}) else null end`,
    })
    .where(eq(users.id, userId))
    .returning({ locked: sql<boolean>`${users.lockedUntil} is not null` });
  return row?.locked ?? false;
};

export const registerSuccessfulSignIn = (db: Database, userId: number) =>
  db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
