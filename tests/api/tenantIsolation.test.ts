import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archives,
  beneficiaries,
  brokers,
  insureds,
  mailOutbox,
  partyLocations,
  profileGrants,
  profiles,
  users,
} from '../../server/db/schema';
import { DEMO_COMPANY_KEY, DEMO_COMPANY_NAME } from '../../server/db/seed/demoUsers';
import type { RegisteredRoute } from '../../server/http/accessGuard';
import {
  documentsAimedAtTenantOne,
  documentsSnapshot,
  seedTenantOneDocuments,
  type TenantOneDocuments,
} from './documents/tenantOne';
import {
  findTenantOnePolicyHolders,
  policyHoldersAimedAtTenantOne,
  policyHoldersSnapshot,
  type TenantOnePolicyHolders,
} from './policyHolders/tenantOne';
import {
  bureausAimedAtTenantOne,
  bureausSnapshot,
  findTenantOneBureaus,
  type TenantOneBureaus,
} from './bureauParameters/tenantOne';
import {
  findTenantOneInstallments,
  installmentsAimedAtTenantOne,
  installmentsSnapshot,
  type TenantOneInstallments,
} from './installmentParameters/tenantOne';
import {
  findTenantOneRenewal,
  renewalAimedAtTenantOne,
  renewalSnapshot,
  type TenantOneRenewal,
} from './renewal/tenantOne';
import {
  findTenantOneGeneralConditions,
  generalConditionsAimedAtTenantOne,
  generalConditionsSnapshot,
  type TenantOneGeneralConditions,
} from './generalConditions/tenantOne';
import {
  branchGroupsAimedAtTenantOne,
  branchGroupsSnapshot,
} from './modalities/tenantOneBranchGroups';
import {
  findTenantOneModalities,
  modalitiesAimedAtTenantOne,
  modalitiesSnapshot,
  type TenantOneModalities,
} from './modalities/tenantOne';
import {
  findTenantOneModalityTerms,
  modalityTermsAimedAtTenantOne,
  modalityTermsSnapshot,
  type TenantOneModalityTerms,
} from './modalities/tenantOneTerms';
import { companyIdOf } from './support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_DNS, SECOND_PASSWORD } from './support/secondTenant';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

/** Tenant 1 data that must never reach a tenant 2 caller. */
const tenantOneFingerprints = [
  DEMO_COMPANY_NAME,
  DEMO_COMPANY_KEY,
  'garantiabrasil',
  'Ana Paula Ribeiro',
  'Prime Corretora',
];

interface TenantOneIds {
  companyId: number;
  userId: number;
  userUniqueId: string;
  profileUniqueId: string;
  brokerUniqueId: string;
  brokerId: number;
  archiveUniqueId: string;
  documents: TenantOneDocuments;
  policyHolders: TenantOnePolicyHolders;
  modalities: TenantOneModalities;
  modalityTerms: TenantOneModalityTerms;
  installments: TenantOneInstallments;
  renewal: TenantOneRenewal;
  bureaus: TenantOneBureaus;
  generalConditions: TenantOneGeneralConditions;
  insuredId: number;
  insuredUniqueId: string;
  insuredLocationId: number;
  beneficiaryUniqueId: string;
}

const otherAddress = {
  ZipCode: '20040002',
  AddressName: 'Avenida Rio Branco',
  Number: '50',
  StateProvinceId: 33,
  CityId: 3304557,
};

/**
 * Input for each route that names tenant 1's own records (ids a tenant 2 caller could have
 * guessed or seen). Such a call must be refused (403/404) and change nothing.
 */
const aimedAtTenantOne = (ids: TenantOneIds): Record<string, Partial<InjectOptions>> => ({
  'GET /api/Security/GetUserInfoByUniqueId': { query: { UniqueId: ids.userUniqueId } },
  'POST /api/Person/SaveUserInfo': {
    payload: {
      UniqueId: ids.userUniqueId,
      Name: 'Nome Trocado',
      Cpf: '52998224725',
      Email: 'trocado@exemplo.com.br',
      Phone: '(11) 98765-4321',
      Login: 'trocado',
      UserTypeId: 1,
      ProfileUniqueId: ids.profileUniqueId,
      Version: 1,
    },
  },
  'POST /api/Person/ChangeUserInfoStatus': { query: { userId: String(ids.userId), Version: '1' } },
  'DELETE /api/Person/DeleteUserInfo': {
    query: { userInfoId: String(ids.userId), Version: '1' },
  },
  'POST /api/security/ForceChangeUserInfoPassword': {
    payload: { UserInfoUniqueId: ids.userUniqueId },
  },
  'POST /api/UserProfile/InsertOrUpdateProfile': {
    payload: { UniqueId: ids.profileUniqueId, Name: 'Renomeado', UserTypeId: 1 },
  },
  'POST /api/UserProfile/UpdateUserInfoProfile': {
    payload: { UserInfoUniqueIds: [ids.userUniqueId], ProfileUniqueId: ids.profileUniqueId },
  },
  'DELETE /api/UserProfile/DeleteProfile': { query: { UniqueId: ids.profileUniqueId } },
  'GET /api/Menu/GetMenus': {
    query: { userInfoTypeId: '1', profileUniqueId: ids.profileUniqueId },
  },
  'POST /api/Menu/UpdateMenuFuncionalityInProfile': {
    payload: { ProfileUniqueId: ids.profileUniqueId, Menus: [] },
  },
  'POST /api/Advisor/AuthenticationBroker': { payload: { BrokerUniqueId: ids.brokerUniqueId } },
  'POST /api/Security/IssueSsoToken': { payload: { UserInfoUniqueId: ids.userUniqueId } },
  'GET /api/Application/GetUrlFileDownload': { query: { ArchiveUniqueId: ids.archiveUniqueId } },
  'GET /api/Broker/GetBroker': { query: { brokerUniqueId: ids.brokerUniqueId } },
  'GET /api/Broker/GetBrokerFinancialData': { query: { brokerUniqueId: ids.brokerUniqueId } },
  'GET /api/BrokerChangeHistory/Get': { query: { brokerId: String(ids.brokerId) } },
  'GET /api/Broker/GetBrokerProposalCommissions': { query: { brokerId: String(ids.brokerId) } },
  'PUT /api/Broker/UpdateBroker': {
    payload: {
      BrokerUniqueId: ids.brokerUniqueId,
      Name: 'Trocada',
      Email: 'x@y.com.br',
      Phone: '(11) 3214-5600',
      Socios: [],
      Version: 1,
    },
  },
  'POST /api/Broker/InverterBlocked': {
    payload: {
      BrokerUniqueId: ids.brokerUniqueId,
      Justification: 'Tentativa de outro tenant',
      Version: 1,
    },
  },
  'POST /api/Broker/ValidateBrokerRegistration': {
    payload: {
      BrokerUniqueId: ids.brokerUniqueId,
      Approved: false,
      Justification: 'Outro tenant',
      Version: 1,
    },
  },
  ...documentsAimedAtTenantOne(ids.documents),
  ...policyHoldersAimedAtTenantOne(ids.policyHolders),
  ...modalitiesAimedAtTenantOne(ids.modalities),
  ...modalityTermsAimedAtTenantOne(ids.modalityTerms),
  ...installmentsAimedAtTenantOne(ids.installments),
  ...renewalAimedAtTenantOne(ids.renewal),
  ...bureausAimedAtTenantOne(ids.bureaus),
  ...generalConditionsAimedAtTenantOne(ids.generalConditions),
  ...branchGroupsAimedAtTenantOne(ids.modalities),
  'GET /api/Insured/GetInsured': { query: { personUniqueId: ids.insuredUniqueId } },
  'GET /api/InsuredChangeHistory/Get': { query: { insuredId: String(ids.insuredId) } },
  'PATCH /api/Insured/SetBlocked': {
    query: {
      id: String(ids.insuredId),
      isBlocked: 'true',
      blockJustify: 'Tentativa de outro tenant',
    },
  },
  'PATCH /api/Insured/UpdateInsuredName': {
    query: { id: String(ids.insuredId), insuredName: 'Nome Trocado' },
  },
  'PATCH /api/Insured/UpdateInsuredBranch': {
    query: { id: String(ids.insuredId), isPrivate: 'true' },
  },
  'POST /api/Insured/SaveInsuredLocation': {
    payload: { InsuredId: ids.insuredId, ...otherAddress },
  },
  'PATCH /api/Insured/UpdateLocation': {
    query: { id: String(ids.insuredLocationId) },
    payload: otherAddress,
  },
  'DELETE /api/Insured/RemoveInsuredLocation': {
    query: { locationId: String(ids.insuredLocationId) },
  },
  'POST /api/Beneficiary/SaveBeneficiaryLocation': {
    payload: { BeneficiaryUniqueId: ids.beneficiaryUniqueId, Location: otherAddress },
  },
});

/** Input for the routes that read the caller's own tenant, so they answer with data. */
const ownTenantInput: Record<string, Partial<InjectOptions>> = {
  // Public: the tenant is chosen by the address, so tenant 2 asks for its own.
  'GET /api/Application/GetPortalConfig': { query: { dns: SECOND_DNS } },
  'GET /api/Permissao/BuscarPermissoes': { query: { Modulo: '2' } },
  'GET /api/UserProfile/GetSettableProfiles': { query: { userInfoTypeId: '1' } },
  'GET /api/UserProfile/GetProfileByCompanyId': { query: { userInfoTypeId: '1' } },
  'GET /api/CompanyAcceptanceTerm/GetLastCompanyAcceptanceTerm': { query: { proposaltype: '1' } },
  'POST /api/Security/RequestRecoveryPassword': { payload: { Login: 'analista' } },
};

let t: TestApp;
let ids: TenantOneIds;
let otherTenantHeaders: Record<string, string>;

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;

const tenantOneSnapshot = async () => {
  const [user] = await t.db.select().from(users).where(eq(users.id, ids.userId));
  const profileRows = await t.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.companyId, ids.companyId))
    .orderBy(profiles.id);
  const [grants] = await t.db
    .select({ total: count() })
    .from(profileGrants)
    .where(eq(profileGrants.companyId, ids.companyId));
  const insuredRows = await t.db
    .select({ name: insureds.name, isBlocked: insureds.isBlocked, version: insureds.version })
    .from(insureds)
    .where(eq(insureds.companyId, ids.companyId))
    .orderBy(insureds.id);
  const locationRows = await t.db
    .select({
      id: partyLocations.id,
      number: partyLocations.number,
      deletedAt: partyLocations.deletedAt,
    })
    .from(partyLocations)
    .where(eq(partyLocations.companyId, ids.companyId))
    .orderBy(partyLocations.id);
  const [mails] = await t.db
    .select({ total: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, ids.companyId));
  const brokerRows = await t.db
    .select({ name: brokers.name, isBlocked: brokers.isBlocked, version: brokers.version })
    .from(brokers)
    .where(eq(brokers.companyId, ids.companyId))
    .orderBy(brokers.id);
  return {
    brokers: brokerRows,
    user: {
      name: user.login,
      isActive: user.isActive,
      deletedAt: user.deletedAt,
      profileId: user.profileId,
      mustChangePassword: user.mustChangePassword,
      version: user.version,
    },
    profiles: profileRows,
    grants: grants.total,
    mails: mails.total,
    documents: await documentsSnapshot(t.db, ids.companyId),
    policyHolders: await policyHoldersSnapshot(t.db, ids.companyId),
    modalities: await modalitiesSnapshot(t.db, ids.companyId),
    modalityTerms: await modalityTermsSnapshot(t.db, ids.companyId),
    installments: await installmentsSnapshot(t.db, ids.companyId),
    renewal: await renewalSnapshot(t.db, ids.companyId),
    bureaus: await bureausSnapshot(t.db, ids.companyId),
    generalConditions: await generalConditionsSnapshot(t.db, ids.companyId),
    branchGroups: await branchGroupsSnapshot(t.db, ids.companyId),
    insureds: insuredRows,
    locations: locationRows,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  const [user] = await t.db
    .select({ id: users.id, uniqueId: users.uniqueId, profileId: users.profileId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, 'analista')));
  const [profile] = await t.db
    .select({ uniqueId: profiles.uniqueId })
    .from(profiles)
    .where(eq(profiles.id, user.profileId));
  const [broker] = await t.db
    .select({ uniqueId: brokers.uniqueId, id: brokers.id })
    .from(brokers)
    .where(eq(brokers.companyId, companyId))
    .limit(1);
  const [archive] = await t.db
    .insert(archives)
    .values({
      companyId,
      name: 'contrato.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      relativePath: '2026/01/contrato.pdf',
      sha256: '0'.repeat(64),
    })
    .returning({ uniqueId: archives.uniqueId });
  const [insured] = await t.db
    .select({ id: insureds.id, uniqueId: insureds.uniqueId })
    .from(insureds)
    .where(eq(insureds.companyId, companyId))
    .limit(1);
  const [insuredLocation] = await t.db
    .select({ id: partyLocations.id })
    .from(partyLocations)
    .where(and(eq(partyLocations.ownerKind, 'insured'), eq(partyLocations.ownerId, insured.id)))
    .limit(1);
  ids = {
    companyId,
    insuredId: insured.id,
    insuredUniqueId: insured.uniqueId,
    insuredLocationId: insuredLocation.id,
    beneficiaryUniqueId: (
      await t.db
        .select({ uniqueId: beneficiaries.uniqueId })
        .from(beneficiaries)
        .where(eq(beneficiaries.companyId, companyId))
        .limit(1)
    )[0].uniqueId,
    userId: user.id,
    userUniqueId: user.uniqueId,
    profileUniqueId: profile.uniqueId,
    brokerUniqueId: broker.uniqueId,
    brokerId: broker.id,
    archiveUniqueId: archive.uniqueId,
    documents: await seedTenantOneDocuments(t.db, companyId),
    policyHolders: await findTenantOnePolicyHolders(t.db, companyId, broker.uniqueId),
    modalities: await findTenantOneModalities(t.db, companyId),
    modalityTerms: await findTenantOneModalityTerms(t.db, companyId),
    installments: await findTenantOneInstallments(t.db, companyId),
    renewal: await findTenantOneRenewal(t.db, companyId),
    bureaus: await findTenantOneBureaus(t.db, companyId),
    generalConditions: await findTenantOneGeneralConditions(t.db, companyId),
  };
  otherTenantHeaders = await secondTenantSession();
});
afterAll(() => t.close());

async function secondTenantSession() {
  const { access_token: token } = await tokensFor(t.app, 'admin', {
    companyKey: SECOND_COMPANY_KEY,
    password: SECOND_PASSWORD,
  });
  return bearer(token, SECOND_COMPANY_KEY);
}

describe('tenant isolation on every route', () => {
  it('refuses a tenant 2 caller every call aimed at tenant 1’s records, and changes nothing', async () => {
    const before = await tenantOneSnapshot();
    const aimed = aimedAtTenantOne(ids);
    const routes = t.app.avalRoutes.filter((route) => aimed[keyOf(route)]);
    expect(routes.length).toBe(Object.keys(aimed).length);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url,
        headers: otherTenantHeaders,
        ...aimed[keyOf(route)],
      });
      expect([403, 404], `${keyOf(route)} answered ${response.body}`).toContain(
        response.statusCode,
      );
      for (const fingerprint of tenantOneFingerprints) {
        expect(response.body, `${keyOf(route)} leaked ${fingerprint}`).not.toContain(fingerprint);
      }
    }
    expect(await tenantOneSnapshot()).toEqual(before);
  });

  it('never answers tenant 1’s data on any route called by tenant 2, and never fails with 5xx', async () => {
    const before = await tenantOneSnapshot();
    let answered = 0;
    for (const route of t.app.avalRoutes.filter((candidate) => candidate.url !== '/health')) {
      if (route.url === '/api/Broker/InsertBroker') continue; // creates a broker in tenant 2 only
      // Logout ends the session it is called with: it gets a session of its own
      const headers =
        route.url === '/api/Security/Logout' ? await secondTenantSession() : otherTenantHeaders;
      const response = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url,
        headers,
        ...ownTenantInput[keyOf(route)],
      });
      expect(response.statusCode, `${keyOf(route)} answered ${response.body}`).toBeLessThan(500);
      if (response.statusCode === 200) answered += 1;
      for (const fingerprint of tenantOneFingerprints) {
        expect(response.body, `${keyOf(route)} leaked ${fingerprint}`).not.toContain(fingerprint);
      }
    }
    // The list and read routes answer tenant 2's own data (not just refusals).
    expect(answered).toBeGreaterThanOrEqual(15);
    expect(await tenantOneSnapshot()).toEqual(before);
  });
});
