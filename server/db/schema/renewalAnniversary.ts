import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, requiredReference, uniqueId, updatedAt, version } from './columns';
import { modalities } from './modalities';

const modalityId = () => requiredReference('modality_id', () => modalities.id);

/** The insurer's renewal defaults (one row per tenant; none: renewal off, domain/renewal.ts). */
export const renewalSettings = pgTable(
  'renewal_settings',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    renewalEnabled: boolean('renewal_enabled').notNull(),
    daysBeforeExpiry: integer('days_before_expiry').notNull(),
    autoIssueWhenUnchanged: boolean('auto_issue_when_unchanged').notNull(),
    recalculatePremium: boolean('recalculate_premium').notNull(),
    blockOnHolderRestrictions: boolean('block_on_holder_restrictions').notNull(),
    notifyBrokerDaysBefore: integer('notify_broker_days_before').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('renewal_settings_company_key').on(t.companyId)],
);

/** A modality's renewal rule; a null days_before_expiry follows the defaults. */
export const renewalModalityRules = pgTable(
  'renewal_modality_rules',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** The token of editar-modalidade-renovacao/:token. */
    uniqueId: uniqueId(),
    modalityId: modalityId(),
    automaticRenewal: boolean('automatic_renewal').notNull(),
    daysBeforeExpiry: integer('days_before_expiry'),
    /** null: no limit. */
    maxRenewals: integer('max_renewals'),
    /** NENHUM, IPCA, IGPM or INPC. */
    adjustmentIndex: text('adjustment_index').notNull().default('NENHUM'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('renewal_modality_rules_modality_key').on(t.companyId, t.modalityId)],
);

/** The insurer's anniversary-endorsement defaults (one row per tenant). */
export const anniversarySettings = pgTable(
  'anniversary_settings',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    anniversaryEnabled: boolean('anniversary_enabled').notNull(),
    daysBeforeAnniversary: integer('days_before_anniversary').notNull(),
    adjustmentIndex: text('adjustment_index').notNull(),
    chargeAnnualPremium: boolean('charge_annual_premium').notNull(),
    automaticIssue: boolean('automatic_issue').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('anniversary_settings_company_key').on(t.companyId)],
);

/** A modality's anniversary-endorsement rule; each null field follows the defaults. */
export const anniversaryModalityRules = pgTable(
  'anniversary_modality_rules',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** The token of editar-modalidade-aniversario/:token. */
    uniqueId: uniqueId(),
    modalityId: modalityId(),
    isEnabled: boolean('is_enabled').notNull(),
    daysBeforeAnniversary: integer('days_before_anniversary'),
    adjustmentIndex: text('adjustment_index'),
    chargeAnnualPremium: boolean('charge_annual_premium'),
    automaticIssue: boolean('automatic_issue'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('anniversary_modality_rules_modality_key').on(t.companyId, t.modalityId)],
);
