import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import type { Statement } from './capture';

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

type PlanRow = { 'QUERY PLAN': string };
const QUERY_CANCELED = '57014';

/** EXPLAIN (ANALYZE, BUFFERS), or the plain EXPLAIN when the statement_timeout cancels it. */
const explain = async (pool: pg.Pool, statement: Statement) => {
  try {
    const { rows } = await pool.query<PlanRow>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    return { lines: rows.map((row) => row['QUERY PLAN']) };
  } catch (error) {
    if ((error as { code?: string }).code !== QUERY_CANCELED) throw error;
    const { rows } = await pool.query<PlanRow>(`explain ${statement.text}`, statement.values);
    return {
      note: '-- EXPLAIN ANALYZE cancelado pelo statement_timeout do banco do bench; plano estimado:',
      lines: rows.map((row) => row['QUERY PLAN']),
    };
  }
};

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every select a search call runs, into `<dir>/<call>.txt`, so the
 * indexes can be chosen from the plans at scale. Answers the file written.
 */
export const writePlans = async (
  pool: pg.Pool,
  dir: string,
  callName: string,
  header: string,
  statements: Statement[],
) => {
  const sections: string[] = [`${callName}\n${header}\n`];
  for (const [index, statement] of statements.entries()) {
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    const { note, lines } = await explain(pool, statement);
    sections.push(
      [
        `-- statement ${index + 1}`,
        statement.text,
        `-- params: ${JSON.stringify(statement.values)}`,
        ...(note ? [note] : []),
        ...lines,
      ].join('\n'),
    );
  }
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${slug(callName)}.txt`);
  await writeFile(file, `${sections.join('\n\n')}\n`);
  return file;
};
