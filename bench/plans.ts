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
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    sections.push(
      [
        `-- statement ${index + 1}`,
        statement.text,
        `-- params: ${JSON.stringify(statement.values)}`,
        ...rows.map((row) => row['QUERY PLAN']),
      ].join('\n'),
    );
  }
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${slug(callName)}.txt`);
  await writeFile(file, `${sections.join('\n\n')}\n`);
  return file;
};
