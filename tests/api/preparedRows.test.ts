import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { mapRowsOnce } from '../../server/db/prepared';
import { companies, persons, policies, users } from '../../server/db/schema';
import { createTestDatabase } from './support/testDatabase';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** Every kind of field a hot query selects: columns of each type, SQL with and without mapWith. */
const usersSelection = (handle: DatabaseHandle) =>
  handle.db
    .select({
      id: users.id,
      login: users.login,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      deletedAt: users.deletedAt,
      brokerId: users.brokerId,
      email: persons.email,
      companyName: companies.name,
      grants:
        sql<number>`(select count(*) from profile_grants g where g.profile_id = ${users.profileId})`.mapWith(
          Number,
        ),
      grantIds: sql<
        number[] | null
      >`(select array_agg(g.functionality_id) from profile_grants g where g.profile_id = ${users.profileId})`,
      label: sql<string>`${users.login} || '@' || ${companies.companyKey}`.as('label'),
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .orderBy(users.id);

const policiesSelection = (handle: DatabaseHandle) =>
  handle.db
    .select({
      id: policies.id,
      startDate: policies.startDate,
      insuredAmountValue: policies.insuredAmountValue,
      insurancePremium: policies.insurancePremium,
    })
    .from(policies)
    .orderBy(policies.id)
    .limit(50);

/** A table nested under a key, inner-joined to a page of ids (the searches' shape). */
const nestedSelection = (handle: DatabaseHandle) => {
  const page = handle.db.select({ id: users.id }).from(users).orderBy(users.id).limit(5).as('page');
  return handle.db
    .select({ user: users, email: persons.email })
    .from(users)
    .innerJoin(page, eq(page.id, users.id))
    .innerJoin(persons, eq(persons.id, users.personId))
    .orderBy(users.id);
};

const mapper = (prepared: unknown) =>
  (prepared as { customResultMapper?: unknown }).customResultMapper;

describe('rows of a prepared selection, mapped once per query (issue 11)', () => {
  it('come out exactly as Drizzle maps them, nulls, dates, numerics and SQL fields included', async () => {
    for (const [name, build] of [
      ['users', usersSelection],
      ['policies', policiesSelection],
      ['nested', nestedSelection],
    ] as const) {
      const drizzles = build(handle).prepare(`drizzle_${name}`);
      const ours = build(handle).prepare(`ours_${name}`);
      mapRowsOnce(ours);
      expect(mapper(ours)).toBeTypeOf('function');
      const expected = await drizzles.execute();
      expect(expected.length).toBeGreaterThan(0);
      expect(await ours.execute()).toStrictEqual(expected);
    }
    const [admin] = await usersSelection(handle).where(eq(users.login, 'admin'));
    expect(admin?.deletedAt).toBeNull();
    expect(admin?.grants).toBeTypeOf('number');
  });

  it('leave an outer-joined nested table to Drizzle, which makes it null when all its columns are', async () => {
    const outerJoined = handle.db
      .select({ id: users.id, person: { email: persons.email } })
      .from(users)
      .leftJoin(persons, eq(persons.id, users.personId))
      .prepare('outer_joined_users');
    mapRowsOnce(outerJoined);
    expect(mapper(outerJoined)).toBe(undefined);
    expect((await outerJoined.execute()).length).toBeGreaterThan(0);
  });
});
