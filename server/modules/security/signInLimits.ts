import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInAddressFailures, signInFailures, users } from '../../db/schema';

export interface SignInLimits {
  /** Failures of one login before it locks (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  /** How long a lock lasts, and the window of both counts (LOGIN_LOCK_MINUTES). */
  lockMinutes: number;
  /** Failures from one client address, across usernames, per window (LOGIN_MAX_FAILURES_PER_ADDRESS). */
  maxFailuresPerAddress: number;
}

/** The key a login's attempts are counted under: as typed, trimmed and lower-cased. */
export const loginKeyOf = (login: string) => login.trim().toLowerCase();

const windowOf = (limits: SignInLimits) => sql`make_interval(mins => ${limits.lockMinutes})`;

/**
 * Counts an attempt from `address` before the password is checked (so parallel attempts cannot
 * slip past the limit) and answers whether it may go on. A successful sign-in gives the attempt
 * back (`refundAddress`), so only failures use the allowance. Starting a new window also forgets
 * the addresses whose window has run out.
 */
export const chargeAddress = async (db: Database, address: string, limits: SignInLimits) => {
  const t = signInAddressFailures;
  const expired = sql`${t.windowStartedAt} <= now() - ${windowOf(limits)}`;
  const [row] = await db
    .insert(t)
    .values({ address, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.address,
      set: {
        failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${t.windowStartedAt} end`,
      },
    })
    .returning({ failures: t.failures });
  if (row.failures === 1) {
    await db.delete(t).where(lte(t.windowStartedAt, sql`now() - ${windowOf(limits)}`));
  }
  return row.failures <= limits.maxFailuresPerAddress;
};

export const refundAddress = (db: Database, address: string) =>
  db
    .update(signInAddressFailures)
    .set({ failures: sql`${signInAddressFailures.failures} - 1` })
    .where(and(eq(signInAddressFailures.address, address), gt(signInAddressFailures.failures, 0)));

export interface LoginAttempt {
  /** This attempt's place in the login's run of attempts without a success. */
  attempt: number;
  /** The login was locked before this attempt. */
  locked: boolean;
}

/**
 * Counts an attempt at a login (known or not) before the password is checked, in one statement
 * (safe under concurrent attempts). A lock that has run out, or a run idle for the window,
 * starts the count again; starting a count also forgets runs idle for the window.
 */
export const chargeLogin = async (
  db: Database,
  login: { companyId: number; loginKey: string },
  limits: SignInLimits,
): Promise<LoginAttempt> => {
  const t = signInFailures;
  const stale = sql`${t.lastAttemptAt} <= now() - ${windowOf(limits)}`;
  const lockOver = sql`${t.lockedUntil} <= now()`;
  const [row] = await db
    .insert(t)
    .values({ ...login, failedAttempts: 1, lastAttemptAt: sql`now()` })
    .onConflictDoUpdate({
      target: [t.companyId, t.loginKey],
      set: {
        failedAttempts: sql`case when ${lockOver} or (${t.lockedUntil} is null and ${stale}) then 1 else ${t.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${lockOver} then null else ${t.lockedUntil} end`,
        lastAttemptAt: sql`now()`,
      },
    })
    .returning({
      attempt: t.failedAttempts,
      locked: sql<boolean>`coalesce(${t.lockedUntil} > now(), false)`,
    });
  if (row.attempt === 1) {
    await db
      .delete(t)
      .where(
        and(
          lte(t.lastAttemptAt, sql`now() - ${windowOf(limits)}`),
          sql`coalesce(${t.lockedUntil} <= now(), true)`,
        ),
      );
  }
  return { attempt: Number(row.attempt), locked: Boolean(row.locked) };
};

/** Locks a login for LOGIN_LOCK_MINUTES (its attempts reached the limit). */
export const lockLogin = (
  db: Database,
  login: { companyId: number; loginKey: string },
  limits: SignInLimits,
) =>
  db
    .update(signInFailures)
    .set({ lockedUntil: sql`now() + ${windowOf(limits)}` })
    .where(
      and(
        eq(signInFailures.companyId, login.companyId),
        eq(signInFailures.loginKey, login.loginKey),
      ),
    );

/** A successful sign-in or a new password: the login's count and lock are gone. */
export const clearLogin = (db: Database, login: { companyId: number; loginKey: string }) =>
  db
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.companyId, login.companyId),
        eq(signInFailures.loginKey, login.loginKey),
      ),
    );

/** A new password clears the lock of the user's login (its attempts as typed, any case). */
export const clearLoginOfUser = (db: Database, user: { userId: number; companyId: number }) =>
  db
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.companyId, user.companyId),
        sql`${signInFailures.loginKey} = (select lower(trim(${users.login})) from ${users} where ${users.id} = ${user.userId} and ${users.companyId} = ${user.companyId})`,
      ),
    );
