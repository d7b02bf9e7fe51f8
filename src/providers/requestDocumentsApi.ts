import { HttpError } from 'react-admin';
import type { ProposalRequestDocuments } from '../../domain/contracts/proposalDocuments';
import type {
  RequestDocument,
  RequestDocumentArchive,
  ReviewVerdict,
} from '../../domain/requestDocuments';
import { gatewayClient } from './gatewayClient';
import type { RequestDocumentCall, RequestDocumentOwner } from './requestDocumentOwners';

export type { RequestDocumentOwner } from './requestDocumentOwners';

export interface NewRequestDocument {
  Name: string;
  Description?: string | null;
}

export interface SentAnswer {
  SentCount: number;
  SentToAnalysisAt?: string;
}

/**
 * The gateway calls behind one owner's documents. A missing method means the owner kind has no
 * such call (the panel hides the action).
 */
export interface RequestDocumentsAdapter {
  /** Every document, the deleted ones flagged with IsDeleted. */
  list(): Promise<RequestDocument[]>;
  create?(input: NewRequestDocument): Promise<RequestDocument>;
  upload?(documentUniqueId: string, archiveUniqueIds: string[]): Promise<RequestDocument>;
  rename?(documentUniqueId: string, name: string, version: number): Promise<RequestDocument>;
  remove?(documentUniqueId: string, version: number): Promise<RequestDocument>;
  restore?(documentUniqueId: string, version: number): Promise<RequestDocument>;
  /** A document's archives, read again after an upload (broker documents). */
  archives?(documentUniqueId: string): Promise<RequestDocumentArchive[]>;
  /** Send to analysis (holder) / submit to review (broker). */
  send?(): Promise<SentAnswer>;
  review?(
    documentUniqueId: string,
    status: ReviewVerdict,
    reviewNote: string | null,
    version: number,
  ): Promise<RequestDocument>;
}

const post = <T>(path: string, json: unknown) => gatewayClient.post<T>(path, { json });
const ref = (uniqueId: string) => ({ RequestDocumentUniqueId: uniqueId });
/** A document as read: every write on one sends its Version back. */
const read = (uniqueId: string, version: number) => ({ ...ref(uniqueId), Version: version });
const uploadBody = (uniqueId: string, ids: string[]) => ({
  RequestDocumentUniqueId: uniqueId,
  ArchiveUniqueIds: ids,
});

const review: RequestDocumentsAdapter['review'] = (uniqueId, status, reviewNote, version) =>
  post('InsuranceCompany/ReviewRequestDocument', {
    ...read(uniqueId, version),
    Status: status,
    ReviewNote: reviewNote,
  });

/** rename/restore of holder and insured documents go through /api/PolicyHolder (spec). */
const partyRename: RequestDocumentsAdapter['rename'] = (uniqueId, name, version) =>
  post('PolicyHolder/ChangeRequestDocumentName', { ...read(uniqueId, version), Name: name });
const partyRestore: RequestDocumentsAdapter['restore'] = (uniqueId, version) =>
  post('PolicyHolder/RestoreRequestDocument', read(uniqueId, version));

const holderAdapter = (uniqueId: string, limit: boolean): RequestDocumentsAdapter => ({
  list: () =>
    gatewayClient.get(
      limit
        ? 'PolicyHolder/GetRequestLimitDocuments'
        : 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId',
      { query: { policyHolderUniqueId: uniqueId } },
    ),
  create: (input) =>
    post('PolicyHolder/CreateRequestDocument', {
      PolicyHolderUniqueId: uniqueId,
      IsLimitDocument: limit,
      ...input,
    }),
  upload: (documentUniqueId, ids) =>
    post(
      limit ? 'PolicyHolder/UploadRequestLimitsDocument' : 'PolicyHolder/UploadRequestDocument',
      uploadBody(documentUniqueId, ids),
    ),
  rename: partyRename,
  remove: (documentUniqueId, version) =>
    post('PolicyHolder/DeleteRequestDocument', read(documentUniqueId, version)),
  restore: partyRestore,
  send: () => post('PolicyHolder/sendRequestToAnalysis', { PolicyHolderUniqueId: uniqueId }),
  review,
});

const insuredAdapter = (uniqueId: string): RequestDocumentsAdapter => ({
  list: () =>
    gatewayClient.get('Insured/GetDocumentsByInsuredUniqueId', { query: { UniqueId: uniqueId } }),
  create: (input) => post('Insured/CreateRequestDocument', { InsuredUniqueId: uniqueId, ...input }),
  upload: (documentUniqueId, ids) =>
    post('Insured/UploadRequestDocument', uploadBody(documentUniqueId, ids)),
  rename: partyRename,
  remove: (documentUniqueId, version) =>
    post('Insured/DeleteRequestDocument', read(documentUniqueId, version)),
  restore: partyRestore,
  review,
});

const brokerArchives: RequestDocumentsAdapter['archives'] = (documentUniqueId) =>
  gatewayClient.get<RequestDocumentArchive[]>('Broker/GetBrokerRequestDocumentArchives', {
    query: ref(documentUniqueId),
  });

/** The insurer's view of a broker: the active list and the deleted list, merged. */
const brokerAdapter = (brokerId: number): RequestDocumentsAdapter => ({
  list: async () => {
    const query = { brokerId };
    const [active, deleted] = await Promise.all([
      gatewayClient.get<RequestDocument[]>('Broker/GetBrokerRequestDocumentsByBroker', { query }),
      gatewayClient.get<RequestDocument[]>('Broker/GetBrokerRequestDocumentsDeletedByBroker', {
        query,
      }),
    ]);
    return [...active, ...deleted];
  },
  create: (input) =>
    post('Broker/CreateBrokerRequestDocumentByInsurer', { BrokerId: brokerId, ...input }),
  upload: (documentUniqueId, ids) =>
    post('Broker/UploadBrokerRequestDocumentArchiveByInsurer', uploadBody(documentUniqueId, ids)),
  archives: brokerArchives,
  remove: (documentUniqueId, version) =>
    post('Broker/DeleteBrokerRequestDocument', read(documentUniqueId, version)),
  review,
});

const ownBrokerAdapter = (): RequestDocumentsAdapter => ({
  list: () => gatewayClient.get('Broker/GetBrokerRequestDocuments'),
  upload: (documentUniqueId, ids) =>
    post('Broker/UploadBrokerRequestDocumentArchive', uploadBody(documentUniqueId, ids)),
  archives: brokerArchives,
  send: () => post('Broker/SubmitDocumentToReview', {}),
});

const insurerAdapter = (): RequestDocumentsAdapter => ({
  list: () => gatewayClient.get('InsuranceCompany/GetRequestDocuments'),
  create: (input) => post('InsuranceCompany/CreateRequestDocument', input),
  upload: (documentUniqueId, ids) =>
    post('InsuranceCompany/UploadRequestDocument', uploadBody(documentUniqueId, ids)),
  rename: (documentUniqueId, name, version) =>
    post('InsuranceCompany/ChangeRequestDocumentName', {
      ...read(documentUniqueId, version),
      Name: name,
    }),
  remove: (documentUniqueId, version) =>
    post('InsuranceCompany/DeleteRequestDocument', read(documentUniqueId, version)),
  restore: (documentUniqueId, version) =>
    post('InsuranceCompany/RestoreRequestDocument', read(documentUniqueId, version)),
});

/**
 * A proposal's documents (/api/Proposal): the list answers the live and the deleted apart; files
 * go to a document by SaveProposalRequestDocument.
 */
const proposalAdapter = (uniqueId: string): RequestDocumentsAdapter => ({
  list: async () => {
    const documents = await gatewayClient.get<ProposalRequestDocuments>(
      'Proposal/GetProposalRequestDocuments',
      { query: { ProposalUniqueId: uniqueId } },
    );
    return [...documents.RequestDocuments, ...documents.DeletedRequestDocuments];
  },
  create: (input) =>
    post('Proposal/CreateProposalRequestDocument', { ProposalUniqueId: uniqueId, ...input }),
  upload: (documentUniqueId, ids) =>
    post('Proposal/SaveProposalRequestDocument', {
      ProposalUniqueId: uniqueId,
      ...uploadBody(documentUniqueId, ids),
    }),
  rename: (documentUniqueId, name, version) =>
    post('Proposal/ProposalChangeRequestDocumentName', {
      ...read(documentUniqueId, version),
      Name: name,
    }),
  remove: (documentUniqueId, version) =>
    post('Proposal/ProposalDeleteRequestDocument', read(documentUniqueId, version)),
  restore: (documentUniqueId, version) =>
    post('Proposal/ProposalRestoreRequestDocument', read(documentUniqueId, version)),
  review,
});

export const requestDocumentsAdapter = (owner: RequestDocumentOwner): RequestDocumentsAdapter => {
  switch (owner.kind) {
    case 'policy_holder':
      return holderAdapter(owner.uniqueId, false);
    case 'policy_holder_limit':
      return holderAdapter(owner.uniqueId, true);
    case 'insured':
      return insuredAdapter(owner.uniqueId);
    case 'broker':
      return brokerAdapter(owner.brokerId);
    case 'own_broker':
      return ownBrokerAdapter();
    case 'insurer':
      return insurerAdapter();
    case 'proposal':
      return proposalAdapter(owner.uniqueId);
  }
};

/** Any document's archives (kanban cards and detail views). */
export const getRequestDocumentArchives = (documentUniqueId: string) =>
  gatewayClient.get<RequestDocumentArchive[]>('kanban/GetRequestDocumentArchives', {
    query: { RequestDocumentUniqueId: documentUniqueId },
  });

/** The owner's adapter, refusing a call the owner kind does not have. */
const adapterWith = <Call extends RequestDocumentCall>(owner: RequestDocumentOwner, call: Call) => {
  const adapter = requestDocumentsAdapter(owner);
  if (!adapter[call]) {
    throw new HttpError(`Documentos de "${owner.kind}": a operação ${call} não existe.`, 501);
  }
  return adapter as RequestDocumentsAdapter & Required<Pick<RequestDocumentsAdapter, Call>>;
};

/**
 * The request documents' named dataProvider methods, each for one owner (RequestDocumentsPanel
 * reaches them through useDataProvider, so the session rules apply to every call).
 */
export const requestDocumentsMethods = {
  getRequestDocuments: async (owner: RequestDocumentOwner) => requestDocumentsAdapter(owner).list(),
  createRequestDocument: async (owner: RequestDocumentOwner, input: NewRequestDocument) =>
    adapterWith(owner, 'create').create(input),
  attachRequestDocumentArchives: async (
    owner: RequestDocumentOwner,
    documentUniqueId: string,
    archiveUniqueIds: string[],
  ) => adapterWith(owner, 'upload').upload(documentUniqueId, archiveUniqueIds),
  renameRequestDocument: async (
    owner: RequestDocumentOwner,
    documentUniqueId: string,
    name: string,
    version: number,
  ) => adapterWith(owner, 'rename').rename(documentUniqueId, name, version),
  deleteRequestDocument: async (
    owner: RequestDocumentOwner,
    documentUniqueId: string,
    version: number,
  ) => adapterWith(owner, 'remove').remove(documentUniqueId, version),
  restoreRequestDocument: async (
    owner: RequestDocumentOwner,
    documentUniqueId: string,
    version: number,
  ) => adapterWith(owner, 'restore').restore(documentUniqueId, version),
  /** A document's archives through its owner's own call (broker documents). */
  getOwnerRequestDocumentArchives: async (owner: RequestDocumentOwner, documentUniqueId: string) =>
    adapterWith(owner, 'archives').archives(documentUniqueId),
  sendRequestDocuments: async (owner: RequestDocumentOwner) => adapterWith(owner, 'send').send(),
  reviewRequestDocument: async (
    owner: RequestDocumentOwner,
    documentUniqueId: string,
    status: ReviewVerdict,
    reviewNote: string | null,
    version: number,
  ) => adapterWith(owner, 'review').review(documentUniqueId, status, reviewNote, version),
  getRequestDocumentArchives,
};
