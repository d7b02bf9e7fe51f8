import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_COMPANY_KEY, DEMO_PASSWORD } from '../../../server/db/seed/demoUsers';
import type { TokenAnswer } from '../../../server/modules/security/service';

export interface SignInOptions {
  password?: string;
  companyKey?: string | null;
  /** Send the body form-urlencoded (as the portal does) instead of JSON. */
  form?: boolean;
  host?: string;
  /** The client address the call comes from (app.inject's default is 127.0.0.1). */
  remoteAddress?: string;
}

export const requestToken = (
  app: FastifyInstance,
  body: Record<string, string>,
  {
    companyKey = DEMO_COMPANY_KEY,
    form = false,
    host,
    remoteAddress,
  }: Omit<SignInOptions, 'password'> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/Security/GetToken',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      ...(companyKey ? { companyKey } : {}),
      ...(host ? { host } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: form ? new URLSearchParams(body).toString() : body,
  });

export const signIn = (app: FastifyInstance, username: string, options: SignInOptions = {}) =>
  requestToken(
    app,
    { grant_type: 'password', username, password: options.password ?? DEMO_PASSWORD },
    options,
  );

export const refresh = (app: FastifyInstance, refreshToken: string, companyKey?: string) =>
  requestToken(
    app,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    { companyKey: companyKey ?? null },
  );

/** Signs in and returns the tokens, failing the test when sign-in fails. */
export const tokensFor = async (
  app: FastifyInstance,
  username: string,
  options: SignInOptions = {},
): Promise<TokenAnswer> => {
  const response = await signIn(app, username, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

export const bearer = (token: string, companyKey?: string) => ({
  authorization: `Bearer ${token}`,
  ...(companyKey ? { companyKey } : {}),
});
