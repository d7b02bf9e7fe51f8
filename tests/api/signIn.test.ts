import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAddressFailures, signInFailures } from '../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../server/db/seed/demoUsers';
import { addUser, companyIdOf } from './support/fixtures';
import { SECOND_COMPANY_NAME, SECOND_DNS, SECOND_PASSWORD } from './support/secondTenant';
import { bearer, requestToken, signIn, type SignInOptions } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

const INVALID = 'Usuário ou senha inválidos.';
const TOO_MANY = 'Muitas tentativas. Aguarde um instante e tente novamente.';
const LOCKED =
  'Usuário bloqueado por excesso de tentativas. Tente novamente em 15 minutos ou contate o administrador.';

let t: TestApp;
beforeAll(async () => {
  // every call here comes from one address: its own limit is tested apart, with a variant
  t = await createTestApp({ config: { loginMaxFailuresPerAddress: 10_000 } });
});
afterAll(() => t.close());

const failedSignIns = async (
  login: string,
  times: number,
  options: SignInOptions = {},
  app = t.app,
) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await signIn(app, login, { password: `errada-${i}`, ...options })).statusCode);
  }
  return statuses;
};

describe('GetToken with grant_type=password', () => {
  it('signs in with a form-encoded body and answers the flat OAuth2 shape', async () => {
    const response = await signIn(t.app, 'admin', { form: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'token_type',
    ]);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(body.access_token.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: expect.any(String), cid: expect.any(Number), typ: 1 });
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('signs in with a JSON body, whatever the case of the login and of the path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/API/security/gettoken',
      headers: { companyKey: 'aval-demo' },
      payload: { grant_type: 'password', username: 'Corretor', password: 'Aval@2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toEqual(expect.any(String));
  });

  it('answers the same message for a wrong password and an unknown user', async () => {
    const wrong = await signIn(t.app, 'analista', { password: 'nao-e-esta' });
    const unknown = await signIn(t.app, 'ninguem', { password: 'Aval@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ Response: null, Errors: [INVALID] });
    expect(unknown.json()).toEqual({ Response: null, Errors: [INVALID] });
  });

  it('refuses an unknown company key with the same message', async () => {
    const response = await signIn(t.app, 'admin', { companyKey: 'nao-existe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual([INVALID]);
  });

  it('finds the tenant by the Host name when no companyKey is sent', async () => {
    const response = await signIn(t.app, 'admin', {
      companyKey: null,
      host: SECOND_DNS,
      password: SECOND_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(response.json().access_token),
    });
    expect(info.json().Response.CompanyName).toBe(SECOND_COMPANY_NAME);
    // the demo password is not the second tenant's admin password
    const demoPassword = await signIn(t.app, 'admin', { companyKey: null, host: SECOND_DNS });
    expect(demoPassword.statusCode).toBe(400);
  });

  it('names the missing fields and refuses unsupported grant types', async () => {
    const missing = await requestToken(t.app, { grant_type: 'password', username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual(['O campo "password" é obrigatório.']);

    const noGrant = await requestToken(t.app, { username: 'admin' }, { form: true });
    expect(noGrant.json().Errors).toEqual(['O campo "grant_type" é obrigatório.']);

    // authorization_code and custom_entra: tests/api/waysIn
    const unsupported = await requestToken(t.app, {
      grant_type: 'client_credentials',
      code: 'abc',
    });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().Errors).toEqual(['grant_type não suportado.']);
  });

  it('locks the account after 5 consecutive failures, even against the right password', async () => {
    await addUser(t.db, { login: 'bloqueavel', profileName: 'Analista' });
    expect(await failedSignIns('bloqueavel', 5)).toEqual([400, 400, 400, 400, 423]);

    const right = await signIn(t.app, 'bloqueavel');
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual({ Response: null, Errors: [LOCKED] });
  });

  it('lets the user in again once the lock has run out, with a fresh count', async () => {
    await addUser(t.db, { login: 'expira', profileName: 'Analista' });
    await failedSignIns('expira', 5);
    await t.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.loginKey, 'expira'));
    expect(await failedSignIns('expira', 1)).toEqual([400]);
    expect((await signIn(t.app, 'expira')).statusCode).toBe(200);
  });

  it('resets the failure count on a successful sign-in', async () => {
    await addUser(t.db, { login: 'distraido', profileName: 'Analista' });
    expect(await failedSignIns('distraido', 4)).toEqual([400, 400, 400, 400]);
    expect((await signIn(t.app, 'distraido')).statusCode).toBe(200);
    expect(await failedSignIns('distraido', 4)).toEqual([400, 400, 400, 400]);
    expect((await signIn(t.app, 'distraido')).statusCode).toBe(200);
  });

  it('refuses an inactive user with 403 only once the password is right', async () => {
    await addUser(t.db, { login: 'inativo', profileName: 'Analista', isActive: false });
    const wrong = await signIn(t.app, 'inativo', { password: 'errada' });
    expect(wrong.statusCode).toBe(400);
    const right = await signIn(t.app, 'inativo');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ Response: null, Errors: ['Usuário inativo.'] });
  });

  it('answers an unknown login exactly like an existing one, the lock included', async () => {
    await addUser(t.db, { login: 'existe.sim', profileName: 'Analista' });
    for (let i = 0; i < 6; i += 1) {
      const known = await signIn(t.app, 'existe.sim', { password: `errada-${i}` });
      const unknown = await signIn(t.app, 'existe.nao', { password: `errada-${i}` });
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
        status: known.statusCode,
        body: known.json(),
      });
      expect(known.statusCode).toBe(i < 4 ? 400 : 423);
    }
    // the right password of the existing login, any password of the unknown one: both locked
    const right = await signIn(t.app, 'existe.sim');
    const guess = await signIn(t.app, 'Existe.Nao ');
    expect(right.statusCode).toBe(423);
    expect(guess.statusCode).toBe(423);
    expect(guess.json()).toEqual(right.json());
    expect(right.json()).toEqual({ Response: null, Errors: [LOCKED] });
  });

  it('limits failed sign-ins per address across usernames with 429, without locking the accounts', async () => {
    const limited = await t.variant({ loginMaxFailuresPerAddress: 5 });
    const logins = ['alvo.um', 'alvo.dois', 'alvo.tres'];
    for (const login of logins) await addUser(t.db, { login, profileName: 'Analista' });
    const attacker = { remoteAddress: '203.0.113.7' };
    const statuses: number[] = [];
    for (const login of logins)
      statuses.push(...(await failedSignIns(login, 3, attacker, limited)));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429]);
    const blocked = await signIn(limited, 'alvo.tres', { password: 'errada', ...attacker });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ Response: null, Errors: [TOO_MANY] });
    // while the address is over its limit, even the right password waits (no oracle)
    expect((await signIn(limited, 'agente', attacker)).statusCode).toBe(429);

    // the refused attempts did not count against the accounts: none is locked
    const owner = { remoteAddress: '198.51.100.20' };
    expect(await failedSignIns('alvo.tres', 4, owner, limited)).toEqual([400, 400, 400, 400]);
    for (const login of logins) {
      expect((await signIn(limited, login, owner)).statusCode, login).toBe(200);
    }
  });

  it('shares the per-address count between gateway instances on one database', async () => {
    const first = await t.variant({ loginMaxFailuresPerAddress: 3 });
    const second = await t.variant({ loginMaxFailuresPerAddress: 3 });
    const from = { remoteAddress: '203.0.113.50' };
    expect(await failedSignIns('qualquer.um', 2, from, first)).toEqual([400, 400]);
    expect(await failedSignIns('qualquer.dois', 2, from, second)).toEqual([400, 429]);
    expect(await failedSignIns('qualquer.tres', 1, from, first)).toEqual([429]);
    // another address is not affected
    expect((await signIn(second, 'agente', { remoteAddress: '203.0.113.51' })).statusCode).toBe(
      200,
    );
  });

  it('does not count successful sign-ins against the address', async () => {
    const limited = await t.variant({ loginMaxFailuresPerAddress: 2 });
    const office = { remoteAddress: '192.0.2.10' };
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(limited, 'agente', office)).statusCode).toBe(200);
    }
    expect(await failedSignIns('agente', 3, office, limited)).toEqual([400, 400, 429]);
  });

  it('holds both limits under parallel attempts', async () => {
    await addUser(t.db, { login: 'paralelo', profileName: 'Analista' });
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(t.app, 'paralelo', { password: `errada-${i}` })),
    );
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(4).fill(400),
      ...Array(6).fill(423),
    ]);
    expect((await signIn(t.app, 'paralelo')).statusCode).toBe(423);

    const limited = await t.variant({ loginMaxFailuresPerAddress: 5 });
    const spread = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(limited, `espalhado.${i}`, { password: 'errada', remoteAddress: '203.0.113.99' }),
      ),
    );
    expect(spread.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(5).fill(400),
      ...Array(7).fill(429),
    ]);
  });

  it('locks a login whose count went past the limit without a lock, so it cannot stay stuck', async () => {
    await addUser(t.db, { login: 'preso', profileName: 'Analista' });
    // e.g. the process stopped between counting the fifth failure and locking
    await t.db.insert(signInFailures).values({
      companyId: await companyIdOf(t.db, DEMO_COMPANY_KEY),
      loginKey: 'preso',
      failedAttempts: 5,
    });
    expect((await signIn(t.app, 'preso')).statusCode).toBe(423);
    const [row] = await t.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.loginKey, 'preso'));
    expect(row.lockedUntil).not.toBeNull();
    await t.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.loginKey, 'preso'));
    expect((await signIn(t.app, 'preso')).statusCode).toBe(200);
  });

  it('lets an address try again once its window has run out', async () => {
    const limited = await t.variant({ loginMaxFailuresPerAddress: 2 });
    const from = { remoteAddress: '203.0.113.120' };
    expect(await failedSignIns('janela', 3, from, limited)).toEqual([400, 400, 429]);
    await t.db
      .update(signInAddressFailures)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(signInAddressFailures.address, '203.0.113.120'));
    expect(await failedSignIns('janela', 1, from, limited)).toEqual([400]);
    expect((await signIn(limited, 'agente', from)).statusCode).toBe(200);
  });

  it('rate-limits sign-in attempts per IP and username with 429', async () => {
    const limited = await t.variant({
      rateLimit: { max: 1000, signInMax: 3, windowMs: 3_600_000 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn(limited, 'assessor')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await signIn(limited, 'assessor');
    expect(blocked.json()).toEqual({
      Response: null,
      Errors: ['Muitas tentativas. Aguarde um instante e tente novamente.'],
    });
    // another username from the same address is counted apart
    expect((await signIn(limited, 'agente')).statusCode).toBe(200);
  });
});
