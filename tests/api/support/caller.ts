import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from './secondTenant';
import { bearer, type SignInOptions, tokensFor } from './session';
import { createTestApp, type TestApp } from './testApp';

export type Query = Record<string, string>;

export interface CallerOptions extends SignInOptions {
  /** Send the sign-in companyKey as a header on every call too (the guard checks it matches). */
  companyKeyHeader?: boolean;
}

/**
 * A signed-in caller: inject with its bearer, the Response/Errors envelope parsed.
 * `delete` sends a query; `deleteWithBody` a JSON body (the Parametros-style calls).
 */
export const callerFor = async (
  app: FastifyInstance,
  login: string,
  { companyKeyHeader = false, ...options }: CallerOptions = {},
) => {
  const { access_token: token } = await tokensFor(app, login, options);
  const headers = bearer(token, companyKeyHeader ? (options.companyKey ?? undefined) : undefined);
  const send = async (
    method: InjectOptions['method'],
    url: string,
    extra: Partial<InjectOptions> = {},
  ) => {
    const response = await app.inject({ method, url, headers, ...extra });
    const body = response.body ? response.json() : undefined;
    return { status: response.statusCode, body, data: body?.Response, errors: body?.Errors };
  };
  const withBody =
    (method: InjectOptions['method']) => (url: string, payload?: unknown, query?: Query) =>
      send(method, url, { payload: payload as InjectOptions['payload'], query });
  return {
    token,
    get: (url: string, query?: Query) => send('GET', url, { query }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: (url: string, query?: Query, payload?: unknown) =>
      send('PATCH', url, { query, payload: payload as InjectOptions['payload'] }),
    delete: (url: string, query?: Query) => send('DELETE', url, { query }),
    deleteWithBody: withBody('DELETE'),
  };
};
export type Caller = Awaited<ReturnType<typeof callerFor>>;
export type Answer = Awaited<ReturnType<Caller['get']>>;

/** The second tenant's admin (same login as the demo admin, another company). */
export const otherTenantCaller = (app: FastifyInstance, options: CallerOptions = {}) =>
  callerFor(app, 'admin', {
    ...options,
    companyKey: SECOND_COMPANY_KEY,
    password: SECOND_PASSWORD,
  });

/** Asserts the status, showing the body when it differs. */
export const expectStatus = (answer: { status: number; body: unknown }, status: number) =>
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);

/**
 * A fresh test app with the demo `logins` signed in one after the other, then the second
 * tenant's admin as `otherTenant`.
 */
export const signedInApp = async <Login extends string>(
  logins: readonly Login[],
  options: CallerOptions = {},
) => {
  const t: TestApp = await createTestApp();
  const callers = {} as Record<Login, Caller>;
  for (const login of logins) callers[login] = await callerFor(t.app, login, options);
  const otherTenant = await otherTenantCaller(t.app, options);
  return { t, ...callers, otherTenant };
};
