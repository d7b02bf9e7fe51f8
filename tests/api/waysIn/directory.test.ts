import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProviders } from '../../../server/db/schema';
import { syncProviderFromEnv } from '../../../server/modules/directory/envProvider';
import { addUser, companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { bearer, requestToken } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  type LocalOidcProvider,
  signInAtProvider,
  startLocalOidcProvider,
} from './localOidcProvider';

const CALLBACK = 'http://localhost/login-ad-garantia-callback';

let t: TestApp;
let idp: LocalOidcProvider;
beforeAll(async () => {
  t = await createTestApp();
  idp = await startLocalOidcProvider({
    // the seeded advisor's e-mail, spelled in another case
    carla: { email: 'Carla.Duarte@RiscoAssessoria.com.br' },
    inativo: { email: 'inativo@teste.test' },
    naoverificado: { email: 'ana.ribeiro@garantiabrasil.com.br', email_verified: false },
  });
  idp.registerClient([CALLBACK]);
  await t.db.insert(identityProviders).values({
    companyId: await companyIdOf(t.db, 'aval-demo'),
    slug: 'garantia',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const start = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Directory/Start?${new URLSearchParams(query)}`,
  });

/** Directory/Start, then a person signs in at the provider: the callback URL it sends back. */
const callbackFor = async (login: string) => {
  const response = await start({ seguradora: 'garantia', redirectUri: CALLBACK });
  expect(response.statusCode, response.body).toBe(200);
  return signInAtProvider(response.json().Response.AuthorizationUrl, login);
};

const finish = (callback: URL, overrides: Record<string, string> = {}, companyKey?: string) =>
  requestToken(
    t.app,
    {
      grant_type: 'custom_entra',
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
      iss: callback.searchParams.get('iss') ?? '',
      seguradora: 'garantia',
      ...overrides,
    },
    { companyKey: companyKey ?? 'aval-demo' },
  );

describe('directory login (OpenID Connect, code + PKCE) against a local oidc-provider', () => {
  it('starts at the provider with PKCE S256, state and nonce, keeping the verifier to itself', async () => {
    const response = await start({ seguradora: 'GARANTIA', redirectUri: CALLBACK });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().Response.AuthorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe('aval-portal');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.href).not.toContain(idp.clientSecret);
  });

  it('signs in the Aval user whose e-mail the provider vouches for (case-insensitive)', async () => {
    const callback = await callbackFor('carla');
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);
    const response = await finish(callback);
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(tokens.access_token, 'aval-demo'),
    });
    expect(info.json().Response).toMatchObject({ Username: 'assessor', UserTypeId: 6 });

    // the same state cannot be used twice
    const again = await finish(callback);
    expect(again.statusCode).toBe(400);
    expect(again.json().Errors).toEqual([
      'Solicitação de login corporativo inválida ou expirada. Inicie o login novamente.',
    ]);
  });

  it('refuses a state it did not issue, and the real one still works afterwards', async () => {
    const callback = await callbackFor('carla');
    const forged = await finish(callback, { state: 'estado-forjado-por-um-atacante' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().Errors).toEqual([
      'Solicitação de login corporativo inválida ou expirada. Inicie o login novamente.',
    ]);
    expect((await finish(callback)).statusCode).toBe(200);
  });

  it('answers a pt-BR 400 when no Aval user has the e-mail', async () => {
    const response = await finish(await callbackFor('desconhecido'));
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual(['Nenhum usuário do Aval corresponde a este e-mail.']);
  });

  it('refuses an inactive user and an e-mail the provider says is unverified', async () => {
    await addUser(t.db, { login: 'inativo', profileName: 'Analista', isActive: false });
    const inactive = await finish(await callbackFor('inativo'));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().Errors).toEqual(['Usuário inativo.']);

    const unverified = await finish(await callbackFor('naoverificado'));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().Errors).toEqual([
      'O e-mail informado pelo provedor de identidade não foi verificado.',
    ]);
  });

  it('refuses a code the provider rejects, another tenant, and another :seguradora', async () => {
    const badCode = await finish(await callbackFor('carla'), { code: 'codigo-inventado' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().Errors).toEqual([
      'Não foi possível concluir o login corporativo. Inicie o login novamente.',
    ]);

    const otherTenant = await finish(await callbackFor('carla'), {}, SECOND_COMPANY_KEY);
    expect(otherTenant.statusCode).toBe(403);

    const otherSlug = await finish(await callbackFor('carla'), { seguradora: 'outra' });
    expect(otherSlug.statusCode).toBe(400);
  });

  it('names the missing fields of the custom_entra grant', async () => {
    const response = await requestToken(t.app, { grant_type: 'custom_entra' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual(['O campo "code" é obrigatório.']);
  });

  it('refuses an unknown :seguradora and a callback outside the tenant portal', async () => {
    const unknown = await start({ seguradora: 'nao-existe', redirectUri: CALLBACK });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Errors).toEqual(['Login corporativo não configurado para "nao-existe".']);

    for (const redirectUri of [
      'http://atacante.test/login-ad-garantia-callback',
      'http://localhost/login-ad-outra-callback',
      'http://localhost/login-ad-garantia-callback?x=1',
      'javascript:alert(1)',
    ]) {
      const response = await start({ seguradora: 'garantia', redirectUri });
      expect(response.statusCode, redirectUri).toBe(400);
      expect(response.json().Errors[0]).toContain('"redirectUri"');
    }
    const missing = await start({ seguradora: 'garantia' });
    expect(missing.json().Errors).toEqual(['O campo "redirectUri" é obrigatório.']);
  });

  it('answers 502 when the provider cannot be reached, and 404 once it is disabled', async () => {
    const companyId = await companyIdOf(t.db, 'aval-demo');
    await t.db.insert(identityProviders).values({
      companyId,
      slug: 'fora-do-ar',
      issuer: 'http://127.0.0.1:9/',
      clientId: 'aval',
    });
    const down = await start({
      seguradora: 'fora-do-ar',
      redirectUri: 'http://localhost/login-ad-fora-do-ar-callback',
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().Errors).toEqual([
      'O provedor de identidade não respondeu. Tente novamente em instantes.',
    ]);

    await t.db
      .update(identityProviders)
      .set({ enabled: false })
      .where(eq(identityProviders.slug, 'fora-do-ar'));
    const disabled = await start({
      seguradora: 'fora-do-ar',
      redirectUri: 'http://localhost/login-ad-fora-do-ar-callback',
    });
    expect(disabled.statusCode).toBe(404);
  });

  it('takes a provider from IDP_* at start-up, creating then updating it by slug', async () => {
    const env = {
      IDP_SLUG: 'Entra-Demo',
      IDP_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      IDP_CLIENT_ID: 'client-1',
    };
    expect(await syncProviderFromEnv(t.db, env)).toBe('entra-demo');
    await syncProviderFromEnv(t.db, { ...env, IDP_CLIENT_ID: 'client-2', IDP_CLIENT_SECRET: 's' });
    const rows = await t.db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.slug, 'entra-demo'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyId: await companyIdOf(t.db, 'aval-demo'),
      issuer: env.IDP_ISSUER,
      clientId: 'client-2',
      clientSecret: 's',
      scopes: 'openid profile email',
      enabled: true,
    });
    expect(await syncProviderFromEnv(t.db, {})).toBeUndefined();
    await expect(syncProviderFromEnv(t.db, { IDP_SLUG: 'x' })).rejects.toThrow(
      'IDP_SLUG exige IDP_ISSUER e IDP_CLIENT_ID.',
    );
  });
});
