import { type AnyPgColumn, integer, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

// The column builders every schema file shares. Only `companies` is imported here (companies.ts
// does not use this file); a reference to any other table goes through `requiredReference`.

/** A required foreign key: `integer(name).notNull().references(target)`. */
export const requiredReference = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** The tenant that owns the row. */
export const companyId = () => requiredReference('company_id', () => companies.id);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The public identifier the portal sees. */
export const uniqueId = () => uuid('unique_id').notNull().defaultRandom().unique();

/** The optimistic-concurrency Version (stale → 409). */
export const version = () => integer('version').notNull().default(1);

/** Reais with centavos, read and written as strings. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'string' });

/** A percentage rate with four decimals, as a string. */
export const rate = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'string' });
