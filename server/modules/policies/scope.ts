import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, policies, policyHolders, proposalCoBrokers, proposals } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { type ProposalScope, proposalScopeOf } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import { POLICY_NOT_FOUND, POLICY_SCOPE_REFUSED } from './messages';

export type PolicyRow = typeof policies.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who reaches which policies (issue 15), as for the proposals they were issued from (the same
 * principal rules, proposals/scope.ts): insurer staff every policy of the tenant; a broker or its
 * agent its broker's and those it co-brokers; a policy-holder user the policies of the holder
 * whose CPF/CNPJ is its own. Anyone else none (403).
 */
export const policyScopeOf = (auth: AuthContext): ProposalScope => {
  try {
    return proposalScopeOf(auth);
  } catch {
    throw new ForbiddenError(POLICY_SCOPE_REFUSED);
  }
};

/** The scope's condition on `policies`: use it in every query, so another's policy is 404. */
export const visiblePolicies = (auth: AuthContext): SQL => {
  const tenant = eq(policies.companyId, auth.companyId);
  switch (policyScopeOf(auth)) {
    case 'insurer':
      return tenant;
    case 'broker':
      return and(
        tenant,
        or(
          eq(policies.brokerId, auth.brokerId ?? 0),
          exists(
            sql`(select 1 from ${proposalCoBrokers} where ${proposalCoBrokers.proposalId} = ${policies.proposalId} and ${proposalCoBrokers.brokerId} = ${auth.brokerId ?? 0})`,
          ),
        ),
      ) as SQL;
    case 'holder':
      return and(
        tenant,
        exists(
          sql`(select 1 from ${policyHolders} join ${persons} on ${persons.cpfCnpj} = ${policyHolders.cpfCnpj} and ${persons.companyId} = ${policyHolders.companyId} where ${policyHolders.id} = ${policies.policyHolderId} and ${persons.id} = ${auth.personId})`,
        ),
      ) as SQL;
  }
};

const findOne = async (db: Database, auth: AuthContext, condition: SQL) => {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(visiblePolicies(auth), condition))
    .limit(1);
  if (!row) throw new NotFoundError(POLICY_NOT_FOUND);
  return row;
};

/** One policy the caller reaches, by UniqueId, or 404 (also another tenant's or broker's). */
export const findVisiblePolicy = (db: Database, auth: AuthContext, uniqueId: string) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(POLICY_NOT_FOUND);
  return findOne(db, auth, eq(policies.uniqueId, uniqueId));
};

/** Same, by the policy number (unique per tenant), as the spec's cancel and lookup calls name it. */
export const findVisiblePolicyByNumber = (db: Database, auth: AuthContext, number: string) =>
  findOne(db, auth, eq(policies.number, number.trim()));

/** The policy issued from a proposal, by the proposal's UniqueId (document calls), or 404. */
export const findVisiblePolicyByProposal = (
  db: Database,
  auth: AuthContext,
  proposalUniqueId: string,
) => {
  if (!UUID.test(proposalUniqueId)) throw new NotFoundError(POLICY_NOT_FOUND);
  return findOne(
    db,
    auth,
    sql`${policies.proposalId} = (select ${proposals.id} from ${proposals} where ${proposals.uniqueId} = ${proposalUniqueId} and ${proposals.companyId} = ${auth.companyId})`,
  );
};
