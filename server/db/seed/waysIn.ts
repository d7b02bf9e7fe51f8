import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { advisorBrokers, companyAcceptanceTerms, users } from '../schema';

/** What a tenant needs for the "ways in": advisors' brokers and acceptance terms. */
export interface WaysInSeed {
  /** Advisor login → keys of the tenant's brokers it may act for. */
  advisorBrokers?: Record<string, string[]>;
  acceptanceTerms?: { proposalType: number; version: number; html: string }[];
}

export const seedWaysIn = async (
  tx: Database,
  companyId: number,
  seed: WaysInSeed | undefined,
  brokerIds: Map<string, number>,
) => {
  const links = Object.entries(seed?.advisorBrokers ?? {});
  if (links.length > 0) {
    const advisors = await tx
      .select({ id: users.id, login: users.login })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          inArray(
            users.login,
            links.map(([login]) => login),
          ),
        ),
      );
    const rows = links.flatMap(([login, keys]) => {
      const advisor = advisors.find((user) => user.login === login);
      if (!advisor) throw new Error(`Assessor desconhecido: ${login}`);
      return keys.map((key) => {
        const brokerId = brokerIds.get(key);
        if (brokerId === undefined) throw new Error(`Corretora desconhecida: ${key}`);
        return { companyId, advisorUserId: advisor.id, brokerId };
      });
    });
    await tx.insert(advisorBrokers).values(rows);
  }
  const terms = seed?.acceptanceTerms ?? [];
  if (terms.length > 0) {
    await tx
      .insert(companyAcceptanceTerms)
      .values(terms.map((term) => ({ ...term, companyId, publishedAt: new Date() })));
  }
};
