import { allows } from '../../../domain/accessRule';
import { Functionality as F, type FunctionalityId } from '../../../domain/functionalities';
import type { RequestDocumentOwnerKind } from '../../../domain/requestDocuments';
import { requestDocumentManageRule } from '../../../domain/resourceAccess';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { DomainError, ForbiddenError, NotFoundError } from '../../http/errors';
import { findOwnBroker, findVisibleBrokerById } from '../brokers/scope';
import { findVisibleInsured, findVisibleInsuredById } from '../insured/scope';
import { findVisiblePolicyHolder, findVisiblePolicyHolderById } from '../policy-holders/scope';
import { assertProposalDocumentsWritable } from '../proposals/documentGuard';
import { findVisibleProposal, findVisibleProposalById } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import { DOCUMENT_MANAGE_REFUSED, DOCUMENT_NOT_FOUND } from './messages';

/** Whose documents: the party (or the insurer itself) and where its history goes. */
export interface DocumentOwner {
  kind: RequestDocumentOwnerKind;
  /** The party's id; the company's id for the insurer's catalogue. */
  id: number;
}

export type HistoryEntity = 'PolicyHolder' | 'Insured' | 'Broker' | 'InsuranceCompany' | 'Proposal';

export const historyEntityOf = (kind: RequestDocumentOwnerKind): HistoryEntity => {
  switch (kind) {
    case 'policy_holder':
    case 'policy_holder_limit':
      return 'PolicyHolder';
    case 'insured':
      return 'Insured';
    case 'broker':
      return 'Broker';
    case 'insurer':
      return 'InsuranceCompany';
    case 'proposal':
      return 'Proposal';
  }
};

/** Routes shared by several owner kinds check the manage rule of the document's own kind. */
export const requireManageOf = (auth: AuthContext, kind: RequestDocumentOwnerKind) => {
  if (!allows(requestDocumentManageRule[kind], auth)) {
    throw new ForbiddenError(DOCUMENT_MANAGE_REFUSED);
  }
};

const DOCUMENT_VIEWERS: FunctionalityId[] = [
  F.VISUALIZAR_DOCUMENTOS,
  F.GERENCIAR_DOCUMENTOS,
  F.VISUALIZAR_TELA_DE_DOCUMENTOS,
];

export const holderOwner = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
  limit = false,
): Promise<DocumentOwner> => {
  const holder = await findVisiblePolicyHolder(db, auth, uniqueId);
  return { kind: limit ? 'policy_holder_limit' : 'policy_holder', id: holder.id };
};

export const insuredOwner = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<DocumentOwner> => ({
  kind: 'insured',
  id: (await findVisibleInsured(db, auth, uniqueId)).id,
});

export const brokerOwner = async (
  db: Database,
  auth: AuthContext,
  brokerId: number,
): Promise<DocumentOwner> => ({
  kind: 'broker',
  id: (await findVisibleBrokerById(db, auth, brokerId)).id,
});

export const ownBrokerOwner = async (db: Database, auth: AuthContext): Promise<DocumentOwner> => ({
  kind: 'broker',
  id: (await findOwnBroker(db, auth)).id,
});

/** A proposal the caller reaches (findVisibleProposal: another broker's or tenant's is 404). */
export const proposalOwner = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<DocumentOwner> => ({
  kind: 'proposal',
  id: (await findVisibleProposal(db, auth, uniqueId)).id,
});

export const insurerOwner = (auth: AuthContext): DocumentOwner => ({
  kind: 'insurer',
  id: auth.companyId,
});

const checkOwnerScope = async (db: Database, auth: AuthContext, owner: DocumentOwner) => {
  switch (owner.kind) {
    case 'policy_holder':
    case 'policy_holder_limit':
      await findVisiblePolicyHolderById(db, auth, owner.id);
      return;
    case 'insured':
      await findVisibleInsuredById(db, auth, owner.id);
      return;
    case 'broker':
      await findVisibleBrokerById(db, auth, owner.id);
      return;
    case 'proposal':
      await findVisibleProposalById(db, auth, owner.id);
      return;
    case 'insurer':
      if (owner.id !== auth.companyId) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      if (
        !isInsuranceStaff(auth.userTypeId) &&
        !DOCUMENT_VIEWERS.some((id) => auth.functionalities.has(id))
      ) {
        throw new NotFoundError(DOCUMENT_NOT_FOUND);
      }
  }
};

/**
 * Whether the caller reaches the owner of a document it named: through the same scope helpers as
 * the party screens (a broker only its nominated holders and its own broker). Anything out of
 * scope is "document not found", never a hint that it exists.
 */
export const assertOwnerInScope = async (db: Database, auth: AuthContext, owner: DocumentOwner) => {
  try {
    await checkOwnerScope(db, auth, owner);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      throw new NotFoundError(DOCUMENT_NOT_FOUND);
    }
    throw error as DomainError;
  }
};

/**
 * Whether the owner's documents may change now, on top of each document's own lifecycle
 * (domain/requestDocuments.refusalOf): a proposal's only while the proposal may change and the
 * caller may write it (domain/proposalDocuments.ts); a party's always. Every write of the service
 * goes through here, whichever route it came by.
 */
export const assertOwnerWritable = async (
  db: Database,
  auth: AuthContext,
  owner: DocumentOwner,
) => {
  if (owner.kind === 'proposal') await assertProposalDocumentsWritable(db, auth, owner.id);
};
