import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import type { Database } from './client';

type Preparable<Prepared> = { prepare(name: string): Prepared };

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What Drizzle's prepared select keeps about the columns it maps (node-postgres and PGlite alike). */
interface SelectedFields {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's own mapResultRow picks for a selected field. */
const decoderOf = (field: unknown): Decoder => {
  // `decoder` is internal to Drizzle's SQL (typed private), read as its mapResultRow reads it
  const decoderOfSql = (query: unknown) => (query as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
};

/**
 * Drizzle maps each row by walking the selection again, asking every field what kind it is
 * (mapResultRow): a tenth of the gateway's CPU on GetUserInfo's 47 grants (issue 11). Once the
 * query is prepared its decoders are known, so its rows are mapped by a loop over them instead:
 * the same decoders, the same keys in the same order, null kept as null, one level of nesting
 * (`select({ insured: insureds })`). Drizzle's mapping stays where it does more: deeper nesting,
 * and a nested table that an outer join can leave all null (Drizzle then makes the object null).
 */
export const mapRowsOnce = (prepared: unknown) => {
  const query = prepared as SelectedFields;
  const { fields, joinsNotNullableMap } = query;
  if (!fields || query.customResultMapper) return;
  const outerJoined = (field: unknown) =>
    joinsNotNullableMap !== undefined &&
    is(field, Column) &&
    !joinsNotNullableMap[getTableName(field.table)];
  const mappable = fields.every(
    ({ path, field }) => path.length === 1 || (path.length === 2 && !outerJoined(field)),
  );
  if (!mappable) return;
  const outerKeys = fields.map(({ path }) => path[0] as string);
  const innerKeys = fields.map(({ path }) => path[1]);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const width = fields.length;
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let index = 0; index < width; index += 1) {
        const raw = row[index];
        const value = raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
        const outer = outerKeys[index] as string;
        const inner = innerKeys[index];
        if (inner === undefined) record[outer] = value;
        else ((record[outer] ??= {}) as Record<string, unknown>)[inner] = value;
      }
      return record;
    });
};

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
      mapRowsOnce(prepared);
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
