import {
  bigint,
  boolean,
  date,
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
import { sql } from 'drizzle-orm';
import { users } from './access';
import { archives } from './archives';
import { companies } from './companies';
import { companyId, createdAt, money, rate, uniqueId, updatedAt, version } from './columns';
import { generalConditionVersions } from './generalConditions';
import { modalities } from './modalities';
import { insureds, policyHolders } from './parties';
import { brokers } from './people';
import { proposals } from './proposals';

/**
 * How a tenant issues and cancels (issue 15; one row per tenant, domain/issuance.ts defaults when
 * absent): its collection account at the bank (the boleto's beneficiary, carteira and the PIX key
 * printed on every slip), whether a policy may be issued before the first instalment is paid
 * (surety protects the insured even when the premium is unpaid), and the cancellation refund
 * method ('PRO_RATA' or 'PRAZO_CURTO', SUSEP's short-rate table).
 */
export const issuanceSettings = pgTable('issuance_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  agency: text('agency').notNull(),
  account: text('account').notNull(),
  accountDigit: text('account_digit').notNull(),
  carteira: text('carteira').notNull(),
  /** The convênio / código do beneficiário some banks' layouts carry (BB, Santander, Caixa). */
  beneficiaryCode: text('beneficiary_code'),
  beneficiaryName: text('beneficiary_name').notNull(),
  beneficiaryDocument: text('beneficiary_document').notNull(),
  beneficiaryAddress: text('beneficiary_address').notNull(),
  pixKey: text('pix_key').notNull(),
  /** Days from issuing the slips to the first instalment's due date. */
  firstDueDays: integer('first_due_days').notNull().default(5),
  issueBeforePayment: boolean('issue_before_payment').notNull().default(false),
  cancellationMethod: text('cancellation_method').notNull().default('PRO_RATA'),
  version: version(),
  /** Who last saved the settings (Parametros/SalvarParametrosEmissao) and when. */
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAt(),
});

/** The last policy sequence handed out per tenant and year (the number's body; never reused). */
export const policyNumbers = pgTable(
  'policy_numbers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [uniqueIndex('policy_numbers_key').on(t.companyId, t.year)],
);

/**
 * An issued policy (spec part 2 §2 and §4 PolicyStatus). It copies the proposal's risk as issued,
 * so a later endorsement changes the policy and never the proposal. Number: domain/policyNumber.ts.
 * The three flags are the spec's filters enableToSteppin, enableToMonitoring, enableToBigRisk.
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    number: text('number').notNull(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id),
    status: smallint('status').notNull().default(2),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    policyHolderId: integer('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    insuredId: integer('insured_id')
      .notNull()
      .references(() => insureds.id),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    generalConditionVersionId: integer('general_condition_version_id').references(
      () => generalConditionVersions.id,
    ),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    insuredAmountValue: money('insured_amount_value').notNull(),
    insurancePremium: money('insurance_premium').notNull(),
    riskRate: rate('risk_rate'),
    numberOfInstallment: integer('number_of_installment').notNull().default(1),
    enableToSteppin: boolean('enable_to_steppin').notNull().default(false),
    enableToMonitoring: boolean('enable_to_monitoring').notNull().default(false),
    enableToBigRisk: boolean('enable_to_big_risk').notNull().default(false),
    /** BLOQUEIO_APOLICE_RENOVACAO: a blocked policy does not renew. */
    renewalBlocked: boolean('renewal_blocked').notNull().default(false),
    renewalCount: integer('renewal_count').notNull().default(0),
    /** The policy this one renews, if any. */
    renewsPolicyId: integer('renews_policy_id'),
    /** The proposal opened to renew this policy (card PROPOSTA_RENOVACAO), once opened. */
    renewalProposalId: integer('renewal_proposal_id').references(() => proposals.id),
    renewalNoticeSentAt: timestamp('renewal_notice_sent_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** True when issued before the premium was paid (issuanceSettings.issueBeforePayment). */
    premiumReceivable: boolean('premium_receivable').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByUserId: integer('cancelled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    cancelReason: text('cancel_reason'),
    cancellationMethod: text('cancellation_method'),
    refundValue: money('refund_value'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('policies_company_number_key').on(t.companyId, t.number),
    uniqueIndex('policies_proposal_key').on(t.proposalId),
    index('policies_company_id_idx').on(t.companyId, t.id),
    index('policies_broker_idx').on(t.companyId, t.brokerId, t.id),
    // broker_id last in the indexes a search reads (issue 15): a broker's own policies (one
    // branch of its scope, modules/proposals/recordScope.ts) are counted from the index alone
    index('policies_status_idx').on(t.companyId, t.status, t.id, t.brokerId),
    index('policies_holder_idx').on(t.policyHolderId, t.companyId, t.brokerId),
    index('policies_insured_idx').on(t.insuredId, t.companyId, t.brokerId),
    // the expiry job reads the policies in force whose term ended
    index('policies_status_end_idx').on(t.status, t.endDate),
    // SearchPoliciesRelatedToLoggedUser (issue 15 bench, bench/plans/policies-*.txt): part of the
    // number (trigram), the term's start, and each flag — a partial index of the flagged
    // policies in id order serves both the newest-first page and the capped count
    index('policies_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('policies_start_date_idx').on(t.companyId, t.startDate, t.endDate, t.brokerId),
    index('policies_steppin_idx')
      .on(t.companyId, t.id, t.brokerId)
      .where(sql`${t.enableToSteppin}`),
    index('policies_monitoring_idx')
      .on(t.companyId, t.id, t.brokerId)
      .where(sql`${t.enableToMonitoring}`),
    index('policies_big_risk_idx')
      .on(t.companyId, t.id, t.brokerId)
      .where(sql`${t.enableToBigRisk}`),
  ],
);

/**
 * One bank slip (boleto) per instalment of a proposal's premium. The barcode and linha digitável
 * are computed once (domain/boleto) and kept, so a slip downloaded twice is the same slip.
 * status: 'ABERTO' | 'PAGO' | 'CANCELADO'.
 */
export const bankSlips = pgTable(
  'bank_slips',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id),
    installmentNumber: integer('installment_number').notNull(),
    amount: money('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    bankCode: text('bank_code').notNull(),
    /** The bank's "nosso número" without its check digit; unique per tenant and bank. */
    ourNumber: bigint('our_number', { mode: 'number' }).notNull(),
    barcode: text('barcode').notNull(),
    digitableLine: text('digitable_line').notNull(),
    pixPayload: text('pix_payload').notNull(),
    status: text('status').notNull().default('ABERTO'),
    paidAt: date('paid_at', { mode: 'string' }),
    paidAmount: money('paid_amount'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_slips_installment_key').on(t.proposalId, t.installmentNumber),
    uniqueIndex('bank_slips_our_number_key').on(t.companyId, t.bankCode, t.ourNumber),
  ],
);

/** A CNAB 240 return file the insurer's finance uploaded, with its per-line result. */
export const cnabReturnFiles = pgTable(
  'cnab_return_files',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    fileName: text('file_name').notNull(),
    /** sha-256 of the content: the same file uploaded twice settles nothing the second time. */
    sha256: text('sha256').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cnab_return_files_hash_key').on(t.companyId, t.sha256)],
);

/**
 * The settlement of a bank slip: from a CNAB return line or by hand with a justification. One per
 * slip (the unique index is what makes "nothing settled twice" hold under concurrency).
 */
export const slipSettlements = pgTable(
  'slip_settlements',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    bankSlipId: integer('bank_slip_id')
      .notNull()
      .references(() => bankSlips.id),
    source: text('source').notNull(),
    cnabReturnFileId: integer('cnab_return_file_id').references(() => cnabReturnFiles.id),
    lineNumber: integer('line_number'),
    amount: money('amount').notNull(),
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    justification: text('justification'),
    settledByUserId: integer('settled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('slip_settlements_slip_key').on(t.bankSlipId)],
);

/**
 * Generated documents kept for a proposal or its policy (policy document, issuance report, final
 * contract): kind 'APOLICE' | 'LAUDO_EMISSAO' | 'CONTRATO'. The bytes are an archive owned by the
 * proposal (files/owners.ts), so a download goes through the proposal's scope; the newest row of
 * a kind is the current document.
 */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id),
    kind: text('kind').notNull(),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id),
    createdAt: createdAt(),
  },
  (t) => [index('policy_documents_proposal_idx').on(t.proposalId, t.kind)],
);

/**
 * Scheduled jobs run once per day across every instance sharing the database: the row for
 * (job, day) is claimed with INSERT … ON CONFLICT DO NOTHING before the job runs.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    runDay: date('run_day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result').$type<unknown>(),
  },
  (t) => [uniqueIndex('scheduled_job_runs_key').on(t.job, t.runDay)],
);

/**
 * The accumulated 12-month rate of a price index (IPCA, IGPM, INPC) a tenant adjusts renewals'
 * insured amounts by, percent; without a row the renewal job uses DEFAULT_INDEX_RATES
 * (domain/renewalAdjustment.ts). referenceMonth: the month the published rate closes ("2026-10").
 */
export const adjustmentIndexRates = pgTable(
  'adjustment_index_rates',
  {
    companyId: companyId(),
    indexCode: text('index_code').notNull(),
    rate12Months: rate('rate_12_months').notNull(),
    referenceMonth: text('reference_month'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('adjustment_index_rates_key').on(t.companyId, t.indexCode)],
);
