import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyHolders } from '../../server/db/schema';
import { type Caller, callerFor, expectStatus, type Query } from './support/caller';
import { addSortingRows } from './support/sortingRows';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Sorting of the search calls (issue 12, DESIGN §3): each call is read with sortField/sortOrder
 * over rows of known names and values (support/sortingRows.ts), and refuses what its whitelist
 * does not hold.
 */

const HOLDERS = '/api/PolicyHolder/SearchPolicyHoldersRelatedToCurrentUserLogged';
const INSUREDS = '/api/Insured/SearchInsureds';
const BROKERS = '/api/Broker/GetSearchBrokers';
const USERS = '/api/Person/GetUsers';
const BENEFICIARIES = '/api/Beneficiary/SearchBeneficiary';
const OUTBOX = '/api/Mail/GetOutbox';

let t: TestApp;
let admin: Caller;
let corretor: Caller;

type Row = Record<string, unknown> & { Name: string };
/** The last word of our names ("Ordenacao Tomador C" → "C"). */
const letters = (rows: Row[]) => rows.map((row) => row.Name.split(' ').pop());
const dataOf = (answer: { data: unknown }) =>
  ((answer.data as { Data?: Row[] }).Data ?? answer.data) as Row[];

const get = async (caller: Caller, url: string, query: Query) => {
  const answer = await caller.get(url, query);
  expectStatus(answer, 200);
  return answer;
};

/** Every page of a paged call, one after the other. */
const allPages = async (url: string, query: Query, rowsPerPage: number) => {
  const first = await get(admin, url, { ...query, rowsPerPage: String(rowsPerPage) });
  const rows = [...first.data.Data] as Row[];
  for (let page = 2; page <= first.data.PageResult.TotalPages; page++) {
    const next = await get(admin, url, {
      ...query,
      rowsPerPage: String(rowsPerPage),
      currentPage: String(page),
    });
    rows.push(...next.data.Data);
  }
  return { rows, total: first.data.PageResult.TotalRows as number };
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, corretor] = await Promise.all(
    ['admin', 'corretor'].map((login) => callerFor(t.app, login)),
  );
  await addSortingRows(t.db);
});
afterAll(() => t.close());

describe('sorting a search', () => {
  const byName = { policyHolderName: 'Ordenacao Tomador' };

  it('orders the holders by the field asked for, DESC being the exact reverse of ASC', async () => {
    const sorted = async (sortField: string, sortOrder?: string) =>
      letters(
        (await get(admin, HOLDERS, { ...byName, sortField, ...(sortOrder ? { sortOrder } : {}) }))
          .data.Data,
      );
    expect(await sorted('Name')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(await sorted('Name', 'DESC')).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    // equal limits by id; no limit (NULL) last ascending
    expect(await sorted('LimitValue', 'ASC')).toEqual(['B', 'E', 'D', 'C', 'A', 'F']);
    expect(await sorted('LimitValue', 'desc')).toEqual(['F', 'A', 'C', 'D', 'E', 'B']);
    // C was added before B, E before F
    expect(await sorted('RiskClass')).toEqual(['C', 'B', 'A', 'D', 'E', 'F']);
  });

  it('keeps paging stable on ties: the pages neither repeat nor skip a row', async () => {
    const { rows } = await allPages(HOLDERS, { ...byName, sortField: 'LimitValue' }, 2);
    expect(letters(rows)).toEqual(['B', 'E', 'D', 'C', 'A', 'F']);
    for (const [url, sortField] of [
      [HOLDERS, 'IsActive'],
      [INSUREDS, 'IsPrivate'],
      [OUTBOX, 'CreatedAt'],
    ]) {
      for (const sortOrder of ['ASC', 'DESC']) {
        const paged = await allPages(url, { sortField, sortOrder }, 3);
        const ids = paged.rows.map((row) => row.Id);
        expect(new Set(ids).size, url).toBe(ids.length);
        expect(ids.length, url).toBe(paged.total);
        const whole = await get(admin, url, { sortField, sortOrder, rowsPerPage: '100' });
        expect(
          whole.data.Data.map((row: Row) => row.Id),
          url,
        ).toEqual(ids);
      }
    }
  });

  it('keeps a broker to its own holders, sorted', async () => {
    const own = await get(corretor, HOLDERS, {
      ...byName,
      sortField: 'LimitValue',
      sortOrder: 'DESC',
    });
    expect(letters(own.data.Data)).toEqual(['A', 'C', 'E']);
    expect(own.data.PageResult.TotalRows).toBe(3);
    const unsorted = await get(corretor, HOLDERS, { rowsPerPage: '100' });
    const sorted = await get(corretor, HOLDERS, {
      rowsPerPage: '100',
      sortField: 'CpfCnpj',
      sortOrder: 'DESC',
    });
    expect(sorted.data.PageResult).toEqual(unsorted.data.PageResult);
    const ids = (answer: typeof sorted) => answer.data.Data.map((row: Row) => row.Id).sort();
    expect(ids(sorted)).toEqual(ids(unsorted));
  });

  it('orders insured parties, brokers, beneficiaries, users and e-mails', async () => {
    const insured = async (sortField: string, sortOrder: string) =>
      letters(
        (await get(admin, INSUREDS, { InsuredName: 'Ordenacao', sortField, sortOrder })).data.Data,
      );
    expect(await insured('CpfCnpj', 'ASC')).toEqual(['B', 'D', 'A', 'E', 'C']);
    expect(await insured('CpfCnpj', 'DESC')).toEqual(['C', 'E', 'A', 'D', 'B']);
    expect(await insured('IsPrivate', 'ASC')).toEqual(['D', 'B', 'E', 'C', 'A']);
    const { rows } = await allPages(
      INSUREDS,
      { InsuredName: 'Ordenacao', sortField: 'IsPrivate' },
      2,
    );
    expect(letters(rows)).toEqual(['D', 'B', 'E', 'C', 'A']);

    const broker = async (sortField: string, sortOrder: string) =>
      letters(
        dataOf(await get(admin, BROKERS, { searchValue: 'Ordenacao', sortField, sortOrder })),
      );
    expect(await broker('SusepCode', 'ASC')).toEqual(['B', 'D', 'A', 'C']);
    expect(await broker('Name', 'DESC')).toEqual(['D', 'C', 'B', 'A']);

    const beneficiary = async (sortField: string, sortOrder: string) =>
      letters(
        dataOf(await get(admin, BENEFICIARIES, { TextSearch: 'Ordenacao', sortField, sortOrder })),
      );
    expect(await beneficiary('CpfCnpj', 'ASC')).toEqual(['B', 'C', 'A']);
    expect(await beneficiary('Name', 'DESC')).toEqual(['C', 'B', 'A']);

    const ours = (rows: Row[]) =>
      rows.filter((row) => String(row.Login).startsWith('ordenacao')).map((row) => row.Login);
    const user = async (query: Query) => dataOf(await get(admin, USERS, query));
    expect(ours(await user({ sortField: 'Login' }))).toEqual([
      'ordenacaoa',
      'ordenacaob',
      'ordenacaoc',
    ]);
    expect(ours(await user({ sortField: 'Name', sortOrder: 'DESC' }))).toEqual([
      'ordenacaoc',
      'ordenacaob',
      'ordenacaoa',
    ]);
    // inactive first, then by id: c was added before b
    const byActive = await user({ sortField: 'IsActive' });
    expect(ours(byActive)).toEqual(['ordenacaoa', 'ordenacaoc', 'ordenacaob']);
    const keys = byActive.map((row) => [row.IsActive ? 1 : 0, row.UserInfoId as number]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));

    const subjects = async (query: Query) =>
      ((await get(admin, OUTBOX, { rowsPerPage: '100', ...query })).data.Data as Row[])
        .map((row) => String(row.Subject))
        .filter((subject) => subject.startsWith('Ordenacao'));
    expect(await subjects({ sortField: 'Subject' })).toEqual([
      'Ordenacao A',
      'Ordenacao B',
      'Ordenacao C',
    ]);
    expect(await subjects({ sortField: 'CreatedAt', sortOrder: 'ASC' })).toEqual([
      'Ordenacao B',
      'Ordenacao A',
      'Ordenacao C',
    ]);
    expect(await subjects({ sortField: 'To', sortOrder: 'desc' })).toEqual([
      'Ordenacao C',
      'Ordenacao B',
      'Ordenacao A',
    ]);
    // the same status for all three: the id decides, in the sort's direction
    expect(await subjects({ sortField: 'Status' })).toEqual([
      'Ordenacao B',
      'Ordenacao A',
      'Ordenacao C',
    ]);
    expect(await subjects({ sortField: 'Status', sortOrder: 'DESC' })).toEqual([
      'Ordenacao C',
      'Ordenacao A',
      'Ordenacao B',
    ]);
  });

  it('keeps each call’s default order without sortField (sortOrder alone changes nothing)', async () => {
    for (const [url, query, same] of [
      [HOLDERS, { rowsPerPage: '100' }, { sortField: 'Name' }],
      [INSUREDS, { rowsPerPage: '100' }, { sortField: 'Name' }],
      [BROKERS, {}, { sortField: 'Name' }],
      [BENEFICIARIES, {}, { sortField: 'Name' }],
      [OUTBOX, { rowsPerPage: '100' }, { sortField: 'CreatedAt', sortOrder: 'DESC' }],
    ] as const) {
      const plain = await get(admin, url, query);
      expect((await get(admin, url, { ...query, sortOrder: 'DESC' })).data, url).toEqual(
        plain.data,
      );
      expect((await get(admin, url, { ...query, ...same })).data, url).toEqual(plain.data);
    }
    const defaultUsers = dataOf(await get(admin, USERS, {}));
    const keys = defaultUsers.map((row) => [String(row.ProfileName), row.UserInfoId]);
    expect(dataOf(await get(admin, USERS, { sortOrder: 'DESC' }))).toEqual(defaultUsers);
    expect(new Set(keys.map(([profile]) => profile)).size).toBeGreaterThan(1);
    expect(letters((await get(admin, INSUREDS, { InsuredName: 'Ordenacao' })).data.Data)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
  });
});

describe('refusing a sort', () => {
  const whitelists: [string, string][] = [
    [HOLDERS, 'Name, CpfCnpj, RiskClass, LimitValue, EconomicGroupName, IsActive, IsBlocked'],
    [INSUREDS, 'Name, NomeSocial, CpfCnpj, IsPrivate, IsBlocked'],
    [BROKERS, 'Name, Cnpj, SusepCode, Email, CreatedAt'],
    [USERS, 'Name, Login, Email, Cpf, ProfileName, BrokerName, IsActive, LastLoginAt'],
    [BENEFICIARIES, 'Name, CpfCnpj'],
    [OUTBOX, 'CreatedAt, SentAt, To, Subject, Status'],
  ];

  it('answers 400 naming sortField and the allowed values for an unknown field', async () => {
    for (const [url, allowed] of whitelists) {
      const answer = await admin.get(url, { sortField: 'xyz' });
      expectStatus(answer, 400);
      expect(answer.body).toEqual({
        Response: null,
        Errors: [`O campo "sortField" não aceita "xyz"; use: ${allowed}.`],
      });
    }
  });

  it('treats SQL-looking input as one more unknown field, and the tables stay', async () => {
    const holdersBefore = await t.db.select({ total: count() }).from(policyHolders);
    for (const [url, allowed] of whitelists) {
      const first = allowed.split(',')[0];
      for (const sortField of [
        `${first}; DROP TABLE policy_holders`,
        `${first} desc`,
        `"${first}"`,
        first.toLowerCase(),
        'id',
      ]) {
        const answer = await admin.get(url, { sortField });
        expectStatus(answer, 400);
        expect(answer.errors).toEqual([
          `O campo "sortField" não aceita "${sortField}"; use: ${allowed}.`,
        ]);
      }
      const order = await admin.get(url, {
        sortField: first,
        sortOrder: 'DESC; DROP TABLE users',
      });
      expectStatus(order, 400);
      expect(order.errors).toEqual([
        'O campo "sortOrder" não aceita "DESC; DROP TABLE users"; use: ASC, DESC.',
      ]);
    }
    expect(await t.db.select({ total: count() }).from(policyHolders)).toEqual(holdersBefore);
    expectStatus(await admin.get(USERS, {}), 200);
  });

  it('answers 400 naming sortOrder for an invalid order', async () => {
    const answer = await admin.get(HOLDERS, { sortField: 'Name', sortOrder: 'sideways' });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual(['O campo "sortOrder" não aceita "sideways"; use: ASC, DESC.']);
  });

  it('documents both parameters with their allowed values in the OpenAPI', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    for (const [url, allowed] of whitelists) {
      const parameters: { name: string; schema: { enum?: string[] }; description?: string }[] =
        paths[url].get.parameters;
      const field = parameters.find((p) => p.name === 'sortField');
      const order = parameters.find((p) => p.name === 'sortOrder');
      expect(field?.schema.enum, url).toEqual(allowed.split(', '));
      expect(field?.description, url).toContain(allowed);
      expect(order?.schema.enum, url).toEqual(['ASC', 'DESC']);
    }
  });
});
