import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import {
  modalities,
  modalityContractualTerms,
  modalityParticularClauses,
  modalityRequiredDocuments,
} from '../../../server/db/schema';

/** Tenant 1's terms, clauses and required documents a tenant 2 caller aims at. */
export interface TenantOneModalityTerms {
  modalityId: number;
  modalityUniqueId: string;
  clauseId: number;
  documentId: number;
}

export const findTenantOneModalityTerms = async (
  db: Database,
  companyId: number,
): Promise<TenantOneModalityTerms> => {
  const [clause] = await db
    .select()
    .from(modalityParticularClauses)
    .where(eq(modalityParticularClauses.companyId, companyId))
    .limit(1);
  const [modality] = await db.select().from(modalities).where(eq(modalities.id, clause.modalityId));
  const [document] = await db
    .select()
    .from(modalityRequiredDocuments)
    .where(eq(modalityRequiredDocuments.modalityId, modality.id))
    .limit(1);
  return {
    modalityId: modality.id,
    modalityUniqueId: modality.uniqueId,
    clauseId: clause.id,
    documentId: document.id,
  };
};

export const modalityTermsAimedAtTenantOne = (
  ids: TenantOneModalityTerms,
): Record<string, Partial<InjectOptions>> => ({
  'GET /api/Core/GetModalityObject': {
    query: { ModalityId: String(ids.modalityId), termType: '1' },
  },
  'PUT /api/Core/InsertContractualTerm': {
    payload: { ModalityId: ids.modalityId, TermType: 1, Value: 'Tomado', Version: 1 },
  },
  'GET /api/Core/GetParticularDetailClauses': { query: { modalityid: String(ids.modalityId) } },
  'POST /api/Core/InsertParticularClause': {
    payload: { ModalityId: ids.modalityId, Title: 'Intrusa', Value: 'Intrusa' },
  },
  'PUT /api/Core/UpdateParticularClause': {
    payload: { Id: ids.clauseId, Version: 1, Title: 'Tomada' },
  },
  'PUT /api/Core/UpdateStatusParticularClause': {
    payload: { Id: ids.clauseId, IsActive: false, Version: 1 },
  },
  'GET /api/Core/GetProposalParameterRequestDocuments': {
    query: { ModalityUniqueId: ids.modalityUniqueId },
  },
  'GET /api/Core/GetCardProposalParameterRequestDocuments': {
    query: { ModalityUniqueId: ids.modalityUniqueId },
  },
  'GET /api/Core/GetPipeTypeForDocument': { query: { modalityUniqueId: ids.modalityUniqueId } },
  'POST /api/Core/InsertProposalParameterRequestDocument': {
    payload: { ModalityUniqueId: ids.modalityUniqueId, Name: 'Intruso', PipeTypeId: 1 },
  },
  'PUT /api/Core/UpdateProposalParameterRequestDocument': {
    payload: { Id: ids.documentId, Version: 1, Name: 'Tomado' },
  },
  'POST /api/Core/UpdateStatusProposalParameterRequestDocument': {
    query: { id: String(ids.documentId), IsDeleted: 'true' },
  },
  'DELETE /api/Core/DeleteProposalParameterRequestDocument': {
    query: { id: String(ids.documentId) },
  },
});

/** What a refused call must leave untouched. */
export const modalityTermsSnapshot = async (db: Database, companyId: number) => ({
  terms: await db
    .select({ id: modalityContractualTerms.id, version: modalityContractualTerms.version })
    .from(modalityContractualTerms)
    .where(eq(modalityContractualTerms.companyId, companyId))
    .orderBy(asc(modalityContractualTerms.id)),
  clauses: await db
    .select({ id: modalityParticularClauses.id, version: modalityParticularClauses.version })
    .from(modalityParticularClauses)
    .where(eq(modalityParticularClauses.companyId, companyId))
    .orderBy(asc(modalityParticularClauses.id)),
  documents: await db
    .select({ id: modalityRequiredDocuments.id, version: modalityRequiredDocuments.version })
    .from(modalityRequiredDocuments)
    .where(eq(modalityRequiredDocuments.companyId, companyId))
    .orderBy(asc(modalityRequiredDocuments.id)),
});
