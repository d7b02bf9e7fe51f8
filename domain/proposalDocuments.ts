import { DocumentStatus, type DocumentStatusName } from './documentStatus';
import { normalName } from './engines/registration';
import { proposalStatusLabel } from './proposalStatus';
import { canEdit, isTerminalProposalStatus } from './proposalTransitions';
import type { RequestDocumentActor } from './requestDocuments';

/**
 * A proposal's request documents (issue 13): the request-document machinery with the proposal as
 * owner. The rules here are shared by the gateway and the portal.
 */

export const proposalDocumentsLocked = (status: number) =>
  `A proposta está com status "${proposalStatusLabel(status) || status}" e seus documentos não podem mais ser alterados.`;

/**
 * Why the proposal's documents may not change now, or undefined when they may. The broker changes
 * them only while it may change the proposal (Cotação, Aguardando Corretor: `canEdit`); insurer
 * staff also while the proposal is in its hands (Em análise and later), until it ends (Emitida,
 * Rejeitada, Recusada, Cancelada).
 */
export const proposalDocumentsRefusal = (
  status: number,
  actor: RequestDocumentActor,
): string | undefined => {
  const open = actor === 'insurer' ? !isTerminalProposalStatus(status) : canEdit(status);
  return open ? undefined : proposalDocumentsLocked(status);
};

/** A document the modality asks of its proposals (modality_required_documents, not deleted). */
export interface ModalityRequirement {
  Name: string;
  Description: string | null;
  IsRequired: boolean;
  PipeTypeId: number;
}

/** What pendingRequirements needs of the proposal's documents. */
export interface ProposalDocumentState {
  UniqueId: string;
  Name: string;
  Status: DocumentStatusName;
  IsDeleted: boolean;
  ArchiveCount: number;
}

/** Whether a document stands for a requirement: sent (it holds a file) and not refused. */
export const satisfiesRequirement = (document: ProposalDocumentState) =>
  !document.IsDeleted && document.ArchiveCount > 0 && document.Status !== DocumentStatus.Reprovado;

/**
 * The modality's requirements the proposal does not yet meet (GetPendingRequiredRequestDocuments),
 * in the modality's order, each with the proposal's live document of the same name when there is
 * one (created but without a file, or refused), so a new file goes to it. Names match ignoring
 * case, accents and extra spaces, as the registration engine matches them.
 */
export const pendingRequirements = <R extends ModalityRequirement>(
  requirements: readonly R[],
  documents: readonly ProposalDocumentState[],
): (R & { Document: ProposalDocumentState | null })[] => {
  const live = new Map<string, ProposalDocumentState>();
  for (const document of documents) {
    if (document.IsDeleted) continue;
    const key = normalName(document.Name);
    const known = live.get(key);
    // among same-named documents, the one that meets the requirement decides
    if (!known || (!satisfiesRequirement(known) && satisfiesRequirement(document))) {
      live.set(key, document);
    }
  }
  return requirements
    .map((requirement) => ({
      ...requirement,
      Document: live.get(normalName(requirement.Name)) ?? null,
    }))
    .filter((entry) => !entry.Document || !satisfiesRequirement(entry.Document));
};

/** The modality's requirement a name stands for (SaveProposalRequestDocument by Name). */
export const requirementNamed = <R extends ModalityRequirement>(
  requirements: readonly R[],
  name: string,
): R | undefined => requirements.find((entry) => normalName(entry.Name) === normalName(name));

export const sameDocumentName = (a: string, b: string) => normalName(a) === normalName(b);
