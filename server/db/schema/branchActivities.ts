import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/**
 * A tenant's catalogue of branches of activity (ramos de atividade, CNAE divisions;
 * GetBranchActivities). A holder whose activity is restricted here needs an underwriter's look
 * (RAMO_ATIVIDADE card) before the subscription engine lets its proposals through.
 */
export const branchActivities = pgTable(
  'branch_activities',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** The CNAE division (two digits), e.g. `41`. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    isRestricted: boolean('is_restricted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('branch_activities_company_code_key').on(t.companyId, t.code)],
);
