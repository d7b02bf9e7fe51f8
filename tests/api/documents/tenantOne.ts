import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import { brokers, requestDocuments } from '../../../server/db/schema';
import { addHolder, addInsured } from './support';

/** Tenant 1's request documents (one per owner kind) for tests/api/tenantIsolation.test.ts. */
export interface TenantOneDocuments {
  holderUniqueId: string;
  insuredUniqueId: string;
  brokerId: number;
  holderDocument: string;
  limitDocument: string;
  insuredDocument: string;
  brokerDocument: string;
  insurerDocument: string;
}

export const seedTenantOneDocuments = async (
  db: Database,
  companyId: number,
): Promise<TenantOneDocuments> => {
  const holder = await addHolder(db, companyId, 'Tomador Isolamento Documentos Ltda.');
  const insured = await addInsured(db, companyId, 'Segurado Isolamento Documentos');
  const [broker] = await db
    .select({ id: brokers.id })
    .from(brokers)
    .where(eq(brokers.companyId, companyId))
    .limit(1);
  const documentOf = async (ownerKind: string, ownerId: number) => {
    const [row] = await db
      .insert(requestDocuments)
      .values({ companyId, ownerKind, ownerId, name: 'Documento do tenant 1' })
      .returning({ uniqueId: requestDocuments.uniqueId });
    return row.uniqueId;
  };
  return {
    holderUniqueId: holder.uniqueId,
    insuredUniqueId: insured.uniqueId,
    brokerId: broker.id,
    holderDocument: await documentOf('policy_holder', holder.id),
    limitDocument: await documentOf('policy_holder_limit', holder.id),
    insuredDocument: await documentOf('insured', insured.id),
    brokerDocument: await documentOf('broker', broker.id),
    insurerDocument: await documentOf('insurer', companyId),
  };
};

const ARCHIVE = '00000000-0000-4000-8000-0000000000aa';

export const documentsAimedAtTenantOne = (
  ids: TenantOneDocuments,
): Record<string, Partial<InjectOptions>> => {
  const upload = (uniqueId: string) => ({
    payload: { RequestDocumentUniqueId: uniqueId, ArchiveUniqueIds: [ARCHIVE] },
  });
  const ref = (uniqueId: string) => ({
    payload: { RequestDocumentUniqueId: uniqueId, Version: 1 },
  });
  const holderQuery = { query: { policyHolderUniqueId: ids.holderUniqueId } };
  const brokerQuery = { query: { brokerId: String(ids.brokerId) } };
  return {
    'GET /api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId': holderQuery,
    'GET /api/PolicyHolder/GetRequestLimitDocuments': holderQuery,
    'POST /api/PolicyHolder/UploadRequestDocument': upload(ids.holderDocument),
    'POST /api/PolicyHolder/UploadRequestLimitsDocument': upload(ids.limitDocument),
    'POST /api/PolicyHolder/sendRequestToAnalysis': {
      payload: { PolicyHolderUniqueId: ids.holderUniqueId },
    },
    'POST /api/PolicyHolder/CreateRequestDocument': {
      payload: { PolicyHolderUniqueId: ids.holderUniqueId, Name: 'Intruso' },
    },
    'POST /api/PolicyHolder/DeleteRequestDocument': ref(ids.holderDocument),
    'POST /api/PolicyHolder/ChangeRequestDocumentName': {
      payload: { RequestDocumentUniqueId: ids.insuredDocument, Name: 'Intruso', Version: 1 },
    },
    'POST /api/PolicyHolder/RestoreRequestDocument': ref(ids.holderDocument),
    'GET /api/Insured/GetDocumentsByInsuredUniqueId': {
      query: { UniqueId: ids.insuredUniqueId },
    },
    'POST /api/Insured/UploadRequestDocument': upload(ids.insuredDocument),
    'POST /api/Insured/DeleteRequestDocument': ref(ids.insuredDocument),
    'POST /api/Insured/CreateRequestDocument': {
      payload: { InsuredUniqueId: ids.insuredUniqueId, Name: 'Intruso' },
    },
    'GET /api/Broker/GetBrokerRequestDocumentArchives': {
      query: { RequestDocumentUniqueId: ids.brokerDocument },
    },
    'POST /api/Broker/UploadBrokerRequestDocumentArchive': upload(ids.brokerDocument),
    'POST /api/Broker/SubmitDocumentToReview': {
      payload: { RequestDocumentUniqueIds: [ids.brokerDocument] },
    },
    'GET /api/Broker/GetBrokerRequestDocumentsByBroker': brokerQuery,
    'GET /api/Broker/GetBrokerRequestDocumentsDeletedByBroker': brokerQuery,
    'POST /api/Broker/CreateBrokerRequestDocumentByInsurer': {
      payload: { BrokerId: ids.brokerId, Name: 'Intruso' },
    },
    'POST /api/Broker/UploadBrokerRequestDocumentArchiveByInsurer': upload(ids.brokerDocument),
    'POST /api/Broker/DeleteBrokerRequestDocument': ref(ids.brokerDocument),
    'POST /api/InsuranceCompany/UploadRequestDocument': upload(ids.insurerDocument),
    'POST /api/InsuranceCompany/ChangeRequestDocumentName': {
      payload: { RequestDocumentUniqueId: ids.insurerDocument, Name: 'Intruso', Version: 1 },
    },
    'POST /api/InsuranceCompany/DeleteRequestDocument': ref(ids.insurerDocument),
    'POST /api/InsuranceCompany/RestoreRequestDocument': ref(ids.insurerDocument),
    'POST /api/InsuranceCompany/ReviewRequestDocument': {
      payload: { RequestDocumentUniqueId: ids.brokerDocument, Status: 'Conforme', Version: 1 },
    },
    'GET /api/kanban/GetRequestDocumentArchives': {
      query: { RequestDocumentUniqueId: ids.holderDocument },
    },
  };
};

/** What a refused call must leave untouched. */
export const documentsSnapshot = (db: Database, companyId: number) =>
  db
    .select({
      name: requestDocuments.name,
      status: requestDocuments.status,
      deletedAt: requestDocuments.deletedAt,
      version: requestDocuments.version,
    })
    .from(requestDocuments)
    .where(eq(requestDocuments.companyId, companyId))
    .orderBy(requestDocuments.id);
