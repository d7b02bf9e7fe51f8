import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, uniqueId, version } from './columns';
import { brokers, persons } from './people';

/** Side-menu ids of the spec (domain/menus.ts), shared by every tenant. */
export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Functionality ids of the spec (domain/functionalities.ts), each under one menu. */
export const functionalities = pgTable('functionalities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    name: text('name').notNull(),
    userTypeId: smallint('user_type_id').notNull(),
    homeMenuId: integer('home_menu_id').references(() => menus.id),
    createdAt: createdAt(),
    /** Soft delete (DeleteProfile): deleted users keep pointing at it; the name is freed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('profiles_company_type_name_key')
      .on(t.companyId, t.userTypeId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** One functionality granted to a profile, under its menu; `order` is the menu's place in the side menu. */
export const profileGrants = pgTable(
  'profile_grants',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    functionalityId: integer('functionality_id')
      .notNull()
      .references(() => functionalities.id),
    order: integer('order').notNull(),
    refUniqueId: text('ref_unique_id'),
  },
  (t) => [
    uniqueIndex('profile_grants_profile_functionality_key').on(t.profileId, t.functionalityId),
  ],
);

/** UserInfo of the spec: a sign-in account of a person in one tenant. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    login: text('login').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    userTypeId: smallint('user_type_id').notNull(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    brokerId: integer('broker_id').references(() => brokers.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Null until the user sets a password through the first-access link. */
    passwordHash: text('password_hash'),
    /** Set by an administrator (ForceChangeUserInfoPassword): the next sign-in must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The user's own home menu; the profile's when null. */
    homeMenuId: integer('home_menu_id').references(() => menus.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    /** Soft delete: history and acceptances keep pointing at the row; the login is freed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_company_login_key')
      .on(t.companyId, sql`lower(${t.login})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_profile_idx').on(t.profileId),
    index('users_broker_idx').on(t.brokerId),
  ],
);

/** Opaque refresh tokens, kept only as a sha-256 hash; a family is one sign-in's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // the access guard's per-call check that a session is live (principal.ts)
    index('refresh_tokens_live_family_idx')
      .on(t.familyId, t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Single-use, expiring tokens sent to a user (first access, password recovery) or issued by an
 * administrator for single sign-on; kept only as a sha-256 hash.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'first_access' | 'password_reset' | 'sso' */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Brokers a risk advisor may act for (Advisor/AuthenticationBroker, the advisor's broker list). */
export const advisorBrokers = pgTable(
  'advisor_brokers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    advisorUserId: integer('advisor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('advisor_brokers_key').on(t.advisorUserId, t.brokerId)],
);
