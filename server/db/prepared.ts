import type { Database } from './client';

/**
 * A hot query built once per database instead of on every request: Drizzle spent about a fifth of
 * the gateway's CPU turning query builders into SQL (issue 11). Values go in as
 * `sql.placeholder(…)`; on PostgreSQL the statement is also named, so each pooled connection
 * parses and plans it once. `name` must be unique in the gateway and stand for one SQL text.
 */
export const preparedQuery = <Prepared>(
  name: string,
  build: (db: Database) => { prepare(name: string): Prepared },
) => {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db: Database): Prepared => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
};
