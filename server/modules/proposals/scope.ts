import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { proposals } from '../../db/schema';
import { ConflictError, ForbiddenError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { CO_BROKER_READ_ONLY, PROPOSAL_NOT_FOUND, PROPOSAL_SCOPE_REFUSED } from './messages';
import {
  findVisibleByUniqueId,
  findVisibleRecord,
  type RecordScope,
  recordScopeOf,
  type ScopedTable,
  visibleRecords,
} from './recordScope';

export type ProposalRow = typeof proposals.$inferSelect;

/**
 * Who reaches which proposals (issue 13; the rules are recordScope.ts's): insurer staff every
 * proposal of the tenant; a broker or its agent the proposals of its broker and, read-only,
 * those it co-brokers; a policy-holder user the proposals of the holder whose CPF/CNPJ is its
 * own. Anyone else none (403).
 */
export type ProposalScope = RecordScope;

export const proposalScope: ScopedTable<typeof proposals> = {
  table: proposals,
  id: proposals.id,
  uniqueId: proposals.uniqueId,
  companyId: proposals.companyId,
  brokerId: proposals.brokerId,
  proposalId: proposals.id,
  policyHolderId: proposals.policyHolderId,
  refusal: PROPOSAL_SCOPE_REFUSED,
  notFound: PROPOSAL_NOT_FOUND,
};

export const proposalScopeOf = (auth: AuthContext): ProposalScope =>
  recordScopeOf(auth, PROPOSAL_SCOPE_REFUSED);

/** The scope's condition on `proposals`: use it in every query, so another's proposal is 404. */
export const visibleProposals = (auth: AuthContext): SQL => visibleRecords(proposalScope, auth);

/** One proposal the caller reaches, by UniqueId, or 404 (also another tenant's or broker's). */
export const findVisibleProposal = (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<ProposalRow> => findVisibleByUniqueId(db, proposalScope, auth, uniqueId);

/** Same, by numeric Id (UpdateParticularClauses names the proposal by Id). */
export const findVisibleProposalById = (db: Database, auth: AuthContext, id: number) =>
  findVisibleRecord(db, proposalScope, auth, eq(proposals.id, id));

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
