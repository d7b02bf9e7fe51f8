import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, money, rate, uniqueId, updatedAt, version } from './columns';
import { users } from './access';
import { archives } from './archives';
import { branchActivities } from './branchActivities';
import { brokers } from './people';
import { companies } from './companies';

/** A policy holder (tomador): the company (or person) whose obligation the bond guarantees. */
export const policyHolders = pgTable(
  'policy_holders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    name: text('name').notNull(),
    /** CPF or CNPJ (numeric or alphanumeric), mask stripped, upper case. */
    cpfCnpj: text('cpf_cnpj').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isRestrictiveBlocked: boolean('is_restrictive_blocked').notNull().default(false),
    ignoreCcgSignature: boolean('ignore_ccg_signature').notNull().default(false),
    enableAnnualInstallments: boolean('enable_annual_installments').notNull().default(false),
    /** Complementary data (SaveComplementarData): contact and financials behind the limits. */
    email: text('email'),
    phone: text('phone'),
    mainActivity: text('main_activity'),
    foundationDate: date('foundation_date', { mode: 'string' }),
    annualRevenue: money('annual_revenue'),
    netWorth: money('net_worth'),
    /** Economic group: the holding (another holder of the tenant) this holder belongs to. */
    economicGroupName: text('economic_group_name'),
    economicGroupHoldingId: integer('economic_group_holding_id'),
    /** Limits and rates (CalculatePolicyHolderLimitsAndRates; rule in domain/). */
    riskClass: text('risk_class'),
    limitValue: money('limit_value'),
    limitUsedValue: money('limit_used_value').notNull().default('0'),
    baseRate: rate('base_rate'),
    limitsCalculatedAt: timestamp('limits_calculated_at', { withTimezone: true }),
    /** CCG (contrato de contragarantia) status, domain/ccgStatus.ts; its lifecycle comes with the kanban. */
    ccgStatus: smallint('ccg_status'),
    /** When the bureau data (Receita, QSA) was last queried; checked against the PJ query validity. */
    bureauDataQueriedAt: timestamp('bureau_data_queried_at', { withTimezone: true }),
    /** Situação cadastral of the CNPJ at that query (domain/pjQuerySettings.ts cnpjSituations). */
    cnpjSituation: text('cnpj_situation'),
    /** The holder's branch of activity is one the insurer restricts (subscription refers). */
    isRestrictedBranchActivity: boolean('is_restricted_branch_activity').notNull().default(false),
    /**
     * The holder's branch of activity (branch_activities). isRestrictedBranchActivity follows the
     * catalogue's flag when it is set, and is cleared when an underwriter accepts a restricted
     * one (RAMO_ATIVIDADE card approved, branchActivityApprovedAt), so the engine stops referring.
     */
    branchActivityId: integer('branch_activity_id').references(() => branchActivities.id),
    branchActivityApprovedAt: timestamp('branch_activity_approved_at', { withTimezone: true }),
    /** Set by sendRequestToAnalysis; cleared when the insurer has reviewed every document. */
    sentToAnalysisAt: timestamp('sent_to_analysis_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('policy_holders_company_document_key').on(t.companyId, t.cpfCnpj),
    // Lists page in (name, id) order: the id makes the page's ids an index-only scan.
    index('policy_holders_company_name_idx').on(t.companyId, t.name, t.id),
    // "Contains" searches (ILIKE '%…%' on the name, LIKE '%…%' on the document): trigrams.
    index('policy_holders_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('policy_holders_document_trgm_idx').using('gin', t.cpfCnpj.op('gin_trgm_ops')),
    index('policy_holders_economic_group_idx').on(t.companyId, t.economicGroupHoldingId),
  ],
);

/** A branch (filial) of a policy holder, by its own CNPJ (same root as the holder's). */
export const policyHolderBranches = pgTable(
  'policy_holder_branches',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    policyHolderId: integer('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id, { onDelete: 'cascade' }),
    cnpj: text('cnpj').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('policy_holder_branches_key').on(t.policyHolderId, t.cnpj)],
);

/**
 * A broker nominated by a policy holder (carta de nomeação). A broker sees a holder only while
 * an `approved` nomination links them. status: 'pending' | 'approved' | 'rejected' | 'revoked'.
 */
export const policyHolderNominations = pgTable(
  'policy_holder_nominations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    policyHolderId: integer('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id, { onDelete: 'cascade' }),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** The signed nomination letter, when one was uploaded. */
    letterArchiveId: integer('letter_archive_id').references(() => archives.id),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('policy_holder_nominations_key').on(t.policyHolderId, t.brokerId),
    index('policy_holder_nominations_broker_idx').on(t.brokerId, t.status),
  ],
);

/** An insured party (segurado): who receives the guarantee, public (órgão) or private. */
export const insureds = pgTable(
  'insureds',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    name: text('name').notNull(),
    nomeSocial: text('nome_social'),
    cpfCnpj: text('cpf_cnpj').notNull(),
    /** Branch (ramo): true private sector (0776), false public sector (0775). */
    isPrivate: boolean('is_private').notNull().default(true),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockJustify: text('block_justify'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('insureds_company_document_key').on(t.companyId, t.cpfCnpj),
    index('insureds_company_name_idx').on(t.companyId, t.name, t.id),
    index('insureds_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('insureds_document_trgm_idx').using('gin', t.cpfCnpj.op('gin_trgm_ops')),
  ],
);

/** A beneficiary named in a proposal (e.g. the claimant of a judicial guarantee). */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    name: text('name').notNull(),
    cpfCnpj: text('cpf_cnpj').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('beneficiaries_company_document_key').on(t.companyId, t.cpfCnpj)],
);

/**
 * An address of a party. ownerKind: 'policy_holder' | 'insured' | 'beneficiary' | 'broker';
 * ownerId is that party's id. Removal is soft, so history and past proposals keep the address.
 */
export const partyLocations = pgTable(
  'party_locations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    zipCode: text('zip_code').notNull(),
    addressName: text('address_name').notNull(),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    stateProvinceId: integer('state_province_id').notNull(),
    cityId: integer('city_id').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('party_locations_owner_idx').on(t.companyId, t.ownerKind, t.ownerId),
    index('party_locations_zip_idx').on(t.companyId, t.zipCode),
  ],
);

/**
 * A partner (sócio, from the QSA) of a policy holder or an insured, with its PEP flags: the PEP
 * engine refers a proposal when one is politically exposed, or a relative or close associate of
 * one. ownerKind: 'policy_holder' | 'insured'.
 */
export const partyPartners = pgTable(
  'party_partners',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    cpfCnpj: text('cpf_cnpj'),
    isPoliticallyExposed: boolean('is_politically_exposed').notNull().default(false),
    isPepRelative: boolean('is_pep_relative').notNull().default(false),
    isPepCloseAssociate: boolean('is_pep_close_associate').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('party_partners_owner_idx').on(t.companyId, t.ownerKind, t.ownerId)],
);

/** A partner (sócio) of a brokerage, with its PEP flag (kept by CPF when the partners change). */
export const brokerPartners = pgTable(
  'broker_partners',
  {
    id: serial('id').primaryKey(),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cpf: text('cpf').notNull(),
    participationPercentage: rate('participation_percentage'),
    /** Politically exposed (PEP): the broker's compliance is then analysed on a CORRETORA_PEP card. */
    isPoliticallyExposed: boolean('is_politically_exposed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('broker_partners_key').on(t.brokerId, t.cpf)],
);

/** The commission a broker earns per modality group (GetBrokerProposalCommissions). */
export const brokerCommissions = pgTable(
  'broker_commissions',
  {
    id: serial('id').primaryKey(),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    modalityGroupName: text('modality_group_name').notNull(),
    commissionPercentage: rate('commission_percentage').notNull(),
    maxCommissionPercentage: rate('max_commission_percentage').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('broker_commissions_key').on(t.brokerId, t.modalityGroupName)],
);

/**
 * How many rows each tenant has in a party table (`policy_holders`, `insureds`), kept by
 * statement triggers (migration 0016): an insurer's unfiltered list answers its TotalRows from
 * here instead of counting every row of the tenant on each request (issue 11).
 */
export const partyCounts = pgTable(
  'party_counts',
  {
    // A tenant's counts go with it.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tableName] })],
);
