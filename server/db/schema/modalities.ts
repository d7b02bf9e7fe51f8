import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, money, rate, uniqueId, version } from './columns';
import { companies } from './companies';

/** A SUSEP branch (ramo) the insurer operates, e.g. 0775 Garantia segurado – setor público. */
export const companyBranches = pgTable(
  'company_branches',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    /** SUSEP code, four digits. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Setor privado (0776) rather than público (0775). */
    isPrivate: boolean('is_private').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_branches_code_key').on(t.companyId, t.code)],
);

/** A group of modalities within a branch (the broker commissions are set per group). */
export const modalityGroups = pgTable(
  'modality_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => companyBranches.id),
    name: text('name').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('modality_groups_name_key').on(t.branchId, t.name)],
);

/**
 * A surety modality (licitante, executante, judicial, …) with the limits every proposal of it
 * must respect. Field names follow the spec's modality audit labels (domain/modalities.ts).
 */
export const modalities = pgTable(
  'modalities',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => modalityGroups.id),
    name: text('name').notNull(),
    ref: text('ref'),
    maxInsuredAmountValue: money('max_insured_amount_value').notNull(),
    maxInsuredAmountAutomaticValue: money('max_insured_amount_automatic_value'),
    minInsurancePremium: money('min_insurance_premium').notNull(),
    /** Percent a year. */
    baseRate: rate('base_rate').notNull(),
    maxRetroactivityDays: integer('max_retroactivity_days').notNull().default(0),
    maxFutureDays: integer('max_future_days').notNull().default(0),
    minPeriodInDays: integer('min_period_in_days').notNull(),
    maxPeriodInDays: integer('max_period_in_days').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    enabledForAutomaticEmission: boolean('enabled_for_automatic_emission').notNull().default(false),
    isComplementaryModality: boolean('is_complementary_modality').notNull().default(false),
    hasComplementaryModality: boolean('has_complementary_modality').notNull().default(false),
    disabledForRestrictiveBranchActivity: boolean('disabled_for_restrictive_branch_activity')
      .notNull()
      .default(false),
    equalizeValidityDate: boolean('equalize_validity_date').notNull().default(false),
    ignoreBranchWhenInsuredIsPF: boolean('ignore_branch_when_insured_is_pf')
      .notNull()
      .default(false),
    enableAutomaticCancel: boolean('enable_automatic_cancel').notNull().default(false),
    daysForAutomaticCancel: integer('days_for_automatic_cancel'),
    canUseModalityTax: boolean('can_use_modality_tax').notNull().default(false),
    /**
     * Issue this modality's policies at once, premium receivable (true), or once the first slip
     * is paid (false); null follows the tenant's issuance_settings.issue_before_payment.
     */
    issueBeforePayment: boolean('issue_before_payment'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('modalities_group_name_key').on(t.groupId, t.name),
    index('modalities_company_idx').on(t.companyId, t.groupId),
  ],
);

/**
 * A coverage of a modality; additional coverages (IsAdditional) are optional on a proposal.
 * The JSON parameters are checked against the calculation type (domain/coverageCalculation.ts).
 */
export const modalityCoverages = pgTable(
  'modality_coverages',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    name: text('name').notNull(),
    coverageCalculationTypeId: integer('coverage_calculation_type_id').notNull(),
    coverageCalculationJsonParam: jsonb('coverage_calculation_json_param')
      .$type<Record<string, string>>()
      .notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isAdditional: boolean('is_additional').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('modality_coverages_modality_idx').on(t.modalityId)],
);

/** A complementary modality a proposal of `modalityId` may add (e.g. executante → adiantamento). */
export const complementaryModalities = pgTable(
  'complementary_modalities',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    complementaryModalityId: integer('complementary_modality_id')
      .notNull()
      .references(() => modalities.id),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('complementary_modalities_key').on(t.modalityId, t.complementaryModalityId)],
);

/** Tenant-wide modality parameters (one row per tenant; defaults in domain/ when absent). */
export const modalitySettings = pgTable('modality_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** The highest premium a proposal may carry, as a percentage of its insured amount. */
  maxPremiumPercentageOfInsuredAmount: rate('max_premium_percentage_of_insured_amount').notNull(),
  version: version(),
});
