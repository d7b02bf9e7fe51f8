import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFunctionalityIds } from '../../domain/functionalities';
import { menuLabels } from '../../domain/menus';
import { sql } from 'drizzle-orm';
import { LEGAL_ACCEPTANCE_DAYS } from '../../domain/engines';
import { ProposalStatus } from '../../domain/proposalStatus';
import {
  brokers,
  companies,
  functionalities,
  menus,
  persons,
  proposalNumbers,
  proposals,
  users,
} from '../../server/db/schema';
import { PROPOSALS_PER_STATUS } from '../../server/db/seed/proposals';
import { seedDemo } from '../../server/db/seed';
import { DEMO_COMPANY_KEY, demoUsers } from '../../server/db/seed/demoUsers';
import { companyIdOf } from './support/fixtures';
import { signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

/** Mod-11 check written apart from the seed's generator, so a wrong generator fails here. */
const validDocument = (value: string) => {
  const digits = value.split('').map(Number);
  if (new Set(digits).size === 1) return false;
  const weightsFor = (length: number) =>
    digits.length === 11
      ? Array.from({ length }, (_, i) => length + 1 - i)
      : Array.from({ length }, (_, i) => ((length - 1 - i) % 8) + 2);
  const checkDigit = (length: number) => {
    const sum = weightsFor(length).reduce((total, weight, i) => total + weight * digits[i], 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const base = digits.length - 2;
  return checkDigit(base) === digits[base] && checkDigit(base + 1) === digits[base + 1];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('is idempotent', async () => {
    const before = await t.db.select({ total: count() }).from(users);
    expect(await seedDemo(t.db)).toBe(false);
    const after = await t.db.select({ total: count() }).from(users);
    expect(after).toEqual(before);
    const demo = await t.db
      .select()
      .from(companies)
      .where(eq(companies.companyKey, DEMO_COMPANY_KEY));
    expect(demo).toHaveLength(1);
  });

  it('loads the spec’s menus and functionalities from domain/', async () => {
    const menuRows = await t.db.select().from(menus);
    expect(menuRows.map((menu) => menu.id).sort((a, b) => a - b)).toEqual(
      Object.keys(menuLabels).map(Number),
    );
    const functionalityRows = await t.db.select().from(functionalities);
    expect(functionalityRows).toHaveLength(allFunctionalityIds.length);
  });

  it('gives people valid CPFs and the broker and insurer valid CNPJs', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const people = await t.db.select().from(persons).where(eq(persons.companyId, companyId));
    expect(people).toHaveLength(demoUsers.length);
    for (const person of people) {
      expect(person.cpfCnpj, person.name).toMatch(/^\d{11}$/);
      expect(validDocument(person.cpfCnpj), person.cpfCnpj).toBe(true);
    }
    const [broker] = await t.db.select().from(brokers).where(eq(brokers.companyId, companyId));
    expect(validDocument(broker.cnpj)).toBe(true);
    expect(broker.susepCode).toMatch(/^\d+$/);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(validDocument(company.cnpj)).toBe(true);
    expect(validDocument('52998224726')).toBe(false);
  });

  it('lets every demo login in with the shared password', async () => {
    for (const user of demoUsers) {
      const response = await signIn(t.app, user.login, { password: user.password });
      expect(response.statusCode, user.login).toBe(200);
    }
  });

  it('seeds proposals in every status with their premium, engine logs, timeline and deadline', async () => {
    const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
    const byStatus = await t.db
      .select({ status: proposals.status, total: count() })
      .from(proposals)
      .where(eq(proposals.companyId, companyId))
      .groupBy(proposals.status);
    for (const status of Object.values(ProposalStatus)) {
      const found = byStatus.find((row) => row.status === status);
      expect(found?.total ?? 0, `status ${status}`).toBeGreaterThanOrEqual(PROPOSALS_PER_STATUS);
    }
    const [numbers] = await t.db
      .select()
      .from(proposalNumbers)
      .where(eq(proposalNumbers.companyId, companyId));
    const { rows } = (await t.db.execute(sql`
      select max(p.number) as "maxNumber",
        count(*) filter (where p.submitted_at is not null
          and p.legal_deadline <> ((p.submitted_at at time zone 'America/Sao_Paulo')::date + ${LEGAL_ACCEPTANCE_DAYS}::int)) as "wrongDeadline",
        count(*) filter (where p.status = 2 and p.legal_deadline <= (now() at time zone 'America/Sao_Paulo')::date + 5) as "dueSoon",
        count(*) filter (where p.submitted_at is not null
          and not exists (select 1 from proposal_engine_logs l where l.proposal_id = p.id)) as "withoutLogs",
        count(*) filter (where not exists (select 1 from proposal_timeline l where l.proposal_id = p.id)) as "withoutTimeline",
        count(*) filter (where p.status <> 1 and p.status <> 99 and p.insurance_premium is null) as "unpriced",
        count(*) filter (where p.status = 2
          and not exists (select 1 from proposal_pending_analyses a where a.proposal_id = p.id and a.resolved_at is null)) as "analysisWithoutPending",
        count(*) filter (where p.status = 99 and p.cancel_justification is null) as "cancelledWithoutJustification"
      from proposals p where p.company_id = ${companyId}`)) as unknown as {
      rows: Record<string, string | number>[];
    };
    const [summary] = rows;
    expect(Number(summary.maxNumber)).toBe(numbers.lastNumber);
    expect(Number(summary.dueSoon)).toBeGreaterThan(0);
    for (const key of [
      'wrongDeadline',
      'withoutLogs',
      'withoutTimeline',
      'unpriced',
      'analysisWithoutPending',
      'cancelledWithoutJustification',
    ]) {
      expect(Number(summary[key]), key).toBe(0);
    }
  });
});
