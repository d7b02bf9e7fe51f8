import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import { brokers } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { companyIdOf } from '../support/fixtures';
import { bearer, tokensFor } from '../support/session';

/** A signed-in caller: inject with its bearer, answer parsed. */
export const brokerCaller = async (
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
    const response = await app.inject({
      method,
      url,
      headers: bearer(token, options.companyKey ?? undefined),
      ...extra,
    });
    const body = response.body ? response.json() : undefined;
    return { status: response.statusCode, body, data: body?.Response, errors: body?.Errors };
  };
  return {
    get: (url: string, query?: Record<string, string>) => send('GET', url, { query }),
    post: (url: string, payload?: unknown) =>
      send('POST', url, { payload: payload as InjectOptions['payload'] }),
    put: (url: string, payload?: unknown) =>
      send('PUT', url, { payload: payload as InjectOptions['payload'] }),
  };
};
export type BrokerCaller = Awaited<ReturnType<typeof brokerCaller>>;

/** The demo tenant's broker whose name starts with `name`. */
export const demoBroker = async (db: Database, name: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const rows = await db
    .select()
    .from(brokers)
    .where(and(eq(brokers.companyId, companyId)));
  const broker = rows.find((row) => row.name.startsWith(name));
  if (!broker) throw new Error(`broker ${name} not seeded`);
  return { ...broker, companyId };
};
