import { and, desc, eq, exists, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalSummary } from '../../../domain/contracts/proposals';
import { proposalCoBrokers, proposals } from '../../../server/db/schema';
import { demoBroker } from '../brokers/helpers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';

const SEARCH = '/api/Proposal/SearchProposals';

let t: TestApp;
let corretor: Caller;
let primeId: number;
/** Horizonte's proposals that Prime co-brokers in this test (the demo's own co-brokers aside). */
const added: number[] = [];

beforeAll(async () => {
  ({ t, corretor } = await signedInApp(['corretor']));
  const prime = await demoBroker(t.db, 'Prime');
  primeId = prime.id;
  const horizonte = await demoBroker(t.db, 'Horizonte');
  const theirs = await t.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        eq(proposals.brokerId, horizonte.id),
        sql`not exists (select 1 from ${proposalCoBrokers} where ${proposalCoBrokers.proposalId} = ${proposals.id} and ${proposalCoBrokers.brokerId} = ${prime.id})`,
      ),
    )
    .orderBy(desc(proposals.id))
    .limit(3);
  for (const { id } of theirs) {
    await t.db
      .insert(proposalCoBrokers)
      .values({ proposalId: id, brokerId: prime.id, commissionSharePercentage: '25.00' });
    added.push(id);
  }
});
afterAll(() => t.close());

/** What the broker reaches, newest first: its own proposals and those it co-brokers. */
const expectedIds = async () => {
  const rows = await t.db
    .select({ id: proposals.id, number: proposals.number })
    .from(proposals)
    .where(
      or(
        eq(proposals.brokerId, primeId),
        and(
          ne(proposals.brokerId, primeId),
          exists(
            t.db
              .select({ one: sql`1` })
              .from(proposalCoBrokers)
              .where(
                and(
                  eq(proposalCoBrokers.proposalId, proposals.id),
                  eq(proposalCoBrokers.brokerId, primeId),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(desc(proposals.id));
  return rows;
};

describe('SearchProposals as a broker: its own and its co-brokered proposals', () => {
  it('pages and counts both sets as one list, newest first, the co-brokered marked', async () => {
    expect(added.length).toBeGreaterThan(0);
    const rows = await expectedIds();
    const expected = rows.map((row) => row.id);
    const seen: number[] = [];
    for (let currentPage = 1; seen.length < expected.length; currentPage += 1) {
      const answer = await corretor.get(SEARCH, {
        rowsPerPage: '7',
        currentPage: String(currentPage),
      });
      expectStatus(answer, 200);
      expect(answer.data.PageResult.TotalRows).toBe(expected.length);
      const data = answer.data.Data as ProposalSummary[];
      expect(data.length).toBeGreaterThan(0);
      for (const row of data) expect(row.IsCoBroker).toBe(row.BrokerId !== primeId);
      seen.push(...data.map((row) => row.Id));
    }
    expect(seen).toEqual(expected);
    for (const id of added) expect(seen).toContain(id);
    const sorted = await corretor.get(SEARCH, {
      rowsPerPage: '100',
      sortField: 'Number',
      sortOrder: 'asc',
    });
    expectStatus(sorted, 200);
    const byNumber = [...rows].sort((a, b) => a.number - b.number).slice(0, 100);
    expect((sorted.data.Data as ProposalSummary[]).map((row) => row.Id)).toEqual(
      byNumber.map((row) => row.id),
    );
  });
});
