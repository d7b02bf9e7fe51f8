import { and, asc, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import {
  changeHistories,
  partyLocations,
  policyHolderBranches,
  policyHolderNominations,
  policyHolders,
} from '../../../server/db/schema';

/** Tenant 1's policy-holder records a tenant 2 caller aims at (tests/api/tenantIsolation). */
export interface TenantOnePolicyHolders {
  holderId: number;
  holderUniqueId: string;
  locationId: number;
  branchUniqueId: string;
  nominationUniqueId: string;
  brokerUniqueId: string;
}

export const findTenantOnePolicyHolders = async (
  db: Database,
  companyId: number,
  brokerUniqueId: string,
): Promise<TenantOnePolicyHolders> => {
  const [branch] = await db
    .select()
    .from(policyHolderBranches)
    .where(eq(policyHolderBranches.companyId, companyId))
    .limit(1);
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, branch.policyHolderId));
  const [location] = await db
    .select({ id: partyLocations.id })
    .from(partyLocations)
    .where(
      and(eq(partyLocations.ownerKind, 'policy_holder'), eq(partyLocations.ownerId, holder.id)),
    )
    .limit(1);
  const [nomination] = await db
    .select({ uniqueId: policyHolderNominations.uniqueId })
    .from(policyHolderNominations)
    .where(
      and(
        eq(policyHolderNominations.companyId, companyId),
        eq(policyHolderNominations.status, 'pending'),
      ),
    )
    .limit(1);
  return {
    holderId: holder.id,
    holderUniqueId: holder.uniqueId,
    locationId: location.id,
    branchUniqueId: branch.uniqueId,
    nominationUniqueId: nomination.uniqueId,
    brokerUniqueId,
  };
};

const P = '/api/PolicyHolder';

export const policyHoldersAimedAtTenantOne = (
  ids: TenantOnePolicyHolders,
): Record<string, Partial<InjectOptions>> => {
  const holder = { PolicyHolderUniqueId: ids.holderUniqueId };
  const read = { ...holder, Version: 1 };
  const justified = { ...read, Justification: 'Tentativa de outro tenant' };
  return {
    [`GET ${P}/GetPolicyHolder`]: { query: { UniqueId: ids.holderUniqueId } },
    [`POST ${P}/SaveComplementarData`]: { payload: { ...read, Email: 'x@y.com.br' } },
    'GET /api/PolicyHolderChangeHistory/Get': { query: { policyHolderId: String(ids.holderId) } },
    [`POST ${P}/UpdatePolicyHolderName`]: { payload: { ...read, Name: 'Trocado' } },
    [`POST ${P}/SavePolicyHolderLocation`]: {
      payload: {
        ...holder,
        Id: ids.locationId,
        ZipCode: '20040002',
        AddressName: 'Avenida Rio Branco',
        Number: '50',
        StateProvinceId: 33,
        CityId: 3304557,
      },
    },
    [`DELETE ${P}/RemovePolicyHolderLocation`]: { query: { locationId: String(ids.locationId) } },
    [`POST ${P}/RegisterPolicyHolderNomeationRequest`]: {
      payload: { ...holder, BrokerUniqueId: ids.brokerUniqueId },
    },
    [`POST ${P}/DecidePolicyHolderNomeationRequest`]: {
      payload: { NominationUniqueId: ids.nominationUniqueId, Approved: true },
    },
    [`POST ${P}/InverterIgnoreCCGSignaturePolicyHolder`]: { payload: read },
    [`POST ${P}/UpdateEconomicGroupParticipantAfiancadoHolding`]: {
      payload: { ...read, EconomicGroupName: null, HoldingPolicyHolderUniqueId: null },
    },
    [`POST ${P}/InverterBlockedPolicyHolder`]: { payload: justified },
    [`POST ${P}/InverterBlockedRestrictvePolicyHolder`]: { payload: justified },
    [`POST ${P}/UpdatePolicyHolderEnableAnnualInstallment`]: {
      query: {
        enableInstallment: 'false',
        policyHolderUniqueId: ids.holderUniqueId,
        Version: '1',
      },
    },
    [`POST ${P}/CalculatePolicyHolderLimitsAndRates`]: { query: holder },
    [`POST ${P}/InsertPolicyHolderBranch`]: {
      query: { ...holder, BranchCnpj: '11222333000181' },
    },
    [`DELETE ${P}/DeletePolicyHolderBranchByUniqueId`]: { query: { uniqueId: ids.branchUniqueId } },
    [`GET ${P}/GetPolicyHolderBranch`]: { query: { policyHolderId: String(ids.holderId) } },
    [`GET ${P}/GetPolicyHoldersNominatedByBrokerUniqueId`]: {
      query: { brokerUniqueId: ids.brokerUniqueId },
    },
  };
};

/** What the calls above must leave untouched. */
export const policyHoldersSnapshot = async (db: Database, companyId: number) => ({
  holders: await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.companyId, companyId))
    .orderBy(asc(policyHolders.id)),
  branches: (
    await db
      .select({ total: count() })
      .from(policyHolderBranches)
      .where(eq(policyHolderBranches.companyId, companyId))
  )[0].total,
  nominations: await db
    .select({ status: policyHolderNominations.status })
    .from(policyHolderNominations)
    .where(eq(policyHolderNominations.companyId, companyId))
    .orderBy(asc(policyHolderNominations.id)),
  history: (
    await db
      .select({ total: count() })
      .from(changeHistories)
      .where(
        and(eq(changeHistories.companyId, companyId), eq(changeHistories.entity, 'PolicyHolder')),
      )
  )[0].total,
});
