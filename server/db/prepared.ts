import type { Database } from './client';

type Preparable<Prepared> = { prepare(name: string): Prepared };

/**
 * Hot queries built once per database instead of on every request: Drizzle spent about a fifth
 * of the gateway's CPU turning query builders into SQL (issue 11). Values go in as
 * `sql.placeholder(…)`; on PostgreSQL each statement is also named, so every pooled connection
 * parses and plans it once.
 *
 * A query whose SQL depends on the request (which filters are present, the caller's scope) is
 * built once per shape, named `<name>_<key of the shape>`; `name` must be unique in the gateway.
 */
export const preparedVariants = <Shape, Prepared>(
  name: string,
  keyOf: (shape: Shape) => string,
  build: (db: Database, shape: Shape) => Preparable<Prepared>,
) => {
  const byDatabase = new WeakMap<Database, Map<string, Prepared>>();
  return (db: Database, shape: Shape): Prepared => {
    let variants = byDatabase.get(db);
    if (!variants) {
      variants = new Map();
      byDatabase.set(db, variants);
    }
    const key = keyOf(shape);
    let prepared = variants.get(key);
    if (!prepared) {
      prepared = build(db, shape).prepare(key ? `${name}_${key}` : name);
      variants.set(key, prepared);
    }
    return prepared;
  };
};

/** A hot query of one shape (see preparedVariants). */
export const preparedQuery = <Prepared>(
  name: string,
  build: (db: Database) => Preparable<Prepared>,
) => {
  const prepared = preparedVariants<void, Prepared>(
    name,
    () => '',
    (db) => build(db),
  );
  return (db: Database) => prepared(db, undefined);
};
