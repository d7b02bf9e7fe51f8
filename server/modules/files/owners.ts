import { and, eq } from 'drizzle-orm';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { policyHolderNominations } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { findVisibleBrokerById } from '../brokers/scope';
import { findRequestDocumentById } from '../documents/queries';
import { findVisibleInsuredById } from '../insured/scope';
import { findVisiblePolicyHolderById } from '../policy-holders/scope';
import { findVisibleProposalById } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import { ARCHIVE_NOT_FOUND } from './messages';

/**
 * What an archive can belong to (archives.owner_kind; owner_id is that row's id). A new kind
 * (proposal, policy, endorsement…) adds its name here and its scope to `archiveOwnerScopes`;
 * the compiler refuses one without the other.
 */
export type ArchiveOwnerKind =
  'request_document' | 'nomination_letter' | 'policy_holder' | 'insured' | 'broker' | 'proposal';

export interface ArchiveOwner {
  kind: ArchiveOwnerKind;
  id: number;
}

/**
 * Resolves when the caller reaches the owner, by the same rules as the owner's own calls; throws
 * NotFoundError or ForbiddenError otherwise.
 */
type ReachOwner = (db: Database, auth: AuthContext, ownerId: number) => Promise<unknown>;

/** A nomination's letter: the insurer, and the users of the broker asking to be nominated. */
const reachNomination: ReachOwner = async (db, auth, nominationId) => {
  const [nomination] = await db
    .select({ brokerId: policyHolderNominations.brokerId })
    .from(policyHolderNominations)
    .where(
      and(
        eq(policyHolderNominations.companyId, auth.companyId),
        eq(policyHolderNominations.id, nominationId),
      ),
    );
  const reached =
    nomination &&
    (isInsuranceStaff(auth.userTypeId) ||
      (isBroker(auth.userTypeId) && auth.brokerId === nomination.brokerId));
  if (!reached) throw new NotFoundError(ARCHIVE_NOT_FOUND);
};

/** One scope per owner kind: the registry every download goes through. */
export const archiveOwnerScopes: Record<ArchiveOwnerKind, ReachOwner> = {
  // the document's own owner (holder, insured, broker, proposal or the insurer's catalogue)
  // decides
  request_document: findRequestDocumentById,
  nomination_letter: reachNomination,
  policy_holder: findVisiblePolicyHolderById,
  insured: findVisibleInsuredById,
  broker: findVisibleBrokerById,
  // a proposal's own files (the contract draft PDFs): whoever reads the proposal
  proposal: findVisibleProposalById,
};

export interface ArchiveOwnership {
  companyId: number;
  ownerKind: string | null;
  ownerId: number | null;
  uploadedByUserId: number | null;
}

/**
 * Whether the caller may read an archive: one of its tenant, whose owner it reaches, or, while
 * the archive is attached to nothing, the user who uploaded it. Anything else is "not found".
 */
export const assertArchiveReachable = async (
  db: Database,
  auth: AuthContext,
  archive: ArchiveOwnership,
) => {
  if (archive.companyId !== auth.companyId) throw new NotFoundError(ARCHIVE_NOT_FOUND);
  if (archive.ownerKind === null || archive.ownerId === null) {
    if (archive.uploadedByUserId === auth.userId) return;
    throw new NotFoundError(ARCHIVE_NOT_FOUND);
  }
  const reach = archiveOwnerScopes[archive.ownerKind as ArchiveOwnerKind];
  if (!reach) throw new NotFoundError(ARCHIVE_NOT_FOUND);
  try {
    await reach(db, auth, archive.ownerId);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      throw new NotFoundError(ARCHIVE_NOT_FOUND);
    }
    throw error;
  }
};
