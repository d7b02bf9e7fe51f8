import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_KEY, DEMO_PASSWORD } from '../../server/db/seed/demoUsers';
import { issueUserToken } from '../../server/modules/accounts/userTokens';
import { type Caller, callerFor, expectStatus } from './support/caller';
import { addUser, companyIdOf } from './support/fixtures';
import { bearer, refresh, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

const SESSION_INVALID = 'Sessão expirada ou inválida. Entre novamente.';
const NEW_PASSWORD = 'Nova#Senha2026';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t.app, 'admin');
});
afterAll(() => t.close());

const userInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/Security/GetUserInfo', headers: bearer(token) });

/** The access token answers 401 with the session message on its next call. */
const expectRefused = async (token: string) => {
  const answer = await userInfo(token);
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({ Response: null, Errors: [SESSION_INVALID] });
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** Signs claims with the gateway's own key, as a token the gateway could have issued. */
const signWithGatewayKey = (claims: Record<string, unknown>, build?: (jwt: SignJWT) => SignJWT) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  return (build ? build(jwt) : jwt).sign(new TextEncoder().encode(t.config.jwtSecret));
};

describe('an access token ends with its session', () => {
  it('Logout: the access token answers 401 on the next call', async () => {
    const session = await tokensFor(t.app, 'analista');
    const other = await tokensFor(t.app, 'analista');
    expect((await userInfo(session.access_token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Security/Logout',
      headers: bearer(session.access_token),
    });
    expect(out.statusCode).toBe(200);
    await expectRefused(session.access_token);
    // the user's other session goes on
    expect((await userInfo(other.access_token)).statusCode).toBe(200);
  });

  it('Logout with the refresh token in the body ends that session’s access tokens too', async () => {
    const session = await tokensFor(t.app, 'agente');
    const rotated = (await refresh(t.app, session.refresh_token)).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/Security/Logout',
      headers: bearer(rotated.access_token),
      payload: { refresh_token: rotated.refresh_token },
    });
    await expectRefused(session.access_token);
    await expectRefused(rotated.access_token);
  });

  it('refresh-token reuse: every access token of the family answers 401', async () => {
    const first = await tokensFor(t.app, 'corretor');
    const rotated = (await refresh(t.app, first.refresh_token)).json();
    expect((await userInfo(rotated.access_token)).statusCode).toBe(200);
    expect((await refresh(t.app, first.refresh_token)).statusCode).toBe(400);
    await expectRefused(first.access_token);
    await expectRefused(rotated.access_token);
  });

  it('a password set through a recovery link ends the access tokens of every session', async () => {
    const user = await addUser(t.db, { login: 'recupera.token', profileName: 'Analista' });
    const laptop = await tokensFor(t.app, 'recupera.token');
    const phone = await tokensFor(t.app, 'recupera.token');
    const token = await issueUserToken(t.db, {
      companyId: await companyIdOf(t.db, DEMO_COMPANY_KEY),
      userId: user.id,
      purpose: 'password_reset',
      ttlMinutes: 60,
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Security/ChangeUserInfoPassword',
      headers: { companyKey: DEMO_COMPANY_KEY },
      payload: { UniqueId: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(laptop.access_token);
    await expectRefused(phone.access_token);
    const next = await tokensFor(t.app, 'recupera.token', { password: NEW_PASSWORD });
    expect((await userInfo(next.access_token)).statusCode).toBe(200);
  });

  it('ChangeOwnPassword ends the access token it was called with and the other sessions', async () => {
    await addUser(t.db, { login: 'troca.propria', profileName: 'Analista' });
    const session = await tokensFor(t.app, 'troca.propria');
    const other = await tokensFor(t.app, 'troca.propria');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Security/ChangeOwnPassword',
      headers: bearer(session.access_token),
      payload: {
        CurrentPassword: DEMO_PASSWORD,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      },
    });
    expect(changed.json()).toEqual({ Response: true, Errors: [] });
    await expectRefused(session.access_token);
    await expectRefused(other.access_token);
  });

  it('a change forced by the administrator ends the user’s access tokens', async () => {
    const user = await addUser(t.db, { login: 'troca.forcada', profileName: 'Analista' });
    const session = await tokensFor(t.app, 'troca.forcada');
    const forced = await admin.post('/api/security/ForceChangeUserInfoPassword', {
      UserInfoUniqueId: user.uniqueId,
    });
    expectStatus(forced, 200);
    await expectRefused(session.access_token);
  });

  it('deactivation ends the access token, and reactivation does not bring it back', async () => {
    const user = await addUser(t.db, { login: 'desativa.token', profileName: 'Analista' });
    const session = await tokensFor(t.app, 'desativa.token');
    const toggle = () =>
      admin.post('/api/Person/ChangeUserInfoStatus', undefined, { userId: String(user.id) });
    expect((await toggle()).data).toBe(false);
    await expectRefused(session.access_token);
    expect((await toggle()).data).toBe(true);
    await expectRefused(session.access_token);
    // a new sign-in works again
    const next = await tokensFor(t.app, 'desativa.token');
    expect((await userInfo(next.access_token)).statusCode).toBe(200);
  });
});

describe('what an access token must carry', () => {
  it('refuses a token without exp, even with a live session', async () => {
    const session = await tokensFor(t.app, 'analista');
    const { exp: _exp, ...claims } = claimsOf(session.access_token);
    const forever = await signWithGatewayKey(claims);
    expect(claimsOf(forever).exp).toBeUndefined();
    await expectRefused(forever);
    // the same claims with an expiry are accepted: only the missing exp is refused
    const bounded = await signWithGatewayKey(claims, (jwt) => jwt.setExpirationTime('5m'));
    expect((await userInfo(bounded)).statusCode).toBe(200);
  });

  it('refuses a token without its session (fam), or with a session of another user', async () => {
    const session = await tokensFor(t.app, 'analista');
    const { fam, ...claims } = claimsOf(session.access_token);
    const sessionless = await signWithGatewayKey(claims, (jwt) => jwt.setExpirationTime('5m'));
    await expectRefused(sessionless);

    const foreign = claimsOf((await tokensFor(t.app, 'agente')).access_token).fam;
    expect(foreign).not.toBe(fam);
    const borrowed = await signWithGatewayKey({ ...claims, fam: foreign }, (jwt) =>
      jwt.setExpirationTime('5m'),
    );
    await expectRefused(borrowed);
  });
});
