import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, uniqueId, updatedAt, version } from './columns';
import { users } from './access';
import { archives } from './archives';
import { policyHolders } from './parties';

export interface CcgGuarantorRow {
  Name: string;
  Cpf: string;
  Email: string;
}

/**
 * A policy holder's CCG (contrato de contragarantia): the contract generated from the tenant's
 * template, its signed copy and where it is in its lifecycle (status: domain/ccgStatus.ts). A
 * holder may have several over time (a refused change is followed by a new one); the newest sets
 * policy_holders.ccg_status.
 */
export const policyHolderCcgs = pgTable(
  'policy_holder_ccgs',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    policyHolderId: integer('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    /** Signed on paper and uploaded by the insurer (its card is ANALISE_CCG_MANUAL). */
    manual: boolean('manual').notNull().default(false),
    contractArchiveId: integer('contract_archive_id').references(() => archives.id, {
      onDelete: 'set null',
    }),
    signedArchiveId: integer('signed_archive_id').references(() => archives.id, {
      onDelete: 'set null',
    }),
    guarantors: jsonb('guarantors').$type<CcgGuarantorRow[]>().notNull().default([]),
    refusalReason: text('refusal_reason'),
    sentToBrokerAt: timestamp('sent_to_broker_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('policy_holder_ccgs_holder_idx').on(t.companyId, t.policyHolderId, t.id)],
);

/** The tenant's CCG contract template (/contrato): rich text with tags, sanitised when saved. */
export const ccgTemplates = pgTable(
  'ccg_templates',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    content: text('content').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ccg_templates_company_key').on(t.companyId)],
);

/** The steps a CCG goes through as the tenant administers them (/stepper). */
export const ccgSteps = pgTable(
  'ccg_steps',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    sortOrder: integer('sort_order').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The CCGStatus the step represents (domain/ccgStatus.ts). */
    ccgStatus: smallint('ccg_status').notNull(),
    required: boolean('required').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('ccg_steps_company_order_idx').on(t.companyId, t.sortOrder)],
);
