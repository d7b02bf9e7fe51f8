import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policies, proposals } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import {
  findVisibleByUniqueId,
  findVisibleRecord,
  isUniqueId,
  type RecordScope,
  recordScopeOf,
  type ScopedTable,
  type ScopePart,
  scopeParts,
  visibleRecords,
} from '../proposals/recordScope';
import type { AuthContext } from '../security/principal';
import { POLICY_NOT_FOUND, POLICY_SCOPE_REFUSED } from './messages';

export type PolicyRow = typeof policies.$inferSelect;

/**
 * Who reaches which policies (issue 15), as for the proposals they were issued from (the same
 * principal rules, proposals/recordScope.ts): insurer staff every policy of the tenant; a broker
 * or its agent its broker's and those it co-brokers; a policy-holder user the policies of the
 * holder whose CPF/CNPJ is its own. Anyone else none (403).
 */
export const policyScope: ScopedTable<typeof policies> = {
  table: policies,
  id: policies.id,
  uniqueId: policies.uniqueId,
  companyId: policies.companyId,
  brokerId: policies.brokerId,
  proposalId: policies.proposalId,
  policyHolderId: policies.policyHolderId,
  refusal: POLICY_SCOPE_REFUSED,
  notFound: POLICY_NOT_FOUND,
};

export const policyScopeOf = (auth: AuthContext): RecordScope =>
  recordScopeOf(auth, POLICY_SCOPE_REFUSED);

/** The scope's condition on `policies`: use it in every query, so another's policy is 404. */
export const visiblePolicies = (auth: AuthContext): SQL => visibleRecords(policyScope, auth);

/** The scope as disjoint parts, one search branch each (recordScope.ts, scopedSearch). */
export const policyScopeParts = (auth: AuthContext): ScopePart[] => scopeParts(policyScope, auth);

/** One policy the caller reaches, by UniqueId, or 404 (also another tenant's or broker's). */
export const findVisiblePolicy = (db: Database, auth: AuthContext, uniqueId: string) =>
  findVisibleByUniqueId(db, policyScope, auth, uniqueId);

/** Same, by the policy number (unique per tenant), as the spec's cancel and lookup calls name it. */
export const findVisiblePolicyByNumber = (db: Database, auth: AuthContext, number: string) =>
  findVisibleRecord(db, policyScope, auth, eq(policies.number, number.trim()));

/** The policy issued from a proposal, by the proposal's UniqueId (document calls), or 404. */
export const findVisiblePolicyByProposal = (
  db: Database,
  auth: AuthContext,
  proposalUniqueId: string,
) => {
  if (!isUniqueId(proposalUniqueId)) throw new NotFoundError(POLICY_NOT_FOUND);
  return findVisibleRecord(
    db,
    policyScope,
    auth,
    sql`${policies.proposalId} = (select ${proposals.id} from ${proposals} where ${proposals.uniqueId} = ${proposalUniqueId} and ${proposals.companyId} = ${auth.companyId})`,
  );
};
