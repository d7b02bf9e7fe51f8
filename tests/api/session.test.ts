import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Functionality as F } from '../../domain/functionalities';
import { profileGrants, refreshTokens, users } from '../../server/db/schema';
import { addUser } from './support/fixtures';
import { SECOND_COMPANY_KEY } from './support/secondTenant';
import { bearer, refresh, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

const SESSION_INVALID = 'Sessão expirada ou inválida. Entre novamente.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userInfo = (token: string, companyKey?: string, app = t.app) =>
  app.inject({
    method: 'GET',
    url: '/api/Security/GetUserInfo',
    headers: bearer(token, companyKey),
  });

describe('refresh tokens', () => {
  it('rotates: a refresh answers a new pair and the new refresh token works in turn', async () => {
    const first = await tokensFor(t.app, 'analista');
    const second = await refresh(t.app, first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.token_type).toBe('Bearer');
    expect((await userInfo(rotated.access_token)).json().Response.Username).toBe('analista');

    const third = await refresh(t.app, rotated.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('stores only a hash of the refresh token', async () => {
    const tokens = await tokensFor(t.app, 'analista');
    const stored = await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.some((row) => row.hash === tokens.refresh_token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const first = await tokensFor(t.app, 'assessor');
    const rotated = (await refresh(t.app, first.refresh_token)).json();

    const reuse = await refresh(t.app, first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ Response: null, Errors: [SESSION_INVALID] });

    const successor = await refresh(t.app, rotated.refresh_token);
    expect(successor.statusCode).toBe(400);
    expect(successor.json().Errors).toEqual([SESSION_INVALID]);
  });

  it('leaves the other sessions of the same user alone', async () => {
    const laptop = await tokensFor(t.app, 'agente');
    const phone = await tokensFor(t.app, 'agente');
    await refresh(t.app, laptop.refresh_token);
    await refresh(t.app, laptop.refresh_token);
    expect((await refresh(t.app, phone.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh(t.app, 'nao-existe')).statusCode).toBe(400);
    const tokens = await tokensFor(t.app, 'tomador');
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await refresh(t.app, tokens.refresh_token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().Errors).toEqual([SESSION_INVALID]);
  });

  it('refuses a refresh token sent with another tenant’s company key', async () => {
    const tokens = await tokensFor(t.app, 'corretor');
    const response = await refresh(t.app, tokens.refresh_token, SECOND_COMPANY_KEY);
    expect(response.statusCode).toBe(403);
    expect((await refresh(t.app, tokens.refresh_token, 'aval-demo')).statusCode).toBe(200);
  });

  it('refuses to refresh the session of a user deactivated meanwhile', async () => {
    const user = await addUser(t.db, { login: 'desligado', profileName: 'Analista' });
    const tokens = await tokensFor(t.app, 'desligado');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await refresh(t.app, tokens.refresh_token);
    expect(response.statusCode).toBe(403);
    expect(response.json().Errors).toEqual(['Usuário inativo.']);
    // and the access token stops working at once
    expect((await userInfo(tokens.access_token)).statusCode).toBe(401);
  });
});

describe('Logout', () => {
  it('revokes the refresh-token family of the session', async () => {
    const tokens = await tokensFor(t.app, 'corretor');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Security/Logout',
      headers: bearer(tokens.access_token),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Response: true, Errors: [] });
    expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('finds the family from the access token when no refresh token is sent', async () => {
    const tokens = await tokensFor(t.app, 'corretor');
    const other = await tokensFor(t.app, 'corretor');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Security/Logout',
      headers: bearer(tokens.access_token),
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
    expect((await refresh(t.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('cannot end another user’s session with their refresh token', async () => {
    const victim = await tokensFor(t.app, 'tomador');
    const attacker = await tokensFor(t.app, 'agente');
    await t.app.inject({
      method: 'POST',
      url: '/api/Security/Logout',
      headers: bearer(attacker.access_token),
      payload: { refresh_token: victim.refresh_token },
    });
    expect((await refresh(t.app, victim.refresh_token)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers 401 once the access token has expired', async () => {
    // the gateway's clock is moved, never waited for
    const start = Date.parse('2026-03-02T12:00:00Z');
    let now = start;
    const clocked = await t.variant({ accessTokenTtlSeconds: 60, clock: () => new Date(now) });
    const tokens = await tokensFor(clocked, 'analista');
    expect(tokens.expires_in).toBe(60);
    now = start + 59_000;
    expect((await userInfo(tokens.access_token, undefined, clocked)).statusCode).toBe(200);
    now = start + 60_000;
    const expired = await userInfo(tokens.access_token, undefined, clocked);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ Response: null, Errors: [SESSION_INVALID] });
    // the refresh token still renews the session, with a token good from the clock's now
    const renewed = await refresh(clocked, tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const claims = JSON.parse(
      Buffer.from(renewed.json().access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims.iat).toBe((start + 60_000) / 1000);
    expect(claims.exp).toBe((start + 120_000) / 1000);
    expect((await userInfo(renewed.json().access_token, undefined, clocked)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a tampered one or one signed with another secret', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/Security/GetUserInfo' });
    expect(none.statusCode).toBe(401);
    expect(none.json().Errors).toEqual(['Autenticação necessária. Entre novamente.']);

    const tokens = await tokensFor(t.app, 'analista');
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect((await userInfo(`${header}.${forged}.${signature}`)).statusCode).toBe(401);

    const foreign = await new SignJWT({ cid: claims.cid, typ: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await userInfo(foreign)).statusCode).toBe(401);

    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await userInfo(unsigned)).statusCode).toBe(401);
  });

  it('refuses a companyKey header that disagrees with the token', async () => {
    const tokens = await tokensFor(t.app, 'admin');
    const mismatch = await userInfo(tokens.access_token, SECOND_COMPANY_KEY);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({
      Response: null,
      Errors: ['A chave da seguradora não corresponde à sessão.'],
    });
    expect((await userInfo(tokens.access_token, 'aval-demo')).statusCode).toBe(200);
  });

  it('reads the grants on every request, so a revoked grant takes effect at once', async () => {
    const user = await addUser(t.db, { login: 'revogado' });
    const { profileId } = user;
    await t.db.insert(profileGrants).values({
      companyId: user.companyId,
      profileId,
      menuId: 7,
      functionalityId: F.VISUALIZAR_PROPOSTAS,
      order: 7,
    });
    const tokens = await tokensFor(t.app, 'revogado');
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/Permissao/BuscarPermissoes?Modulo=2',
        headers: bearer(tokens.access_token),
      });
    expect((await ask()).json().Response.Acao).toEqual(['Visualizar']);
    await t.db
      .delete(profileGrants)
      .where(
        and(
          eq(profileGrants.profileId, profileId),
          eq(profileGrants.functionalityId, F.VISUALIZAR_PROPOSTAS),
        ),
      );
    expect((await ask()).json().Response.Acao).toEqual([]);
  });
});
