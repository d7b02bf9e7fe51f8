import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archives,
  brokers,
  mailOutbox,
  profileGrants,
  profiles,
  users,
} from '../../server/db/schema';
import { DEMO_COMPANY_KEY, DEMO_COMPANY_NAME } from '../../server/db/seed/demoUsers';
import type { RegisteredRoute } from '../../server/http/accessGuard';
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
  archiveUniqueId: string;
}

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
  'POST /api/Person/ChangeUserInfoStatus': { query: { userId: String(ids.userId) } },
  'DELETE /api/Person/DeleteUserInfo': { query: { userInfoId: String(ids.userId) } },
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
  const [mails] = await t.db
    .select({ total: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, ids.companyId));
  return {
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
    .select({ uniqueId: brokers.uniqueId })
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
  ids = {
    companyId,
    userId: user.id,
    userUniqueId: user.uniqueId,
    profileUniqueId: profile.uniqueId,
    brokerUniqueId: broker.uniqueId,
    archiveUniqueId: archive.uniqueId,
  };
  const otherTenantToken = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
  otherTenantHeaders = { ...bearer(otherTenantToken, SECOND_COMPANY_KEY) };
});
afterAll(() => t.close());

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
      const response = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url,
        headers: otherTenantHeaders,
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
