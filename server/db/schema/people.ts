import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A natural or legal person behind a user (CPF or CNPJ digits only). */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    uniqueId: uuid('unique_id').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    cpfCnpj: text('cpf_cnpj').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('persons_company_document_key').on(t.companyId, t.cpfCnpj)],
);

/** A brokerage (corretora) registered with SUSEP. */
export const brokers = pgTable(
  'brokers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    uniqueId: uuid('unique_id').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    cnpj: text('cnpj').notNull(),
    susepCode: text('susep_code').notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** 'pending' (self-registered, awaiting the insurer's analysis) | 'active' | 'rejected' */
    registrationStatus: text('registration_status').notNull().default('active'),
    email: text('email'),
    phone: text('phone'),
    /** Financial data: the bank account commissions are paid into (bank by COMPE code). */
    bankId: text('bank_id'),
    bankBranchNumber: text('bank_branch_number'),
    bankBranchDigit: text('bank_branch_digit'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountDigit: text('bank_account_digit'),
    /** 1 conta corrente, 2 conta poupança (domain/banks.ts) */
    bankAccountTypeId: integer('bank_account_type_id'),
    /** Set when the broker submits its documents; cleared when the insurer has checked them. */
    hasPendingComplianceValidation: boolean('has_pending_compliance_validation')
      .notNull()
      .default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brokers_company_cnpj_key').on(t.companyId, t.cnpj)],
);
