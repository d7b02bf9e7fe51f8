import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorBrokers, brokers, changeHistories, users } from '../../../server/db/schema';
import { addUser, companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { bearer, refresh, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let prime: { id: number; uniqueId: string };
let horizonte: { id: number; uniqueId: string };
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select().from(brokers);
  const byName = (prefix: string) => {
    const row = rows.find((broker) => broker.name.startsWith(prefix));
    if (!row) throw new Error(prefix);
    return { id: row.id, uniqueId: row.uniqueId };
  };
  prime = byName('Prime');
  horizonte = byName('Horizonte');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token, 'aval-demo'), payload });

const userInfo = async (token: string) => {
  const response = await call('GET', '/api/Security/GetUserInfo', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response;
};

const actAs = (token: string, brokerUniqueId: string) =>
  call('POST', '/api/Advisor/AuthenticationBroker', token, { BrokerUniqueId: brokerUniqueId });

type Menu = { Id: number; MenuFuncionalities: { Id: number }[] };

describe('advisor brokers', () => {
  it('lists the brokers the advisor may act for, by name', async () => {
    const { access_token } = await tokensFor(t.app, 'assessor');
    const response = await call('GET', '/api/Advisor/GetAdvisorBrokers', access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json().Response).toEqual([
      expect.objectContaining({
        UniqueId: horizonte.uniqueId,
        Name: 'Horizonte Corretora de Seguros Ltda.',
        Cnpj: expect.stringMatching(/^\d{14}$/),
        CanAct: true,
      }),
      expect.objectContaining({
        UniqueId: prime.uniqueId,
        Name: 'Prime Corretora de Seguros Ltda.',
        IsBlocked: false,
        RegistrationStatus: 'active',
        CanAct: true,
      }),
    ]);
  });

  it('needs LISTAR_CORRETORES_ASSESSOR', async () => {
    const { access_token } = await tokensFor(t.app, 'corretor');
    const response = await call('GET', '/api/Advisor/GetAdvisorBrokers', access_token);
    expect(response.statusCode).toBe(403);
  });
});

describe('acting as a broker and returning', () => {
  it('acts as the chosen broker with its profile, keeping the advisor apart', async () => {
    const own = await tokensFor(t.app, 'assessor');
    const advisor = await userInfo(own.access_token);
    const response = await actAs(own.access_token, prime.uniqueId);
    expect(response.statusCode, response.body).toBe(200);
    const acting = response.json();
    expect(acting).toMatchObject({ token_type: 'Bearer', expires_in: 900 });

    const claims = JSON.parse(
      Buffer.from(acting.access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      sub: String(advisor.UserId),
      act: { advisorUserId: advisor.UserId },
      bid: prime.id,
      typ: 2,
    });

    const info = await userInfo(acting.access_token);
    expect(info).toMatchObject({
      UserId: advisor.UserId,
      UserTypeId: 2,
      BrokerId: prime.id,
      BrokerName: 'Prime Corretora de Seguros Ltda.',
      ProfileName: 'Corretor',
      HomeMenuId: 7,
      Name: 'Carla Mendes Duarte',
      Advisor: {
        PersonId: advisor.PersonId,
        Username: 'assessor',
        PersonUniqueId: advisor.PersonUniqueId,
        Name: 'Carla Mendes Duarte',
      },
    });
    expect(info.Menus.map((menu: Menu) => menu.Id)).toEqual([7, 2, 3, 4, 6, 9, 10]);

    // the broker's grants, not the advisor's
    const asBroker = await call('GET', '/api/Advisor/GetAdvisorBrokers', acting.access_token);
    expect(asBroker.statusCode).toBe(403);

    // the advisor's own session was closed by the switch
    expect((await refresh(t.app, own.refresh_token)).statusCode).toBe(400);

    // a refresh keeps acting for the same broker
    const renewed = await refresh(t.app, acting.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await userInfo(renewed.json().access_token)).BrokerId).toBe(prime.id);

    // the switch is in the advisor's change history, with the advisor's name
    const [history] = await t.db
      .select()
      .from(changeHistories)
      .where(
        and(
          eq(changeHistories.entity, 'UserInfo'),
          eq(changeHistories.entityId, String(advisor.UserId)),
        ),
      )
      .orderBy(desc(changeHistories.id))
      .limit(1);
    expect(history).toMatchObject({
      changedByName: 'Carla Mendes Duarte',
      changes: [
        {
          field: 'AtuandoComoCorretora',
          oldValue: null,
          newValue: 'Prime Corretora de Seguros Ltda.',
        },
      ],
    });

    // what the advisor does while acting is recorded with the advisor's name
    const accepted = await call(
      'POST',
      '/api/Security/AssignLastCompanyTermOfUse',
      renewed.json().access_token,
    );
    expect(accepted.statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(changeHistories)
      .orderBy(desc(changeHistories.id))
      .limit(1);
    expect(audit).toMatchObject({
      changedByUserId: advisor.UserId,
      changedByName: 'Carla Mendes Duarte',
    });

    // back to the advisor
    const back = await call(
      'POST',
      '/api/Advisor/AuthenticationAdvisor',
      renewed.json().access_token,
    );
    expect(back.statusCode, back.body).toBe(200);
    const ownAgain = await userInfo(back.json().access_token);
    expect(ownAgain).toMatchObject({
      UserId: advisor.UserId,
      UserTypeId: 6,
      ProfileName: 'RiskAdviser',
      BrokerId: null,
    });
    expect(ownAgain.Advisor ?? null).toBeNull();
    expect(ownAgain.Menus.map((menu: Menu) => menu.Id)).toEqual([2, 7, 10]);

    // the acting session is over: its tokens no longer work
    expect(
      (await call('GET', '/api/Security/GetUserInfo', renewed.json().access_token)).statusCode,
    ).toBe(401);
    expect((await refresh(t.app, renewed.json().refresh_token)).statusCode).toBe(400);
  });

  it('refuses a broker the advisor is not linked to (403) and an unknown one (404)', async () => {
    const companyId = await companyIdOf(t.db, 'aval-demo');
    const [unlinked] = await t.db
      .insert(brokers)
      .values({
        companyId,
        name: 'Corretora Sem Vínculo Ltda.',
        cnpj: '11222333000181',
        susepCode: '1',
      })
      .returning();
    const { access_token } = await tokensFor(t.app, 'assessor');
    const response = await actAs(access_token, unlinked.uniqueId);
    expect(response.statusCode).toBe(403);
    expect(response.json().Errors).toEqual(['Você não está vinculado a esta corretora.']);

    const unknown = await actAs(access_token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Errors).toEqual(['Corretora não encontrada.']);

    const invalid = await actAs(access_token, 'nao-e-um-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Errors).toEqual(['O campo "BrokerUniqueId" é inválido.']);
  });

  it('refuses non-advisors, even an administrator holding LISTAR_CORRETORES_ASSESSOR', async () => {
    const admin = await tokensFor(t.app, 'admin');
    const response = await actAs(admin.access_token, prime.uniqueId);
    expect(response.statusCode).toBe(403);
    expect(response.json().Errors).toEqual([
      'Apenas assessores de risco podem atuar como corretor.',
    ]);

    const broker = await tokensFor(t.app, 'corretor');
    expect((await actAs(broker.access_token, prime.uniqueId)).statusCode).toBe(403);
  });

  it('refuses a blocked broker and ends an acting session whose link is removed', async () => {
    const { access_token } = await tokensFor(t.app, 'assessor');
    await t.db.update(brokers).set({ isBlocked: true }).where(eq(brokers.id, horizonte.id));
    const blocked = await actAs(access_token, horizonte.uniqueId);
    expect(blocked.statusCode).toBe(409);
    await t.db.update(brokers).set({ isBlocked: false }).where(eq(brokers.id, horizonte.id));

    const acting = (await actAs(access_token, horizonte.uniqueId)).json();
    expect((await call('GET', '/api/Security/GetUserInfo', acting.access_token)).statusCode).toBe(
      200,
    );
    await t.db.delete(advisorBrokers).where(eq(advisorBrokers.brokerId, horizonte.id));
    expect((await call('GET', '/api/Security/GetUserInfo', acting.access_token)).statusCode).toBe(
      401,
    );
    expect((await refresh(t.app, acting.refresh_token)).statusCode).toBe(400);
  });

  it('returns to the advisor only from an acting session', async () => {
    const { access_token } = await tokensFor(t.app, 'assessor');
    const response = await call('POST', '/api/Advisor/AuthenticationAdvisor', access_token);
    expect(response.statusCode).toBe(409);
    expect(response.json().Errors).toEqual([
      'Esta sessão não é de um assessor atuando como corretor.',
    ]);
  });

  it('an advisor of another tenant cannot reach this tenant’s brokers', async () => {
    const other = await addUser(t.db, {
      login: 'assessor-outro',
      companyKey: SECOND_COMPANY_KEY,
      userTypeId: 6,
    });
    const tokens = await tokensFor(t.app, 'assessor-outro', { companyKey: SECOND_COMPANY_KEY });
    expect(other.companyId).not.toBe(await companyIdOf(t.db, 'aval-demo'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Advisor/AuthenticationBroker',
      headers: bearer(tokens.access_token),
      payload: { BrokerUniqueId: prime.uniqueId },
    });
    // no grant of LISTAR_CORRETORES_ASSESSOR in that tenant's new profile
    expect(response.statusCode).toBe(403);
    // and even a deactivated advisor's acting token stops at once
    const own = await tokensFor(t.app, 'assessor');
    const acting = (await actAs(own.access_token, prime.uniqueId)).json();
    await t.db.update(users).set({ isActive: false }).where(eq(users.login, 'assessor'));
    expect((await call('GET', '/api/Security/GetUserInfo', acting.access_token)).statusCode).toBe(
      401,
    );
    await t.db.update(users).set({ isActive: true }).where(eq(users.login, 'assessor'));
  });
});
