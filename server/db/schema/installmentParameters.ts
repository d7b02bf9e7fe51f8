import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, money, version } from './columns';
import { modalities } from './modalities';

/** How a payment code (BOLETO, PIX, …) may be split into instalments; one tab of the screen. */
export const installmentParameters = pgTable(
  'installment_parameters',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    maxInstallments: integer('max_installments').notNull().default(1),
    minInstallmentValue: money('min_installment_value').notNull(),
    /** Sorted, unique days (0–90); the first is the default grace period. */
    possibleGracePeriodsInDays: jsonb('possible_grace_periods_in_days').$type<number[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('installment_parameters_code_key').on(t.companyId, t.code)],
);

/** A modality's exceptions to a payment code's parameter; a null field inherits it. */
export const installmentModalityParameters = pgTable(
  'installment_modality_parameters',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    installmentParameterId: integer('installment_parameter_id')
      .notNull()
      .references(() => installmentParameters.id),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    maxInstallments: integer('max_installments'),
    minInstallmentValue: money('min_installment_value'),
    possibleGracePeriodsInDays: jsonb('possible_grace_periods_in_days').$type<number[]>(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('installment_modality_parameters_key').on(t.installmentParameterId, t.modalityId),
  ],
);
