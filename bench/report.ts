import type { Measure } from './stats';

export interface Row {
  call: string;
  connections: number;
  gateway: Measure;
  sql?: Measure;
}

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

const columns = [
  'call',
  'conn',
  'gw req/s',
  'gw p50 ms',
  'gw p99 ms',
  'gw err',
  'SQL req/s',
  'SQL p50 ms',
  'SQL p99 ms',
  'SQL err',
  'SQL÷gw',
];

const cells = ({ call, connections, gateway, sql }: Row) => [
  call,
  String(connections),
  fixed(gateway.requestsPerSecond, 0),
  fixed(gateway.p50, 1),
  fixed(gateway.p99, 1),
  String(gateway.errors),
  sql ? fixed(sql.requestsPerSecond, 0) : '–',
  sql ? fixed(sql.p50, 1) : '–',
  sql ? fixed(sql.p99, 1) : '–',
  sql ? String(sql.errors) : '–',
  sql ? fixed(sql.requestsPerSecond / gateway.requestsPerSecond, 2) : '–',
];

/** A Markdown table: one line per call and concurrency, gateway beside its SQL alone. */
export const table = (rows: Row[], header = columns) => {
  const body = rows.map(cells);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...body.map((line) => line[index].length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, index) => (index < 1 ? value.padEnd(widths[index]) : value.padStart(widths[index]))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => (index < 1 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
};

export interface PgliteRow {
  call: string;
  connections: number;
  postgres: Measure;
  pglite: Measure;
}

/** The same calls on a gateway backed by PGlite, beside the PostgreSQL gateway. */
export const pgliteTable = (rows: PgliteRow[]) =>
  table(
    rows.map(({ call, connections, postgres, pglite }) => ({
      call,
      connections,
      gateway: pglite,
      sql: postgres,
    })),
    [
      'call',
      'conn',
      'PGlite req/s',
      'PGlite p50 ms',
      'PGlite p99 ms',
      'PGlite err',
      'PostgreSQL req/s',
      'PG p50 ms',
      'PG p99 ms',
      'PG err',
      'PG÷PGlite',
    ],
  );
