import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, money, version } from './columns';
import { profiles } from './access';

/**
 * One bureau of a query type (catalogues in domain/bureauQueries.ts): its place in the fallback
 * order, how long its answer stays valid and its cost. Priorities stay 1..n per query type.
 */
export const bureauQueryParameters = pgTable(
  'bureau_query_parameters',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    queryTypeId: smallint('query_type_id').notNull(),
    bureauId: smallint('bureau_id').notNull(),
    priority: integer('priority').notNull(),
    validityDays: integer('validity_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    costPerQuery: money('cost_per_query'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bureau_query_parameters_bureau_key').on(t.companyId, t.queryTypeId, t.bureauId),
    uniqueIndex('bureau_query_parameters_priority_key').on(t.companyId, t.queryTypeId, t.priority),
  ],
);

/** The tenant's PJ query settings (domain/pjQuerySettings.ts); absent: the domain defaults. */
export const pjQuerySettings = pgTable('pj_query_settings', {
  id: serial('id').primaryKey(),
  companyId: companyId().unique(),
  queryTypeIds: jsonb('query_type_ids').$type<number[]>().notNull(),
  fillRegistration: boolean('fill_registration').notNull(),
  minCompanyAgeMonths: integer('min_company_age_months').notNull(),
  blockedSituations: jsonb('blocked_situations').$type<string[]>().notNull(),
  dataValidityDays: integer('data_validity_days').notNull(),
  version: version(),
  createdAt: createdAt(),
});

/** The tenant's broker profile settings (domain/brokerProfileSettings.ts). */
export const brokerProfileSettings = pgTable('broker_profile_settings', {
  id: serial('id').primaryKey(),
  companyId: companyId().unique(),
  /** Null: the standard broker profile (current behaviour). */
  brokerProfileId: integer('broker_profile_id').references(() => profiles.id),
  /** Null: agents keep their profile. */
  agentProfileId: integer('agent_profile_id').references(() => profiles.id),
  minCommissionPercentage: numeric('min_commission_percentage', {
    precision: 5,
    scale: 2,
    mode: 'string',
  }).notNull(),
  maxCommissionPercentage: numeric('max_commission_percentage', {
    precision: 5,
    scale: 2,
    mode: 'string',
  }).notNull(),
  version: version(),
  createdAt: createdAt(),
});
