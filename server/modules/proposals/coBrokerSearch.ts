import { and, asc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { CO_BROKER_SEARCH_LIMIT, type CoBrokerOption } from '../../../domain/contracts/coBrokers';
import { stripDocument } from '../../../domain/cpfCnpj';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/likePattern';
import { brokers } from '../../db/schema';
import type { AuthContext } from '../security/principal';

/**
 * SearchCoBrokers: the brokers a proposal may share its commission with — active brokers (not
 * blocked, registration accepted) of the caller's tenant, never the caller's own brokerage —
 * whose name, or CNPJ from 3 characters on, contains the text; by name, at most
 * CO_BROKER_SEARCH_LIMIT. Answers only the name and CNPJ: a broker's user reads nothing else of
 * another brokerage.
 */
export const searchCoBrokers = async (
  db: Database,
  auth: AuthContext,
  text: string,
): Promise<CoBrokerOption[]> => {
  const trimmed = text.trim();
  const conditions: (SQL | undefined)[] = [
    eq(brokers.companyId, auth.companyId),
    eq(brokers.isBlocked, false),
    eq(brokers.registrationStatus, 'active'),
    auth.brokerId ? ne(brokers.id, auth.brokerId) : undefined,
  ];
  if (trimmed) {
    const document = stripDocument(trimmed);
    conditions.push(
      or(
        ilike(brokers.name, containsPattern(trimmed)),
        document.length >= 3 ? ilike(brokers.cnpj, containsPattern(document)) : undefined,
      ),
    );
  }
  return db
    .select({ UniqueId: brokers.uniqueId, Name: brokers.name, CpfCnpj: brokers.cnpj })
    .from(brokers)
    .where(and(...conditions))
    .orderBy(asc(brokers.name), asc(brokers.id))
    .limit(CO_BROKER_SEARCH_LIMIT);
};
