import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { type Caller, callerFor, expectStatus, signedInApp } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import {
  addBroker,
  brokerIdByName,
  historyOf,
  newUserBody,
  nextCpf,
  PRIME,
  profileUniqueId,
} from './fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';

type Item = { Login: string; UniqueId: string; UserInfoId: number; [key: string]: unknown };

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let otherTenant: Caller;
let primeId: number;
let otherBrokerId: number;
let demoCompanyId: number;
const profile: Record<string, string> = {};

beforeAll(async () => {
  ({ t, admin, corretor, otherTenant } = await signedInApp(['admin', 'corretor']));
  primeId = await brokerIdByName(t.db, PRIME);
  demoCompanyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  otherBrokerId = await addBroker(t.db, 'Norte Corretora de Seguros Ltda.', '771204580001');
  for (const name of ['Administrador', 'Analista', 'Corretor', 'Agente', 'Tomador']) {
    profile[name] = await profileUniqueId(t.db, name);
  }
});
afterAll(() => t.close());

const logins = (items: Item[]) => items.map((item) => item.Login);

describe('GetUsers', () => {
  it('answers insurer staff every user of the tenant, by profile then name', async () => {
    const answer = await admin.get('/api/Person/GetUsers');
    expectStatus(answer, 200);
    const demo = ['admin', 'agente', 'analista', 'corretor', 'assessor', 'tomador'];
    // by profile name (Administrador, Agente, Analista, Corretor, RiskAdviser, Tomador)
    expect(logins(answer.data).filter((login) => demo.includes(login))).toEqual(demo);
    const [{ total }] = await t.db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.companyId, demoCompanyId), isNull(users.deletedAt)));
    expect(answer.data).toHaveLength(total);
    const agente = answer.data.find((item: Item) => item.Login === 'agente');
    expect(agente).toMatchObject({
      Name: 'Eduarda Lima Castro',
      Email: 'eduarda.castro@primecorretora.com.br',
      Phone: '31992345678',
      UserTypeId: 5,
      ProfileName: 'Agente',
      ProfileUniqueId: profile.Agente,
      BrokerId: primeId,
      BrokerName: PRIME,
      IsActive: true,
      HomeMenuId: null,
      Version: 1,
    });
    expect(agente.Cpf).toMatch(/^\d{11}$/);
    expect(agente.UserInfoId).toEqual(expect.any(Number));
  });

  it('filters by broker and by active flag', async () => {
    const byBroker = await admin.get('/api/Person/GetUsers', { brokerId: String(primeId) });
    expect(logins(byBroker.data)).toEqual(['agente', 'corretor']);
    expect(byBroker.data.every((item: Item) => item.BrokerId === primeId)).toBe(true);
    const inactive = await admin.get('/api/Person/GetUsers', { filterByActive: 'false' });
    expect(inactive.data).toEqual([]);
    const active = await admin.get('/api/Person/GetUsers', { filterByActive: 'true' });
    expect(active.data).toHaveLength((await admin.get('/api/Person/GetUsers')).data.length);
  });

  it('shows a broker only the users of its own broker', async () => {
    const created = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({
        Login: 'agente.norte',
        Name: 'Helena Pires Costa',
        UserTypeId: 5,
        ProfileUniqueId: profile.Agente,
        BrokerId: otherBrokerId,
      }),
    );
    expectStatus(created, 200);
    const answer = await corretor.get('/api/Person/GetUsers');
    expectStatus(answer, 200);
    expect(logins(answer.data)).toEqual(['agente', 'corretor']);
    const other = await corretor.get('/api/Person/GetUsers', { brokerId: String(otherBrokerId) });
    expectStatus(other, 403);
    const hidden = await corretor.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: created.data.UniqueId,
    });
    expectStatus(hidden, 404);
  });

  it('never shows another tenant', async () => {
    const answer = await otherTenant.get('/api/Person/GetUsers');
    expect(logins(answer.data)).toEqual(['admin']);
    expect(JSON.stringify(answer.body)).not.toContain('Ana Paula Ribeiro');
    const demoAdmin = (await admin.get('/api/Person/GetUsers')).data[0];
    const foreign = await otherTenant.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: demoAdmin.UniqueId,
    });
    expectStatus(foreign, 404);
    expect(foreign.errors).toEqual(['Usuário não encontrado.']);
  });

  it('refuses callers without VISUALIZAR_USUARIOS or GERENCIAR_USUARIOS', async () => {
    for (const login of ['analista', 'agente', 'tomador']) {
      const caller = await callerFor(t.app, login);
      expectStatus(await caller.get('/api/Person/GetUsers'), 403);
    }
  });
});

describe('GetUserInfoByUniqueId', () => {
  it('answers one user with person and account data', async () => {
    const list = (await admin.get('/api/Person/GetUsers')).data as Item[];
    const corretorItem = list.find((item) => item.Login === 'corretor') as Item;
    const answer = await admin.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: corretorItem.UniqueId,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Login: 'corretor',
      Name: 'Diego Fernandes Alves',
      ProfileName: 'Corretor',
      ProfileHomeMenuId: 7,
      HasPassword: true,
      MustChangePassword: false,
    });
    expect(answer.data.PersonUniqueId).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await admin.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: '00000000-0000-4000-8000-000000000000',
    });
    expectStatus(unknown, 404);
  });
});

describe('SaveUserInfo: create', () => {
  it('creates a user without password, sends the first-access e-mail and records history', async () => {
    const answer = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({
        Login: 'gabriela',
        Cpf: '123.456.789-09',
        ProfileUniqueId: profile.Analista,
        HomeMenuId: 6,
      }),
    );
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Login: 'gabriela',
      Name: 'Gabriela Teixeira Rocha',
      Cpf: '12345678909',
      Phone: '11988776655',
      ProfileName: 'Analista',
      HomeMenuId: 6,
      BrokerId: null,
      IsActive: true,
      HasPassword: false,
      Version: 1,
      InviteStatus: 'kept',
    });
    const history = await historyOf(t.db, 'UserInfo', answer.data.UserInfoId);
    expect(history).toHaveLength(1);
    expect(history[0].changedByName).toBe('Ana Paula Ribeiro');
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'Created', oldValue: null, newValue: true },
        { field: 'Login', oldValue: null, newValue: 'gabriela' },
        { field: 'Profile', oldValue: null, newValue: 'Analista' },
      ]),
    );
  });

  it('answers every invalid field at once, in pt-BR', async () => {
    const answer = await admin.post('/api/Person/SaveUserInfo', {
      Name: 'João 2',
      Cpf: '111.111.111-11',
      Email: 'joao@',
      Phone: '123',
      Login: 'j',
      UserTypeId: 4,
      ProfileUniqueId: '',
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Nome: números e caracteres especiais não são permitidos! Por favor, verifique.',
      'CPF inválido.',
      'E-mail inválido.',
      'Telefone inválido: use (DD) 9XXXX-XXXX ou (DD) XXXX-XXXX.',
      'Login: use de 3 a 50 letras sem acento, números, ponto, hífen, sublinhado ou @.',
      'Tipo de usuário: escolha Seguradora, Corretor, Agente, Tomador ou Assessor.',
      'Perfil: escolha o perfil do usuário.',
    ]);
  });

  it('names each missing field', async () => {
    const answer = await admin.post('/api/Person/SaveUserInfo', {});
    expectStatus(answer, 400);
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        'Nome: informe o nome.',
        'CPF: informe o CPF.',
        'Login: informe o login.',
      ]),
    );
  });

  it('refuses a duplicate login or CPF with 409', async () => {
    const login = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'ADMIN', ProfileUniqueId: profile.Analista }),
    );
    expectStatus(login, 409);
    expect(login.errors).toEqual(['Já existe um usuário com este login.']);
    const cpf = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'outro', Cpf: '529.982.247-25', ProfileUniqueId: profile.Analista }),
    );
    expectStatus(cpf, 409);
    expect(cpf.errors).toEqual(['Já existe um usuário com este CPF.']);
  });

  it('checks the profile, the broker and the home menu against the tenant', async () => {
    const mismatch = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'teste.x1', UserTypeId: 1, ProfileUniqueId: profile.Corretor }),
    );
    expectStatus(mismatch, 400);
    expect(mismatch.errors).toEqual(['Perfil: o perfil escolhido não é do mesmo tipo de usuário.']);

    const foreignProfile = await profileUniqueId(t.db, 'Administrador', SECOND_COMPANY_KEY);
    const foreign = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'teste.x2', ProfileUniqueId: foreignProfile }),
    );
    expectStatus(foreign, 400);
    expect(foreign.errors).toEqual(['Perfil: o perfil escolhido não existe nesta seguradora.']);

    const noBroker = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'teste.x3', UserTypeId: 2, ProfileUniqueId: profile.Corretor }),
    );
    expectStatus(noBroker, 400);
    expect(noBroker.errors).toEqual([
      'Corretora: informe a corretora de usuários corretores e agentes.',
    ]);

    const home = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'teste.x4', ProfileUniqueId: profile.Analista, HomeMenuId: 5 }),
    );
    expectStatus(home, 400);
    expect(home.errors).toEqual([
      'Menu inicial: escolha um dos menus liberados pelo perfil do usuário.',
    ]);
  });

  it("lets a broker create agents of its own broker only (broker forced to the caller's)", async () => {
    const agent = await corretor.post(
      '/api/Person/SaveUserInfo',
      newUserBody({
        Login: 'agente.prime2',
        UserTypeId: 5,
        ProfileUniqueId: profile.Agente,
        BrokerId: otherBrokerId,
      }),
    );
    expectStatus(agent, 200);
    expect(agent.data).toMatchObject({ BrokerId: primeId, ProfileName: 'Agente' });

    const insurer = await corretor.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'intruso', UserTypeId: 1, ProfileUniqueId: profile.Administrador }),
    );
    expectStatus(insurer, 400);
    expect(insurer.errors).toEqual(['Tipo de usuário: a corretora só pode cadastrar agentes.']);
  });
});

describe('SaveUserInfo: update', () => {
  const createUser = async (login: string) => {
    const answer = await admin.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: login, ProfileUniqueId: profile.Analista }),
    );
    expectStatus(answer, 200);
    return answer.data;
  };

  it('saves at the version read and records old and new values', async () => {
    const user = await createUser('igor');
    const answer = await admin.post('/api/Person/SaveUserInfo', {
      ...newUserBody({ Login: 'igor.souza', ProfileUniqueId: profile.Administrador }),
      Cpf: user.Cpf,
      Name: 'Igor Souza',
      UniqueId: user.UniqueId,
      Version: user.Version,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Login: 'igor.souza',
      Name: 'Igor Souza',
      ProfileName: 'Administrador',
      Version: 2,
      InviteStatus: null,
    });
    const history = await historyOf(t.db, 'UserInfo', user.UserInfoId);
    expect(history).toHaveLength(2);
    expect(history[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'Name', oldValue: 'Gabriela Teixeira Rocha', newValue: 'Igor Souza' },
        { field: 'Login', oldValue: 'igor', newValue: 'igor.souza' },
        { field: 'Profile', oldValue: 'Analista', newValue: 'Administrador' },
      ]),
    );
    expect(history[1].changes.map((change) => change.field)).not.toContain('Cpf');
  });

  it('refuses a stale version with 409 and saves nothing', async () => {
    const user = await createUser('julia');
    const first = await admin.post('/api/Person/SaveUserInfo', {
      ...newUserBody({ Login: 'julia', ProfileUniqueId: profile.Analista }),
      Cpf: user.Cpf,
      Name: 'Julia Prado',
      UniqueId: user.UniqueId,
      Version: 1,
    });
    expectStatus(first, 200);
    const stale = await admin.post('/api/Person/SaveUserInfo', {
      ...newUserBody({ Login: 'julia.nova', ProfileUniqueId: profile.Analista }),
      Cpf: user.Cpf,
      Name: 'Julia Antiga',
      UniqueId: user.UniqueId,
      Version: 1,
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Este usuário foi alterado por outra pessoa. Recarregue a página.',
    ]);
    const now = await admin.get('/api/Security/GetUserInfoByUniqueId', {
      UniqueId: user.UniqueId,
    });
    expect(now.data).toMatchObject({ Name: 'Julia Prado', Login: 'julia', Version: 2 });

    const noVersion = await admin.post('/api/Person/SaveUserInfo', {
      ...newUserBody({ Login: 'julia', ProfileUniqueId: profile.Analista }),
      Cpf: user.Cpf,
      UniqueId: user.UniqueId,
    });
    expectStatus(noVersion, 400);
    expect(noVersion.errors).toEqual([
      'Versão: informe a versão do usuário que está sendo alterado.',
    ]);
  });

  it("refuses another user's CPF and a broker editing a colleague or an insurer user", async () => {
    const user = await createUser('karina');
    const taken = await admin.post('/api/Person/SaveUserInfo', {
      ...newUserBody({ Login: 'karina', ProfileUniqueId: profile.Analista }),
      Cpf: '52998224725',
      UniqueId: user.UniqueId,
      Version: 1,
    });
    expectStatus(taken, 409);

    const list = (await corretor.get('/api/Person/GetUsers')).data as Item[];
    const self = list.find((item) => item.Login === 'corretor') as Item;
    const selfEdit = await corretor.post('/api/Person/SaveUserInfo', {
      ...newUserBody({ Login: 'corretor', UserTypeId: 5, ProfileUniqueId: profile.Agente }),
      UniqueId: self.UniqueId,
      Version: self.Version,
    });
    expectStatus(selfEdit, 403);
    expect(selfEdit.errors).toEqual(['A corretora só pode gerenciar os agentes dela.']);

    const insurerEdit = await corretor.post('/api/Person/SaveUserInfo', {
      ...newUserBody({ Login: 'karina', UserTypeId: 5, ProfileUniqueId: profile.Agente }),
      Cpf: nextCpf(),
      UniqueId: user.UniqueId,
      Version: 1,
    });
    expectStatus(insurerEdit, 404);
  });

  it('needs GERENCIAR_USUARIOS', async () => {
    const analista = await callerFor(t.app, 'analista');
    const answer = await analista.post(
      '/api/Person/SaveUserInfo',
      newUserBody({ Login: 'semdireito', ProfileUniqueId: profile.Analista }),
    );
    expectStatus(answer, 403);
  });
});

describe('GetUserBrokers', () => {
  it('answers the tenant brokers to insurer staff and its own broker to a broker', async () => {
    const all = await admin.get('/api/Person/GetUserBrokers');
    const names = all.data.map((broker: { Name: string }) => broker.Name);
    expect(names).toEqual(expect.arrayContaining(['Norte Corretora de Seguros Ltda.', PRIME]));
    expect(names).toEqual([...names].sort());
    const foreign = await otherTenant.get('/api/Person/GetUserBrokers');
    expect(foreign.data).toEqual([]);
    const own = await corretor.get('/api/Person/GetUserBrokers');
    expect(own.data.map((broker: { Id: number }) => broker.Id)).toEqual([primeId]);
  });
});
