import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import {
  complementaryModalities,
  modalities,
  modalityCoverages,
  modalityGroups,
} from '../../../server/db/schema';

/** Tenant 1's modality records a tenant 2 caller aims at (tests/api/tenantIsolation). */
export interface TenantOneModalities {
  branchId: number;
  groupId: number;
  groupUniqueId: string;
  modalityId: number;
  modalityUniqueId: string;
  complementaryId: number;
  coverageId: number;
  linkId: number;
}

export const findTenantOneModalities = async (
  db: Database,
  companyId: number,
): Promise<TenantOneModalities> => {
  const [link] = await db
    .select()
    .from(complementaryModalities)
    .where(eq(complementaryModalities.companyId, companyId))
    .limit(1);
  const [modality] = await db.select().from(modalities).where(eq(modalities.id, link.modalityId));
  const [group] = await db
    .select()
    .from(modalityGroups)
    .where(eq(modalityGroups.id, modality.groupId));
  const [coverage] = await db
    .select()
    .from(modalityCoverages)
    .where(eq(modalityCoverages.modalityId, modality.id))
    .limit(1);
  return {
    branchId: group.branchId,
    groupId: group.id,
    groupUniqueId: group.uniqueId,
    modalityId: modality.id,
    modalityUniqueId: modality.uniqueId,
    complementaryId: link.complementaryModalityId,
    coverageId: coverage.id,
    linkId: link.id,
  };
};

export const modalitiesAimedAtTenantOne = (
  ids: TenantOneModalities,
): Record<string, Partial<InjectOptions>> => ({
  'GET /api/Core/GetModalitiesByBranch': { query: { branchId: String(ids.branchId) } },
  'GET /api/Modality/GetModalitiesByGroup': {
    query: { modalityGroupUniqueId: ids.groupUniqueId },
  },
  'GET /api/Core/GetModality': { query: { modalityId: String(ids.modalityId) } },
  'GET /api/ModalityChangeHistory/GetModalityChangeHistory': {
    query: { modalityId: String(ids.modalityId) },
  },
  'POST /api/Core/InsertModality': {
    payload: {
      ModalityGroupId: ids.groupId,
      Name: 'Intrusa',
      MaxInsuredAmountValue: '1000',
      MinInsurancePremium: '10',
      BaseRate: '1',
      MaxRetroactivityDays: 0,
      MaxFutureDays: 0,
      MinPeriodInDays: 1,
      MaxPeriodInDays: 10,
    },
  },
  'PUT /api/Core/UpdateModality': {
    payload: { Id: ids.modalityId, Version: 1, Name: 'Tomada' },
  },
  'POST /api/Core/InsertCoverage': {
    payload: {
      ModalityId: ids.modalityId,
      Name: 'Intrusa',
      CoverageCalculationTypeId: 2,
      CoverageCalculationJSONParam: { Value: 1 },
    },
  },
  'PUT /api/Core/UpdateCoverage': { payload: { Id: ids.coverageId, Version: 1, Name: 'Tomada' } },
  'DELETE /api/Core/EnableDisableCoverage': { query: { id: String(ids.coverageId) } },
  'GET /api/Core/GetAdditionalCoverages': { query: { ModalityUniqueId: ids.modalityUniqueId } },
  'POST /api/Core/GetAdditionalCoveragesObjects': {
    payload: { ModalityUniqueId: ids.modalityUniqueId, InsuredAmountValue: 1000 },
  },
  'GET /api/Core/GetComplementaryModalities': {
    query: { ModalityUniqueId: ids.modalityUniqueId },
  },
  'POST /api/Core/InsertComplementaryModality': {
    query: {
      modalityId: String(ids.modalityId),
      complementaryModalityId: String(ids.complementaryId),
    },
  },
  'DELETE /api/Core/EnableDisableComplementaryModality': {
    query: { complementaryModalityId: String(ids.linkId) },
  },
});

/** What a refused call must leave untouched. */
export const modalitiesSnapshot = async (db: Database, companyId: number) => ({
  modalities: await db
    .select({ id: modalities.id, name: modalities.name, version: modalities.version })
    .from(modalities)
    .where(eq(modalities.companyId, companyId))
    .orderBy(asc(modalities.id)),
  coverages: await db
    .select({
      id: modalityCoverages.id,
      name: modalityCoverages.name,
      isEnabled: modalityCoverages.isEnabled,
    })
    .from(modalityCoverages)
    .where(eq(modalityCoverages.companyId, companyId))
    .orderBy(asc(modalityCoverages.id)),
  links: await db
    .select({ id: complementaryModalities.id, isEnabled: complementaryModalities.isEnabled })
    .from(complementaryModalities)
    .where(eq(complementaryModalities.companyId, companyId))
    .orderBy(asc(complementaryModalities.id)),
});
