import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, uniqueId, version } from './columns';

/** A natural or legal person behind a user (CPF or CNPJ digits only). */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    name: text('name').notNull(),
    cpfCnpj: text('cpf_cnpj').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('persons_company_document_key').on(t.companyId, t.cpfCnpj)],
);

/** A brokerage (corretora) registered with SUSEP. */
export const brokers = pgTable(
  'brokers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
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
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brokers_company_cnpj_key').on(t.companyId, t.cnpj)],
);
