import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sortKey, sortOf, sortOrderBy, sortQuery } from '../../server/http/sorting';

const things = pgTable('things', { id: integer('id'), name: text('name'), code: text('code') });
const columns = { Name: things.name, Code: things.code };
const schema = z.object(sortQuery(['Name', 'Code'] as const));

const orderText = (fragments: ReturnType<typeof sortOrderBy>) =>
  new PgDialect().sqlToQuery(sql.join(fragments, sql`, `)).sql;

const messagesOf = (query: unknown) => schema.safeParse(query).error?.issues.map((i) => i.message);

describe('sortQuery', () => {
  it('takes a whitelisted field and an order in any case', () => {
    expect(schema.parse({ sortField: 'Code', sortOrder: 'desc' })).toEqual({
      sortField: 'Code',
      sortOrder: 'DESC',
    });
    expect(schema.parse({})).toEqual({});
  });

  it('refuses anything else naming the parameter and the allowed values', () => {
    expect(messagesOf({ sortField: 'xyz' })).toEqual([
      'O campo "sortField" não aceita "xyz"; use: Name, Code.',
    ]);
    expect(messagesOf({ sortField: 'Name; DROP TABLE things' })).toEqual([
      'O campo "sortField" não aceita "Name; DROP TABLE things"; use: Name, Code.',
    ]);
    expect(messagesOf({ sortField: 'name' })).toHaveLength(1);
    expect(messagesOf({ sortField: 'Name', sortOrder: 'up' })).toEqual([
      'O campo "sortOrder" não aceita "up"; use: ASC, DESC.',
    ]);
  });

  it('does not echo a huge value back whole', () => {
    const [message] = messagesOf({ sortField: 'x'.repeat(5000) }) ?? [];
    expect(message.length).toBeLessThan(120);
  });
});

describe('sortOf and sortKey', () => {
  it('needs a field; the order defaults to ASC', () => {
    expect(sortOf({})).toBeUndefined();
    expect(sortOf({ sortOrder: 'DESC' })).toBeUndefined();
    expect(sortOf({ sortField: 'Name' })).toEqual({ field: 'Name', order: 'ASC' });
  });

  it('names one statement per field and order, none without a sort', () => {
    expect(sortKey(undefined)).toBe('');
    expect(sortKey({ field: 'CpfCnpj', order: 'DESC' })).toBe('by_cpfcnpj_desc');
  });
});

describe('sortOrderBy', () => {
  it('orders by the mapped column, then the id in the same direction', () => {
    expect(orderText(sortOrderBy({ field: 'Code', order: 'ASC' }, columns, things.id))).toBe(
      '"things"."code" asc, "things"."id" asc',
    );
    expect(orderText(sortOrderBy({ field: 'Name', order: 'DESC' }, columns, things.id))).toBe(
      '"things"."name" desc, "things"."id" desc',
    );
  });
});
