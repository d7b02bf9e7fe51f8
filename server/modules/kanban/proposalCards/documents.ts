import type { z } from 'zod';
import type {
  cardDeleteDocumentBody,
  cardDocumentStatusBody,
  cardRequestDocumentBody,
} from '../../../../domain/contracts/kanbanProposalCards';
import type { Database } from '../../../db/client';
import { ownerOfProposal } from '../../documents/proposalDocuments';
import { findDocument } from '../../documents/queries';
import { createDocument, deleteDocument, restoreDocument } from '../../documents/service';
import { reviewDocument } from '../../documents/verdicts';
import type { AuthContext } from '../../security/principal';
import { proposalCardAccess, proposalCardAccessById } from './access';

/**
 * The request documents of a proposal acted on from its card: the documents module's services
 * (its lifecycle rules, Version checks and change history) behind the card's access rule.
 */

/** A proposal's document named by UniqueId, once the caller may act on the proposal's cards. */
const actableDocument = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const row = await findDocument(db, auth, { uniqueId }, ['proposal']);
  await proposalCardAccessById(db, auth, row.ownerId, 'act');
  return row;
};

/** KanbanProposalRequestDocument: the analyst asks the broker for a document (Pendente). */
export const requestProposalDocument = async (
  db: Database,
  auth: AuthContext,
  body: z.output<typeof cardRequestDocumentBody>,
) => {
  const { proposal } = await proposalCardAccess(db, auth, body.ProposalUniqueId, 'act');
  return createDocument(db, auth, ownerOfProposal(proposal), body);
};

/** KanbanProposalChangeStatusRequestDocument: Conforme, or Reprovado with the reason. */
export const changeProposalDocumentStatus = async (
  db: Database,
  auth: AuthContext,
  body: z.output<typeof cardDocumentStatusBody>,
) => reviewDocument(db, auth, await actableDocument(db, auth, body.RequestDocumentUniqueId), body);

/** KanbanProposalDeleteRequestDocument: soft delete, or with Restore the way back. */
export const deleteProposalDocument = async (
  db: Database,
  auth: AuthContext,
  body: z.output<typeof cardDeleteDocumentBody>,
) => {
  const row = await actableDocument(db, auth, body.RequestDocumentUniqueId);
  return body.Restore
    ? restoreDocument(db, auth, row, body.Version)
    : deleteDocument(db, auth, row, body.Version);
};
