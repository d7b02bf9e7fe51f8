import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PendingRequiredDocument,
  ProposalRequestDocuments,
  saveProposalDocumentBody,
} from '../../../domain/contracts/proposalDocuments';
import { findPipeType } from '../../../domain/modalityTerms';
import {
  pendingRequirements,
  requirementNamed,
  sameDocumentName,
} from '../../../domain/proposalDocuments';
import type { RequestDocument } from '../../../domain/requestDocuments';
import type { Database } from '../../db/client';
import { requestDocuments } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { liveRequiredDocumentRows } from '../modalities/requiredDocuments';
import type { ProposalRow } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import {
  DOCUMENT_NOT_FOUND,
  notARequiredDocument,
  PROPOSAL_DOCUMENT_REFERENCE_REQUIRED,
} from './messages';
import type { DocumentOwner } from './owners';
import { type DocumentRow, findDocument, listDocuments } from './queries';
import { createDocument, uploadArchives } from './service';

/** The request-document owner of a proposal (request_documents.owner_id = proposals.id). */
export const ownerOfProposal = (proposal: Pick<ProposalRow, 'id'>): DocumentOwner => ({
  kind: 'proposal',
  id: proposal.id,
});

/** The proposal's documents, the live ones and the deleted ones apart (the detail's cards). */
export const proposalDocumentsOf = async (
  db: Database,
  proposal: Pick<ProposalRow, 'id' | 'companyId'>,
): Promise<ProposalRequestDocuments> => {
  const all = await listDocuments(db, proposal.companyId, [ownerOfProposal(proposal)]);
  return {
    RequestDocuments: all.filter((document) => !document.IsDeleted),
    DeletedRequestDocuments: all.filter((document) => document.IsDeleted),
  };
};

const requirementsOf = async (db: Database, proposal: ProposalRow) =>
  proposal.modalityId
    ? (await liveRequiredDocumentRows(db, proposal.modalityId)).map((row) => ({
        UniqueId: row.uniqueId,
        Name: row.name,
        Description: row.description,
        IsRequired: row.isRequired,
        PipeTypeId: row.pipeTypeId,
      }))
    : [];

const stateOf = (document: RequestDocument) => ({
  ...document,
  ArchiveCount: document.Archives.length,
});

/**
 * GetPendingRequiredRequestDocuments: the modality's required documents (not deleted) that the
 * proposal has not sent yet — no live document of that name with a file, or only a refused one.
 */
export const pendingRequiredDocuments = async (
  db: Database,
  proposal: ProposalRow,
): Promise<PendingRequiredDocument[]> => {
  const [requirements, documents] = await Promise.all([
    requirementsOf(db, proposal),
    listDocuments(db, proposal.companyId, [ownerOfProposal(proposal)], 'active'),
  ]);
  return pendingRequirements(requirements, documents.map(stateOf)).map(
    ({ Document, ...requirement }) => ({
      ...requirement,
      PipeTypeName: findPipeType(requirement.PipeTypeId)?.name ?? '',
      RequestDocumentUniqueId: Document?.UniqueId ?? null,
      RequestDocumentStatus: Document?.Status ?? null,
    }),
  );
};

const documentRow = async (db: Database, id: number): Promise<DocumentRow> => {
  const [row] = await db.select().from(requestDocuments).where(eq(requestDocuments.id, id));
  return row;
};

/**
 * SaveProposalRequestDocument: files to one of the proposal's documents, named by
 * RequestDocumentUniqueId or by the Name of a document the modality requires. A live document
 * of that name takes them; otherwise the document is created from the requirement (its Name and
 * Description) and takes them in the same transaction, so a refused file leaves no empty
 * document behind. The owner's write rules (proposal status, co-broker) are the service's.
 */
export const saveProposalDocument = async (
  db: Database,
  auth: AuthContext,
  proposal: ProposalRow,
  input: z.output<typeof saveProposalDocumentBody>,
) => {
  const owner = ownerOfProposal(proposal);
  const ownRow = async (uniqueId: string) => {
    const row = await findDocument(db, auth, { uniqueId }, ['proposal']);
    if (row.ownerId !== proposal.id) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return row;
  };
  if (input.RequestDocumentUniqueId) {
    return uploadArchives(
      db,
      auth,
      await ownRow(input.RequestDocumentUniqueId),
      input.ArchiveUniqueIds,
    );
  }
  const name = input.Name?.trim() ?? '';
  if (!name) throw new ValidationError(PROPOSAL_DOCUMENT_REFERENCE_REQUIRED);
  const live = await listDocuments(db, proposal.companyId, [owner], 'active');
  const existing = live.find((document) => sameDocumentName(document.Name, name));
  if (existing)
    return uploadArchives(db, auth, await ownRow(existing.UniqueId), input.ArchiveUniqueIds);
  const requirement = requirementNamed(await requirementsOf(db, proposal), name);
  if (!requirement) throw new ValidationError(notARequiredDocument(name));
  return db.transaction(async (tx) => {
    const created = await createDocument(tx, auth, owner, requirement);
    return uploadArchives(tx, auth, await documentRow(tx, created.Id), input.ArchiveUniqueIds);
  });
};
