import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Functionality as F } from '../../../domain/functionalities';
import { menuFunctionalities } from '../../../domain/menus';
import { profileGrants, profiles } from '../../../server/db/schema';
import { type Caller, callerFor, expectStatus, signedInApp } from '../support/caller';
import { addUser } from '../support/fixtures';
import { bearer, tokensFor } from '../support/session';
import type { TestApp } from '../support/testApp';
import { historyOf, newUserBody, profileUniqueId } from './fixtures';

type Menu = {
  Id: number;
  Name: string;
  Order: number;
  MenuFuncionalities: { Id: number; Name: string; Granted: boolean }[];
};
type ProfileAnswer = {
  UniqueId: string;
  Name: string;
  UserTypeId: number;
  HomeMenuId: number | null;
  Usuarios: { Login: string; UniqueId: string }[];
};

let t: TestApp;
let admin: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, otherTenant } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const createProfile = async (Name: string, UserTypeId = 1, HomeMenuId: number | null = null) => {
  const answer = await admin.post('/api/UserProfile/InsertOrUpdateProfile', {
    Name,
    UserTypeId,
    HomeMenuId,
  });
  expectStatus(answer, 200);
  return answer.data as ProfileAnswer;
};

const grantedIds = (menus: Menu[]) =>
  menus.flatMap((menu) => menu.MenuFuncionalities.filter((f) => f.Granted).map((f) => f.Id));

describe('GetProfileByCompanyId', () => {
  it('answers the profiles of a user type with their users', async () => {
    const answer = await admin.get('/api/UserProfile/GetProfileByCompanyId', {
      userInfoTypeId: '1',
    });
    expectStatus(answer, 200);
    const byName = Object.fromEntries(
      (answer.data as ProfileAnswer[]).map((profile) => [profile.Name, profile]),
    );
    expect(Object.keys(byName)).toEqual(['Administrador', 'Analista']);
    expect(byName.Administrador.Usuarios.map((user) => user.Login)).toEqual(['admin']);
    expect(byName.Analista).toMatchObject({ UserTypeId: 1, HomeMenuId: 1 });
  });

  it('is for insurer staff holding GERENCIAR_PERFIS, within their tenant', async () => {
    for (const login of ['corretor', 'analista']) {
      const caller = await callerFor(t.app, login);
      expectStatus(await caller.get('/api/UserProfile/GetProfileByCompanyId'), 403);
    }
    const foreign = await otherTenant.get('/api/UserProfile/GetProfileByCompanyId');
    expect(foreign.data.map((profile: ProfileAnswer) => profile.Name)).toEqual(['Administrador']);
  });
});

describe('InsertOrUpdateProfile', () => {
  it('creates and renames a profile, recording history', async () => {
    const created = await createProfile('Consulta', 1, 6);
    expect(created).toMatchObject({ Name: 'Consulta', UserTypeId: 1, HomeMenuId: 6, Usuarios: [] });
    const renamed = await admin.post('/api/UserProfile/InsertOrUpdateProfile', {
      UniqueId: created.UniqueId,
      Name: 'Consulta geral',
      UserTypeId: 1,
      HomeMenuId: 6,
    });
    expectStatus(renamed, 200);
    expect(renamed.data.Name).toBe('Consulta geral');
    const [row] = await t.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.uniqueId, created.UniqueId));
    const history = await historyOf(t.db, 'UserProfile', row.id);
    expect(history.at(-1)?.changes).toEqual([
      { field: 'Name', oldValue: 'Consulta', newValue: 'Consulta geral' },
    ]);
  });

  it('keeps names unique per user type and validates in pt-BR', async () => {
    const duplicate = await admin.post('/api/UserProfile/InsertOrUpdateProfile', {
      Name: 'analista',
      UserTypeId: 1,
    });
    expectStatus(duplicate, 409);
    expect(duplicate.errors).toEqual([
      'Já existe um perfil com este nome para este tipo de usuário.',
    ]);
    // the same name under another user type is another profile
    await createProfile('Analista', 2);
    const invalid = await admin.post('/api/UserProfile/InsertOrUpdateProfile', {
      Name: ' ',
      UserTypeId: 9,
      HomeMenuId: 11,
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Nome: informe o nome do perfil.',
      'Tipo de usuário: escolha Seguradora, Corretor, Agente, Tomador ou Assessor.',
      'Menu inicial: o menu escolhido não existe.',
    ]);
  });
});

describe('GetMenus and UpdateMenuFuncionalityInProfile', () => {
  it('answers every menu of the catalog with its functionalities', async () => {
    const answer = await admin.get('/api/Menu/GetMenus', { userInfoTypeId: '1' });
    expectStatus(answer, 200);
    const menus = answer.data as Menu[];
    expect(menus.map((menu) => menu.Id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14]);
    expect(grantedIds(menus)).toEqual([]);
    const apolices = menus.find((menu) => menu.Id === 6) as Menu;
    expect(apolices.Name).toBe('Apólices');
    expect(apolices.MenuFuncionalities.map((f) => f.Id)).toEqual(menuFunctionalities[6]);
    expect(apolices.MenuFuncionalities[0]).toEqual({
      Id: 24,
      Name: 'Visualizar apólices',
      Granted: false,
    });
  });

  it('ticks the grants of a profile, in its menu order', async () => {
    const corretor = await profileUniqueId(t.db, 'Corretor');
    const answer = await admin.get('/api/Menu/GetMenus', {
      userInfoTypeId: '2',
      profileUniqueId: corretor,
    });
    const menus = answer.data as Menu[];
    expect(menus[0]).toMatchObject({ Id: 7, Order: 1 });
    expect(grantedIds(menus).sort((a, b) => a - b)).toEqual([
      2, 4, 6, 7, 8, 9, 11, 13, 14, 24, 25, 28,
    ]);
    const wrongType = await admin.get('/api/Menu/GetMenus', {
      userInfoTypeId: '1',
      profileUniqueId: corretor,
    });
    expectStatus(wrongType, 400);
  });

  it('replaces the grants in one go, records the diff, and the next call sees them', async () => {
    const profile = await createProfile('Operador', 1);
    const user = await addUser(t.db, { login: 'operador', profileName: 'Operador' });
    const tokens = await tokensFor(t.app, 'operador');
    const userInfo = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/Security/GetUserInfo',
          headers: bearer(tokens.access_token),
        })
      ).json().Response;
    expect((await userInfo()).Menus).toEqual([]);

    const saved = await admin.post('/api/Menu/UpdateMenuFuncionalityInProfile', {
      ProfileUniqueId: profile.UniqueId,
      Menus: [
        { Id: 6, Order: 1, FunctionalityIds: [F.VISUALIZAR_APOLICES] },
        { Id: 4, Order: 2, FunctionalityIds: [F.VISUALIZAR_SEGURADO] },
        { Id: 3, Order: 3, FunctionalityIds: [] },
      ],
    });
    expectStatus(saved, 200);
    expect(grantedIds(saved.data)).toEqual([24, 11]);

    // the same access token: the guard and GetUserInfo read the grants fresh
    const menus = (await userInfo()).Menus;
    expect(menus).toEqual([
      { Id: 6, Order: 1, MenuFuncionalities: [{ Id: 24, RefUniqueId: null }] },
      { Id: 4, Order: 2, MenuFuncionalities: [{ Id: 11, RefUniqueId: null }] },
    ]);
    const probe = await t.app.inject({
      method: 'GET',
      url: '/api/Person/GetUsers',
      headers: bearer(tokens.access_token),
    });
    expect(probe.statusCode).toBe(403);

    await admin.post('/api/Menu/UpdateMenuFuncionalityInProfile', {
      ProfileUniqueId: profile.UniqueId,
      Menus: [{ Id: 6, Order: 1, FunctionalityIds: [F.VISUALIZAR_APOLICES, F.SOLICITAR_ENDOSSO] }],
    });
    const fresh = await tokensFor(t.app, 'operador');
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(fresh.access_token),
    });
    expect(next.json().Response.Menus).toEqual([
      {
        Id: 6,
        Order: 1,
        MenuFuncionalities: [
          { Id: 24, RefUniqueId: null },
          { Id: 25, RefUniqueId: null },
        ],
      },
    ]);

    const history = await historyOf(t.db, 'UserProfile', user.profileId);
    expect(history.at(-1)?.changes).toEqual([
      { field: 'FunctionalitiesAdded', oldValue: null, newValue: [25] },
      { field: 'FunctionalitiesRemoved', oldValue: [11], newValue: null },
      { field: 'MenuOrder', oldValue: { 4: 2, 6: 1 }, newValue: { 6: 1 } },
    ]);
  });

  it('refuses a functionality outside its menu and changes nothing', async () => {
    const corretor = await profileUniqueId(t.db, 'Corretor');
    const before = await t.db.select().from(profileGrants);
    const answer = await admin.post('/api/Menu/UpdateMenuFuncionalityInProfile', {
      ProfileUniqueId: corretor,
      Menus: [
        { Id: 6, Order: 1, FunctionalityIds: [F.PARAMETRIZAR_SEGURADORA] },
        { Id: 12, Order: 2, FunctionalityIds: [] },
      ],
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Menus: a funcionalidade 26 não pertence ao menu Apólices.',
      'Menus: o menu 12 não existe.',
    ]);
    expect(await t.db.select().from(profileGrants)).toEqual(before);
  });

  it("never reaches another tenant's profile", async () => {
    const demoProfile = await profileUniqueId(t.db, 'Analista');
    const answer = await otherTenant.post('/api/Menu/UpdateMenuFuncionalityInProfile', {
      ProfileUniqueId: demoProfile,
      Menus: [],
    });
    expectStatus(answer, 404);
    const read = await otherTenant.get('/api/Menu/GetMenus', {
      userInfoTypeId: '1',
      profileUniqueId: demoProfile,
    });
    expectStatus(read, 404);
  });
});

describe('UpdateUserInfoProfile', () => {
  it('moves users to a profile of their own type and records it on each user', async () => {
    const target = await createProfile('Auditoria', 1);
    const first = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({
        Login: 'paulo',
        ProfileUniqueId: await profileUniqueId(t.db, 'Analista'),
        HomeMenuId: 7,
      }),
    );
    const moved = await admin.post('/api/UserProfile/UpdateUserInfoProfile', {
      UserInfoUniqueIds: [first.data.UniqueId],
      ProfileUniqueId: target.UniqueId,
    });
    expectStatus(moved, 200);
    const after = await admin.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: first.data.UniqueId,
    });
    // the new profile grants nothing yet, so the user's own home menu gives way to the profile's
    expect(after.data).toMatchObject({ ProfileName: 'Auditoria', HomeMenuId: null, Version: 2 });
    const history = await historyOf(t.db, 'UserInfo', first.data.UserInfoId);
    expect(history.at(-1)?.changes).toEqual([
      { field: 'Profile', oldValue: 'Analista', newValue: 'Auditoria' },
      { field: 'HomeMenuId', oldValue: 7, newValue: null },
    ]);
  });

  it('refuses users of another type or another tenant', async () => {
    const target = await profileUniqueId(t.db, 'Analista');
    const corretorItem = (await admin.get('/api/Person/GetUsers')).data.find(
      (item: { Login: string }) => item.Login === 'corretor',
    );
    const mismatch = await admin.post('/api/UserProfile/UpdateUserInfoProfile', {
      UserInfoUniqueIds: [corretorItem.UniqueId],
      ProfileUniqueId: target,
    });
    expectStatus(mismatch, 400);
    expect(mismatch.errors).toEqual([
      'O usuário Diego Fernandes Alves é do tipo Corretor e não pode ir para um perfil do tipo Seguradora.',
    ]);
    const foreignAdmin = (await otherTenant.get('/api/Person/GetUsers')).data[0];
    const foreign = await admin.post('/api/UserProfile/UpdateUserInfoProfile', {
      UserInfoUniqueIds: [foreignAdmin.UniqueId],
      ProfileUniqueId: target,
    });
    expectStatus(foreign, 404);
  });
});

describe('DeleteProfile', () => {
  it('refuses a profile that still has users and changes nothing', async () => {
    const analista = await profileUniqueId(t.db, 'Analista');
    const before = await admin.get('/api/UserProfile/GetProfileByCompanyId', {
      userInfoTypeId: '1',
    });
    const answer = await admin.delete('/api/UserProfile/DeleteProfile', { UniqueId: analista });
    expectStatus(answer, 409);
    expect(answer.errors).toEqual([
      'Não é possível excluir um perfil que possui usuários vinculados.',
    ]);
    const after = await admin.get('/api/UserProfile/GetProfileByCompanyId', {
      userInfoTypeId: '1',
    });
    expect(after.data).toEqual(before.data);
  });

  it('deletes an empty profile (also one whose users were deleted) and frees its name', async () => {
    const profile = await createProfile('Temporário', 1);
    const user = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'temporario', ProfileUniqueId: profile.UniqueId }),
    );
    const deleted = await admin.delete('/api/Person/DeleteUserInfo', {
      userInfoId: String(user.data.UserInfoId),
      Version: String(user.data.Version),
    });
    expectStatus(deleted, 200);
    const answer = await admin.delete('/api/UserProfile/DeleteProfile', {
      UniqueId: profile.UniqueId,
    });
    expectStatus(answer, 200);
    const list = await admin.get('/api/UserProfile/GetProfileByCompanyId', {
      userInfoTypeId: '1',
    });
    expect(list.data.map((p: ProfileAnswer) => p.Name)).not.toContain('Temporário');
    expectStatus(
      await admin.delete('/api/UserProfile/DeleteProfile', { UniqueId: profile.UniqueId }),
      404,
    );
    await createProfile('Temporário', 1);
    const foreign = await otherTenant.delete('/api/UserProfile/DeleteProfile', {
      UniqueId: await profileUniqueId(t.db, 'Tomador'),
    });
    expectStatus(foreign, 404);
  });
});

describe('GetSettableProfiles and GetSettableProfilesBroker', () => {
  it('answers insurer staff the profiles of any type, with their menus', async () => {
    const answer = await admin.get('/api/UserProfile/GetSettableProfiles', {
      userInfoTypeId: '2',
    });
    expectStatus(answer, 200);
    const corretor = answer.data.find((profile: { Name: string }) => profile.Name === 'Corretor');
    expect(corretor).toMatchObject({
      UserTypeId: 2,
      HomeMenuId: 7,
      MenuIds: [2, 3, 4, 6, 7, 9, 10],
    });
  });

  it('answers a broker the agent profiles only', async () => {
    const corretor = await callerFor(t.app, 'corretor');
    const agents = await corretor.get('/api/UserProfile/GetSettableProfiles', {
      userInfoTypeId: '5',
    });
    expect(agents.data.map((profile: { Name: string }) => profile.Name)).toEqual(['Agente']);
    const insurer = await corretor.get('/api/UserProfile/GetSettableProfiles', {
      userInfoTypeId: '1',
    });
    expect(insurer.data).toEqual([]);
    const broker = await corretor.get('/api/UserProfile/GetSettableProfilesBroker');
    expect(broker.data.map((profile: { Name: string }) => profile.Name)).toEqual(['Agente']);
    const analista = await callerFor(t.app, 'analista');
    expectStatus(await analista.get('/api/UserProfile/GetSettableProfilesBroker'), 403);
  });
});
