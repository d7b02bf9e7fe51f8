import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistories, userTokens, users } from '../../../server/db/schema';
import { addUser } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { bearer, requestToken, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let adminToken: string;
let analistaUniqueId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await tokensFor(t.app, 'admin')).access_token;
  const [analista] = await t.db.select().from(users).where(eq(users.login, 'analista'));
  analistaUniqueId = analista.uniqueId;
});
afterAll(() => t.close());

const issue = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Security/IssueSsoToken',
    headers: { ...bearer(token, 'aval-demo'), host: 'portal.garantia.test:8443' },
    payload: body,
  });

const exchange = (code: string, companyKey: string | null = 'aval-demo') =>
  requestToken(t.app, { grant_type: 'authorization_code', code }, { companyKey });

describe('IssueSsoToken', () => {
  it('issues a five-minute, one-time token and its portal link', async () => {
    const before = Date.now();
    const response = await issue(adminToken, {
      UserInfoUniqueId: analistaUniqueId,
      ExtraPath: '/kanban/pipe/abc',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { Token, Url, ExpiresAt } = response.json().Response;
    expect(Token).toMatch(/^[\w-]{43}$/);
    expect(Url).toBe(
      `http://portal.garantia.test:8443/acesso/credentials-asd/${Token}/%2Fkanban%2Fpipe%2Fabc`,
    );
    // five minutes from the moment of issue, however long the call took (1 s for clock rounding)
    const after = Date.now();
    expect(Date.parse(ExpiresAt)).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(Date.parse(ExpiresAt)).toBeLessThanOrEqual(after + 5 * 60_000 + 1000);

    const [history] = await t.db
      .select()
      .from(changeHistories)
      .where(eq(changeHistories.entity, 'UserInfo'))
      .orderBy(sql`${changeHistories.id} desc`)
      .limit(1);
    expect(history.changedByName).toBe('Ana Paula Ribeiro');
    expect(history.changes[0].field).toBe('AcessoUnicoEmitido');
  });

  it('signs the user in once with grant_type=authorization_code', async () => {
    const { Token } = (await issue(adminToken, { UserInfoUniqueId: analistaUniqueId })).json()
      .Response;
    const first = await exchange(Token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(first.json().access_token, 'aval-demo'),
    });
    expect(info.json().Response.Username).toBe('analista');

    const second = await exchange(Token);
    expect(second.statusCode).toBe(400);
    expect(second.json().Errors).toEqual(['Este link já foi utilizado. Solicite um novo link.']);
  });

  it('refuses an expired token and an unknown one', async () => {
    const { Token } = (await issue(adminToken, { UserInfoUniqueId: analistaUniqueId })).json()
      .Response;
    await t.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.purpose, 'sso'));
    const expired = await exchange(Token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().Errors).toEqual(['Este link expirou. Solicite um novo link.']);

    const unknown = await exchange('token-que-nunca-existiu');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual(['Link inválido. Solicite um novo link.']);

    const missing = await requestToken(t.app, { grant_type: 'authorization_code' });
    expect(missing.json().Errors).toEqual(['O campo "code" é obrigatório.']);
  });

  it("refuses the token at another tenant's portal, leaving it usable at its own", async () => {
    const { Token } = (await issue(adminToken, { UserInfoUniqueId: analistaUniqueId })).json()
      .Response;
    const elsewhere = await exchange(Token, SECOND_COMPANY_KEY);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().Errors).toEqual(['Link inválido. Solicite um novo link.']);
    expect((await exchange(Token)).statusCode).toBe(200);
  });

  it('refuses a user deactivated after the token was issued', async () => {
    const user = await addUser(t.db, { login: 'desativado-depois', profileName: 'Analista' });
    const { Token } = (await issue(adminToken, { UserInfoUniqueId: user.uniqueId })).json()
      .Response;
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await exchange(Token);
    expect(response.statusCode).toBe(403);
    expect(response.json().Errors).toEqual(['Usuário inativo.']);
    expect((await issue(adminToken, { UserInfoUniqueId: user.uniqueId })).statusCode).toBe(409);
  });

  it('is for the insurer staff holding GERENCIAR_USUARIOS, within the tenant', async () => {
    const analista = await tokensFor(t.app, 'analista');
    expect(
      (await issue(analista.access_token, { UserInfoUniqueId: analistaUniqueId })).statusCode,
    ).toBe(403);

    // a broker manages its own users but cannot impersonate them
    const corretor = await tokensFor(t.app, 'corretor');
    const [agente] = await t.db.select().from(users).where(eq(users.login, 'agente'));
    const broker = await issue(corretor.access_token, { UserInfoUniqueId: agente.uniqueId });
    expect(broker.statusCode).toBe(403);
    expect(broker.json().Errors).toEqual([
      'Apenas usuários da seguradora podem gerar um acesso único.',
    ]);

    const other = await tokensFor(t.app, 'admin', {
      companyKey: SECOND_COMPANY_KEY,
      password: 'Fianca#2026',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Security/IssueSsoToken',
      headers: bearer(other.access_token),
      payload: { UserInfoUniqueId: analistaUniqueId },
    });
    expect(response.statusCode).toBe(404);
  });

  it('names a bad ExtraPath or user id', async () => {
    for (const ExtraPath of ['https://atacante.test', '//atacante.test/x', 'propostas', '/\\x']) {
      const response = await issue(adminToken, { UserInfoUniqueId: analistaUniqueId, ExtraPath });
      expect(response.statusCode, ExtraPath).toBe(400);
      expect(response.json().Errors).toEqual([
        'O campo "ExtraPath" deve ser um caminho do portal começando com "/" (ex.: /propostas).',
      ]);
    }
    const badId = await issue(adminToken, { UserInfoUniqueId: 'x' });
    expect(badId.json().Errors).toEqual(['O campo "UserInfoUniqueId" é inválido.']);
  });
});
