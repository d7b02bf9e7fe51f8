import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyDns } from '../../db/schema';

export type Company = typeof companies.$inferSelect;

/** `Host` headers and portal addresses may carry a port or a trailing dot. */
export const normalizeDns = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\](:\d+)?$/, '$1')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');

export const findCompanyByKey = async (db: Database, companyKey: string) => {
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.companyKey, companyKey.trim()))
    .limit(1);
  return company;
};

export const findCompanyByDns = async (db: Database, host: string) => {
  const [row] = await db
    .select({ company: companies })
    .from(companyDns)
    .innerJoin(companies, eq(companies.id, companyDns.companyId))
    .where(eq(companyDns.dns, normalizeDns(host)))
    .limit(1);
  return row?.company;
};
