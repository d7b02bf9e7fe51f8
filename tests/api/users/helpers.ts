import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { bearer, tokensFor } from '../support/session';

/** A signed-in caller of the gateway: inject with its bearer, answer parsed. */
export const callerFor = async (
  app: FastifyInstance,
  login: string,
  options: Parameters<typeof tokensFor>[2] = {},
) => {
  const { access_token: token } = await tokensFor(app, login, options);
  const send = async (
    method: InjectOptions['method'],
    url: string,
    extra: Partial<InjectOptions> = {},
  ) => {
    const response = await app.inject({ method, url, headers: bearer(token), ...extra });
    const body = response.body ? response.json() : undefined;
    return { status: response.statusCode, body, data: body?.Response, errors: body?.Errors };
  };
  return {
    token,
    get: (url: string, query?: Record<string, string>) => send('GET', url, { query }),
    post: (url: string, payload?: unknown, query?: Record<string, string>) =>
      send('POST', url, { payload: payload as InjectOptions['payload'], query }),
    delete: (url: string, query?: Record<string, string>) => send('DELETE', url, { query }),
  };
};
export type Caller = Awaited<ReturnType<typeof callerFor>>;

/** Asserts the status, showing the body when it differs. */
export const expectStatus = (answer: { status: number; body: unknown }, status: number) =>
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
