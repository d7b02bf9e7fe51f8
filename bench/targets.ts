import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import type { CallTargets } from './calls';

/** The bench holder at `offset` in id order (bench documents start with 9). */
const holderAt = async (db: Database, offset: number) => {
  const { rows } = (await db.execute(
    sql`select unique_id from policy_holders where cpf_cnpj like '9%' order by id offset ${Math.trunc(offset)} limit 1`,
  )) as unknown as { rows: { unique_id: string }[] };
  if (!rows[0]) throw new Error('Nenhum tomador do bench: o banco não foi semeado.');
  return rows[0].unique_id;
};

/** The holder in the middle for the detail, the first one for the write. */
export const findTargets = async (db: Database, scale: number): Promise<CallTargets> => ({
  scale,
  detailHolder: await holderAt(db, scale / 2),
  writeHolder: await holderAt(db, 0),
});
