import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import {
  anniversaryModalityRules,
  anniversarySettings,
  modalities,
  renewalModalityRules,
  renewalSettings,
} from '../../../server/db/schema';

/** Tenant 1's renewal and anniversary records a tenant 2 caller aims at (tenantIsolation). */
export interface TenantOneRenewal {
  renewalRuleUniqueId: string;
  anniversaryRuleUniqueId: string;
  modalityUniqueId: string;
}

export const findTenantOneRenewal = async (
  db: Database,
  companyId: number,
): Promise<TenantOneRenewal> => {
  const [renewal] = await db
    .select({ uniqueId: renewalModalityRules.uniqueId, modalityUniqueId: modalities.uniqueId })
    .from(renewalModalityRules)
    .innerJoin(modalities, eq(modalities.id, renewalModalityRules.modalityId))
    .where(eq(renewalModalityRules.companyId, companyId))
    .limit(1);
  const [anniversary] = await db
    .select({ uniqueId: anniversaryModalityRules.uniqueId })
    .from(anniversaryModalityRules)
    .where(eq(anniversaryModalityRules.companyId, companyId))
    .limit(1);
  return {
    renewalRuleUniqueId: renewal.uniqueId,
    anniversaryRuleUniqueId: anniversary.uniqueId,
    modalityUniqueId: renewal.modalityUniqueId,
  };
};

const term = { startDate: '2026-01-10', endDate: '2029-01-10', referenceDate: '2026-06-01' };

export const renewalAimedAtTenantOne = (
  ids: TenantOneRenewal,
): Record<string, Partial<InjectOptions>> => ({
  'GET /api/Renewal/GetRenewalModalityRule': { query: { uniqueId: ids.renewalRuleUniqueId } },
  'POST /api/Renewal/CreateRenewalModalityRule': {
    payload: { ModalityUniqueId: ids.modalityUniqueId, AutomaticRenewal: true },
  },
  'PUT /api/Renewal/UpdateRenewalModalityRule': {
    payload: { UniqueId: ids.renewalRuleUniqueId, AutomaticRenewal: false, Version: 1 },
  },
  'DELETE /api/Renewal/DeleteRenewalModalityRule': {
    payload: { UniqueId: ids.renewalRuleUniqueId, Version: 1 },
  },
  'GET /api/Renewal/GetRenewalHistory': { query: { uniqueId: ids.renewalRuleUniqueId } },
  'GET /api/Renewal/GetRenewalSchedule': {
    query: { modalityUniqueId: ids.modalityUniqueId, ...term },
  },
  'GET /api/AnniversaryEndorsement/GetAnniversaryModalityRule': {
    query: { uniqueId: ids.anniversaryRuleUniqueId },
  },
  'POST /api/AnniversaryEndorsement/CreateAnniversaryModalityRule': {
    payload: { ModalityUniqueId: ids.modalityUniqueId, IsEnabled: true },
  },
  'PUT /api/AnniversaryEndorsement/UpdateAnniversaryModalityRule': {
    payload: { UniqueId: ids.anniversaryRuleUniqueId, IsEnabled: false, Version: 1 },
  },
  'DELETE /api/AnniversaryEndorsement/DeleteAnniversaryModalityRule': {
    payload: { UniqueId: ids.anniversaryRuleUniqueId, Version: 1 },
  },
  'GET /api/AnniversaryEndorsement/GetAnniversaryHistory': {
    query: { uniqueId: ids.anniversaryRuleUniqueId },
  },
  'GET /api/AnniversaryEndorsement/GetAnniversarySchedule': {
    query: { modalityUniqueId: ids.modalityUniqueId, ...term },
  },
});

export const renewalSnapshot = async (db: Database, companyId: number) => ({
  renewalSettings: await db
    .select()
    .from(renewalSettings)
    .where(eq(renewalSettings.companyId, companyId)),
  renewalRules: await db
    .select()
    .from(renewalModalityRules)
    .where(eq(renewalModalityRules.companyId, companyId))
    .orderBy(asc(renewalModalityRules.id)),
  anniversarySettings: await db
    .select()
    .from(anniversarySettings)
    .where(eq(anniversarySettings.companyId, companyId)),
  anniversaryRules: await db
    .select()
    .from(anniversaryModalityRules)
    .where(eq(anniversaryModalityRules.companyId, companyId))
    .orderBy(asc(anniversaryModalityRules.id)),
});
