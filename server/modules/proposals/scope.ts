import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import { UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { persons, policyHolders, proposalCoBrokers, proposals } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { CO_BROKER_READ_ONLY, PROPOSAL_NOT_FOUND, PROPOSAL_SCOPE_REFUSED } from './messages';

export type ProposalRow = typeof proposals.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who reaches which proposals (issue 13): insurer staff every proposal of the tenant; a broker
 * or its agent the proposals of its broker and, read-only, those it co-brokers; a policy-holder
 * user the proposals of the holder whose CPF/CNPJ is its own. Anyone else none (403).
 */
export type ProposalScope = 'insurer' | 'broker' | 'holder';

export const proposalScopeOf = (auth: AuthContext): ProposalScope => {
  if (isInsuranceStaff(auth.userTypeId)) return 'insurer';
  if (isBroker(auth.userTypeId) && auth.brokerId) return 'broker';
  if (auth.userTypeId === UserType.POLICY_HOLDER) return 'holder';
  throw new ForbiddenError(PROPOSAL_SCOPE_REFUSED);
};

/** The scope's condition on `proposals`: use it in every query, so another's proposal is 404. */
export const visibleProposals = (auth: AuthContext): SQL => {
  const tenant = eq(proposals.companyId, auth.companyId);
  switch (proposalScopeOf(auth)) {
    case 'insurer':
      return tenant;
    case 'broker':
      return and(
        tenant,
        or(
          eq(proposals.brokerId, auth.brokerId ?? 0),
          exists(
            sql`(select 1 from ${proposalCoBrokers} where ${proposalCoBrokers.proposalId} = ${proposals.id} and ${proposalCoBrokers.brokerId} = ${auth.brokerId ?? 0})`,
          ),
        ),
      ) as SQL;
    case 'holder':
      return and(
        tenant,
        exists(
          sql`(select 1 from ${policyHolders} join ${persons} on ${persons.cpfCnpj} = ${policyHolders.cpfCnpj} and ${persons.companyId} = ${policyHolders.companyId} where ${policyHolders.id} = ${proposals.policyHolderId} and ${persons.id} = ${auth.personId})`,
        ),
      ) as SQL;
  }
};

/** One proposal the caller reaches, by UniqueId, or 404 (also another tenant's or broker's). */
export const findVisibleProposal = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<ProposalRow> => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(visibleProposals(auth), eq(proposals.uniqueId, uniqueId)))
    .limit(1);
  if (!row) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  return row;
};

/** Same, by numeric Id (UpdateParticularClauses names the proposal by Id). */
export const findVisibleProposalById = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(visibleProposals(auth), eq(proposals.id, id)))
    .limit(1);
  if (!row) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  return row;
};

/** Whether the caller reads the proposal only as a co-broker. */
export const isCoBrokerOnly = (auth: AuthContext, row: ProposalRow) =>
  proposalScopeOf(auth) === 'broker' && row.brokerId !== auth.brokerId;

/**
 * A proposal the caller may change: its own broker's (or, for insurer staff, any of the tenant);
 * a co-broker reads only (409 with the reason), a holder user never writes (403 by the route).
 */
export const findWritableProposal = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const row = await findVisibleProposal(db, auth, uniqueId);
  assertProposalWritable(auth, row);
  return row;
};

/** The check of findWritableProposal on a proposal already found (holder 403, co-broker 409). */
export const assertProposalWritable = (auth: AuthContext, row: ProposalRow) => {
  if (proposalScopeOf(auth) === 'holder') throw new ForbiddenError(PROPOSAL_SCOPE_REFUSED);
  if (isCoBrokerOnly(auth, row)) throw new ConflictError(CO_BROKER_READ_ONLY);
};
