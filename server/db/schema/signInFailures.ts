import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './columns';

/**
 * Password sign-in attempts per tenant and login as typed (trimmed, lower-cased), whether or not
 * such a user exists, so an unknown login counts and locks exactly like a real one. A successful
 * sign-in or a new password deletes the row; a row idle for LOGIN_LOCK_MINUTES is forgotten.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    companyId: companyId(),
    loginKey: text('login_key').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.loginKey] }),
    index('sign_in_failures_last_attempt_idx').on(t.lastAttemptAt),
  ],
);

/**
 * Failed password sign-ins per client address across usernames and tenants, in a fixed window of
 * LOGIN_LOCK_MINUTES, shared by every gateway instance on the database.
 */
export const signInAddressFailures = pgTable(
  'sign_in_address_failures',
  {
    address: text('address').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_address_failures_window_idx').on(t.windowStartedAt)],
);
