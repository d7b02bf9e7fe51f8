import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccess, findApiRule } from '../../domain/apiAccess';
import { Functionality as F } from '../../domain/functionalities';
import { buildApp } from '../../server/app';
import { DEMO_COMPANY_KEY } from '../../server/db/seed/demoUsers';
import type { RegisteredRoute, RuleLookup } from '../../server/http/accessGuard';
import { ok } from '../../server/http/envelope';
import { failureMessagesOf } from './support/envelopes';
import { addUser } from './support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_DNS, SECOND_PASSWORD } from './support/secondTenant';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

/** A route guarded by functionalities, so the anyOf branch is walked even before areas add theirs. */
const PROBE = '/api/Teste/SondaPermissao';
const probeRule = { anyOf: [F.PARAMETRIZAR_SEGURADORA, F.GERENCIAR_PERFIS] } as const;
const findRule: RuleLookup = (method, url) =>
  method === 'GET' && url.toLowerCase() === PROBE.toLowerCase()
    ? probeRule
    : findApiRule(method, url);

/** Valid input for the routes that need some; a route missing here is still walked. */
const samples: Record<string, Partial<InjectOptions>> = {
  'GET /api/Permissao/BuscarPermissoes': { query: { Modulo: '2' } },
  'GET /api/Application/GetPortalConfig': { query: { dns: SECOND_DNS } },
  'POST /api/Security/GetToken': {
    payload: { grant_type: 'password', username: 'admin', password: SECOND_PASSWORD },
  },
  // accounts
  'POST /api/Security/RequestRecoveryPassword': { payload: { Login: 'admin' } },
  'GET /api/Broker/ValidateBrokerRegistrationRequest': { query: { Cnpj: '11222333000181' } },
};

let t: TestApp;
let routes: RegisteredRoute[];
const token: Record<'admin' | 'powerless' | 'otherTenant', string> = {
  admin: '',
  powerless: '',
  otherTenant: '',
};

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const send = (route: RegisteredRoute, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url,
    headers,
    ...samples[keyOf(route)],
  });

beforeAll(async () => {
  t = await createTestApp({ findRule });
  t.app.get(PROBE, async (request) => ok({ companyId: request.auth.companyId }));
  await t.app.ready();
  routes = t.app.avalRoutes;
  await addUser(t.db, { login: 'semacesso' });
  token.admin = (await tokensFor(t.app, 'admin')).access_token;
  token.powerless = (await tokensFor(t.app, 'semacesso')).access_token;
  token.otherTenant = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
});
afterAll(() => t.close());

describe('the route walk', () => {
  it('registers every foundation route with its rule from domain/apiAccess.ts', () => {
    const registered = new Set(routes.map((route) => keyOf(route).toLowerCase()));
    for (const key of Object.keys(apiAccess)) {
      const [method, path] = key.split(' ');
      expect(registered.has(`${method} ${path}`.toLowerCase()), key).toBe(true);
    }
    for (const route of routes) {
      expect(route.rule).toEqual(findRule(route.method, route.url));
    }
  });

  it('answers 401 without a token on every guarded route', async () => {
    const guarded = routes.filter((route) => route.rule !== 'none');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const none = await send(route, {});
      expect(none.statusCode, keyOf(route)).toBe(401);
      expect(failureMessagesOf(none.json()), keyOf(route)).toEqual([
        'Autenticação necessária. Entre novamente.',
      ]);
      const garbage = await send(route, { authorization: 'Bearer não.é.um.jwt' });
      expect(garbage.statusCode, keyOf(route)).toBe(401);
    }
  });

  it('answers 403 on every functionality-guarded route to a user without them, and lets holders in', async () => {
    const restricted = routes.filter((route) => typeof route.rule === 'object');
    expect(restricted.map(keyOf)).toContain(`GET ${PROBE}`);
    for (const route of restricted) {
      const refused = await send(route, bearer(token.powerless));
      expect(refused.statusCode, keyOf(route)).toBe(403);
      expect(failureMessagesOf(refused.json()), keyOf(route)).toEqual([
        'Você não tem permissão para acessar este recurso.',
      ]);
      const allowed = await send(route, bearer(token.admin));
      expect([401, 403], keyOf(route)).not.toContain(allowed.statusCode);
    }
  });

  it('lets a user without functionalities call the routes that only need a session', async () => {
    for (const route of routes.filter((candidate) => candidate.rule === 'authenticated')) {
      // a session of its own per route: Logout ends the session it is called with
      const session = (await tokensFor(t.app, 'semacesso')).access_token;
      const response = await send(route, bearer(session));
      expect([401, 403], keyOf(route)).not.toContain(response.statusCode);
    }
  });

  it('refuses tenant 1’s company key with a tenant 2 token on every guarded route', async () => {
    for (const route of routes.filter((candidate) => candidate.rule !== 'none')) {
      const response = await send(route, bearer(token.otherTenant, DEMO_COMPANY_KEY));
      expect(response.statusCode, keyOf(route)).toBe(403);
      expect(failureMessagesOf(response.json()), keyOf(route)).toEqual([
        'A chave da seguradora não corresponde à sessão.',
      ]);
    }
  });

  it('answers tenant 2’s own user on GetUserInfo', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(token.otherTenant, SECOND_COMPANY_KEY),
    });
    expect(response.json().Response).toMatchObject({
      Username: 'admin',
      Name: 'Otávio Pereira Lopes',
      CompanyName: 'Segura Fiança Seguros S.A.',
      HomeMenuId: 5,
    });
  });
});

describe('registration', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = await buildApp({ db: t.db, config: t.config, logger: false });
  });
  afterAll(() => bare.close());

  it('refuses a route missing from domain/apiAccess.ts', () => {
    expect(() => bare.get('/api/Nao/Registrada', async () => ok(true))).toThrow(
      /GET \/api\/Nao\/Registrada não está em domain\/apiAccess\.ts/,
    );
    expect(() => bare.post('/api/Security/GetUserInfo', async () => ok(true))).toThrow(
      /domain\/apiAccess\.ts/,
    );
  });

  it('documents every route in the OpenAPI document at /docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { security?: unknown }>>;
    for (const route of routes) {
      // OpenAPI spells path parameters {name} and a wildcard {*}
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}');
      const operation = paths[path]?.[route.method.toLowerCase()];
      expect(operation, keyOf(route)).toBeDefined();
      if (route.rule === 'none') expect(operation.security).toBeUndefined();
      else expect(operation.security, keyOf(route)).toEqual([{ bearerAuth: [] }]);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });
});
