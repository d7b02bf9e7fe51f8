import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { companies } from './companies';
import { companyId, createdAt, money, rate, uniqueId, updatedAt, version } from './columns';
import { generalConditionVersions } from './generalConditions';
import { modalities } from './modalities';
import {
  beneficiaries,
  insureds,
  partyLocations,
  policyHolderBranches,
  policyHolders,
} from './parties';
import { brokers } from './people';

/**
 * The tenant's underwriting parameters (one row per tenant; domain/ defaults when absent): the
 * retention limit above which reinsurance refers for facultative placement, and IOF (0 % for
 * surety by default).
 */
export const underwritingSettings = pgTable('underwriting_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  retentionLimit: money('retention_limit').notNull(),
  iofPercentage: rate('iof_percentage').notNull(),
  version: version(),
});

/** The last proposal Number handed out per tenant (sequential, never reused). */
export const proposalNumbers = pgTable('proposal_numbers', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A quote and, once submitted, a proposal (spec part 2 §3 "Proposal"). Money is numeric(18,2),
 * rates numeric(9,4) percent a year; term dates are `date`. The quote is saved as a server draft
 * from the first wizard step on (status Cotação), so most risk fields are nullable until then.
 * status: domain/proposalStatus.ts; emissionProposalType: domain/acceptanceTerms.ts ids.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    number: integer('number').notNull(),
    status: smallint('status').notNull().default(1),
    emissionProposalType: smallint('emission_proposal_type').notNull().default(1),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    policyHolderId: integer('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    policyHolderBranchId: integer('policy_holder_branch_id').references(
      () => policyHolderBranches.id,
      { onDelete: 'set null' },
    ),
    insuredId: integer('insured_id').references(() => insureds.id),
    insuredLocationId: integer('insured_location_id').references(() => partyLocations.id),
    modalityId: integer('modality_id').references(() => modalities.id),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    deadlineDays: integer('deadline_days'),
    insuredAmountValue: money('insured_amount_value'),
    complementaryModalityId: integer('complementary_modality_id').references(() => modalities.id),
    complementaryStartDate: date('complementary_start_date', { mode: 'string' }),
    complementaryEndDate: date('complementary_end_date', { mode: 'string' }),
    complementaryDeadlineDays: integer('complementary_deadline_days'),
    complementaryInsuredAmountValue: money('complementary_insured_amount_value'),
    /** Ids of the modality's additional coverages the broker chose. */
    additionalCoverageIds: jsonb('additional_coverage_ids').$type<number[]>().notNull().default([]),
    /** Financial data (CalculateFinancialData); RiskRate is the spec's "Tax". */
    riskRate: rate('risk_rate'),
    /** Set when insurer staff changed the rate (within the pricing module's bounds). */
    riskRateOverride: rate('risk_rate_override'),
    insurancePremium: money('insurance_premium'),
    minInsurancePremium: money('min_insurance_premium'),
    comissionValue: money('comission_value'),
    comissionPercentage: rate('comission_percentage'),
    calculatePerComissionPercentage: boolean('calculate_per_comission_percentage')
      .notNull()
      .default(true),
    iofValue: money('iof_value'),
    numberOfInstallment: integer('number_of_installment'),
    gracePeriod: integer('grace_period'),
    /** 'boleto' until other methods exist. */
    paymentMethod: text('payment_method').notNull().default('boleto'),
    /** The last calculation's memory (steps with factors and values) as the portal shows it. */
    calculationMemory: jsonb('calculation_memory').$type<unknown[]>(),
    financialUpdatedAt: timestamp('financial_updated_at', { withTimezone: true }),
    /** The general-conditions version in force when the quote was made. */
    generalConditionVersionId: integer('general_condition_version_id').references(
      () => generalConditionVersions.id,
    ),
    /** Lei 15.040/2024: the insurer accepts or refuses within 25 days of submission. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    legalDeadline: date('legal_deadline', { mode: 'string' }),
    cancelJustification: text('cancel_justification'),
    /** The risk data as approved, kept to detect a later risk change (GetProposalRiskChange). */
    approvedRiskSnapshot: jsonb('approved_risk_snapshot').$type<Record<string, unknown>>(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('proposals_company_number_key').on(t.companyId, t.number),
    // The lists page newest first, per tenant and per broker, optionally by status.
    index('proposals_company_id_idx').on(t.companyId, t.id),
    index('proposals_broker_idx').on(t.companyId, t.brokerId, t.id),
    index('proposals_status_idx').on(t.companyId, t.status, t.id),
    // the tenant beside the party: a party-name search counts the matching parties' proposals
    // from these alone (index-only), not by reading every proposal of the tenant (bench/plans)
    index('proposals_holder_idx').on(t.policyHolderId, t.companyId, t.status),
    index('proposals_insured_idx').on(t.insuredId, t.companyId),
    index('proposals_deadline_idx').on(t.companyId, t.legalDeadline),
    // bench/plans at 1M proposals: the insurer's "vencendo" filter (status Em análise and the
    // deadline) and the term-window filter are counted from these instead of the whole tenant
    index('proposals_status_deadline_idx').on(t.companyId, t.status, t.legalDeadline),
    index('proposals_start_date_idx').on(t.companyId, t.startDate),
  ],
);

/** Co-brokers of a proposal with their share of the commission (percent). Read-only for them. */
export const proposalCoBrokers = pgTable(
  'proposal_co_brokers',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    commissionSharePercentage: rate('commission_share_percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.proposalId, t.brokerId] }),
    index('proposal_co_brokers_broker_idx').on(t.brokerId),
  ],
);

/** Beneficiaries named in a proposal. */
export const proposalBeneficiaries = pgTable(
  'proposal_beneficiaries',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.beneficiaryId] })],
);

/**
 * The proposal's contractual terms: the object (termType 1) and the particular clauses, each
 * copied from the modality's text when chosen, with its tags and their values. kind:
 * 'object' | 'particular_clause'. Value is sanitised rich text.
 */
export const proposalContractualTerms = pgTable(
  'proposal_contractual_terms',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The modality's clause or term it came from; null for a text written for this proposal. */
    sourceId: integer('source_id'),
    title: text('title'),
    value: text('value').notNull(),
    jsonTag: jsonb('json_tag').$type<string[]>().notNull().default([]),
    jsonTagValue: jsonb('json_tag_value').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('proposal_contractual_terms_idx').on(t.proposalId, t.kind, t.sortOrder)],
);

/**
 * The timeline of a proposal (domain/timeline.ts): each step (situation) with where it stands
 * (status), who moved it and when, and an optional note (an observation, a reason).
 */
export const proposalTimeline = pgTable(
  'proposal_timeline',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    situation: smallint('situation').notNull(),
    status: smallint('status').notNull(),
    /** The proposal status the event left it in. */
    proposalStatus: smallint('proposal_status').notNull(),
    note: text('note'),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_timeline_idx').on(t.proposalId, t.changedAt)],
);

/** Observations on a proposal (the insurer's adjustment requests, the broker's answers). */
export const proposalObservations = pgTable(
  'proposal_observations',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    /** 'adjustment' | 'cancel' | 'note' */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proposal_observations_idx').on(t.proposalId, t.createdAt)],
);

/** One run of an automatic approval engine over a proposal: what it read and what it decided. */
export const proposalEngineLogs = pgTable(
  'proposal_engine_logs',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    engine: text('engine').notNull(),
    /** 'approved' | 'referred' | 'refused' */
    verdict: text('verdict').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    ranByUserId: integer('ran_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_engine_logs_idx').on(t.proposalId, t.ranAt)],
);

/**
 * An analysis the engines left to the insurer (a referral): the kanban issue turns these into
 * cards. Resolved when the analyst decides or the proposal leaves analysis.
 */
export const proposalPendingAnalyses = pgTable(
  'proposal_pending_analyses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    engine: text('engine').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('proposal_pending_analyses_idx').on(t.companyId, t.resolvedAt)],
);
