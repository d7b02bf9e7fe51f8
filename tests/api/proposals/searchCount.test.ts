import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_COUNT_CAP, type ProposalDetail } from '../../../domain/contracts/proposals';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { createQuote, quoteBody } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let quote: ProposalDetail;

beforeAll(async () => {
  ({ t, admin, corretor } = await signedInApp(['admin', 'corretor']));
  quote = await createQuote(corretor, await quoteBody(t.db));
  // copies of the quote, enough to pass the count's cap: numbers far above the seed's
  await t.db.execute(sql`
    create temp table proposal_copies as
      select p.* from proposals p, generate_series(1, ${PROPOSAL_COUNT_CAP}) where p.id = ${quote.Id}`);
  await t.db.execute(sql`create temp sequence proposal_copy_number start 800000`);
  await t.db.execute(sql`
    update proposal_copies set
      id = nextval(pg_get_serial_sequence('proposals', 'id')),
      unique_id = gen_random_uuid(),
      number = nextval('proposal_copy_number')`);
  await t.db.execute(sql`insert into proposals select * from proposal_copies`);
});
afterAll(() => t.close());

describe('SearchProposals over more rows than it counts', () => {
  it('stops counting at the cap and says so; a narrower filter counts exactly', async () => {
    const page = await admin.get('/api/Proposal/SearchProposals', { rowsPerPage: '100' });
    expectStatus(page, 200);
    expect(page.data.PageResult).toEqual({
      CurrentPage: 1,
      RowsPerPage: 100,
      TotalRows: PROPOSAL_COUNT_CAP,
      TotalPages: PROPOSAL_COUNT_CAP / 100,
      TotalRowsIsCapped: true,
    });
    expect(page.data.Data).toHaveLength(100);

    // the broker's scope and a party filter take the same counted path
    const holderPage = await corretor.get('/api/Proposal/SearchProposals', {
      PolicyHolderCpfCnpj: quote.PolicyHolderCpfCnpj,
    });
    expectStatus(holderPage, 200);
    expect(holderPage.data.PageResult.TotalRowsIsCapped).toBe(true);

    const one = await admin.get('/api/Proposal/SearchProposals', { Number: '800001' });
    expectStatus(one, 200);
    expect(one.data.PageResult).toMatchObject({ TotalRows: 1, TotalRowsIsCapped: false });
  });
});
