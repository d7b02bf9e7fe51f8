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

/**
 * A quote of Prime the broker may price (the demo seed's, status Cotação with its risk data),
 * with its Version, for CalculateFinancialData.
 */
const primeQuote = async (db: Database) => {
  const { rows } = (await db.execute(
    sql`select p.unique_id, p.version from proposals p join brokers b on b.id = p.broker_id
        where b.name like 'Prime%' and p.status = 1 and p.insurance_premium is not null
        order by p.number limit 1`,
  )) as unknown as { rows: { unique_id: string; version: number }[] };
  return rows[0] ? { uniqueId: rows[0].unique_id, version: rows[0].version } : null;
};

/** The proposal in the middle of the bench's, for the Number filter. */
const middleProposalNumber = async (db: Database) => {
  const { rows } = (await db.execute(
    sql`select percentile_disc(0.5) within group (order by number) as number from proposals`,
  )) as unknown as { rows: { number: number | null }[] };
  return rows[0]?.number ?? 1;
};

/** The bench policy in the middle (by number), for the policyNumber filter. */
const middlePolicyNumber = async (db: Database) => {
  const { rows } = (await db.execute(
    sql`select percentile_disc(0.5) within group (order by number) as number from policies`,
  )) as unknown as { rows: { number: string | null }[] };
  return rows[0]?.number ?? '0775';
};

/** The holder in the middle for the detail, the first one for the write; proposal targets. */
export const findTargets = async (
  db: Database,
  scale: number,
  kanban: CallTargets['kanban'],
): Promise<CallTargets> => ({
  scale,
  detailHolder: await holderAt(db, scale / 2),
  writeHolder: await holderAt(db, 0),
  proposalNumber: await middleProposalNumber(db),
  quote: await primeQuote(db),
  policyNumber: await middlePolicyNumber(db),
  kanban,
});
