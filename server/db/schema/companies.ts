import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const portalThemes = ['default', 'semi-dark', 'dark'] as const;
export type PortalTheme = (typeof portalThemes)[number];

/** A tenant: one insurer, with its portal configuration (spec part 2 §3 "Application config"). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    uniqueId: uuid('unique_id').notNull().defaultRandom().unique(),
    companyKey: text('company_key').notNull().unique(),
    name: text('name').notNull(),
    cnpj: text('cnpj').notNull(),
    /** The insurer's code at SUSEP (printed on the policy document; issue 15). */
    susepCode: text('susep_code'),
    email: text('email'),
    zipCode: text('zip_code'),
    addressName: text('address_name'),
    addressNumber: text('address_number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    state: text('state'),
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceMessage: text('maintenance_message'),
    warnMaintenance: boolean('warn_maintenance').notNull().default(false),
    primaryColor: text('primary_color').notNull().default('#0e65a5'),
    figureColor: text('figure_color').notNull().default('#0e65a5'),
    lineColor: text('line_color').notNull().default('#ff9f43'),
    fontFamily: text('font_family').notNull().default('Montserrat'),
    fontFamilyUrl: text('font_family_url'),
    theme: text('theme').$type<PortalTheme>().notNull().default('default'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('companies_theme_check', sql`${t.theme} in ('default', 'semi-dark', 'dark')`)],
);

/** Host names a tenant answers for, stored lower-case. */
export const companyDns = pgTable('company_dns', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  dns: text('dns').notNull().unique(),
});
