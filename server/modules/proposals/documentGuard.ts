import { proposalDocumentsRefusal } from '../../../domain/proposalDocuments';
import type { Database } from '../../db/client';
import { ConflictError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { assertProposalWritable, findVisibleProposalById, proposalScopeOf } from './scope';

/**
 * Whether the caller may change the documents of a proposal (request-document owner kind
 * 'proposal'): it reaches the proposal (404), may write it (a holder user 403, a co-broker 409),
 * and the proposal's status lets its documents change (409 with the reason,
 * domain/proposalDocuments.ts). Kept apart from the documents service so it imports no document
 * code.
 */
export const assertProposalDocumentsWritable = async (
  db: Database,
  auth: AuthContext,
  proposalId: number,
) => {
  const row = await findVisibleProposalById(db, auth, proposalId);
  assertProposalWritable(auth, row);
  const actor = proposalScopeOf(auth) === 'insurer' ? 'insurer' : 'party';
  const refusal = proposalDocumentsRefusal(row.status, actor);
  if (refusal) throw new ConflictError(refusal);
  return row;
};
