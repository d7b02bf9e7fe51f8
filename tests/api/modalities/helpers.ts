import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { ModalityAnswer, ModalityListItem } from '../../../domain/modalities';
import type { Database } from '../../../server/db/client';
import { modalities } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';

type Query = Record<string, string>;

/** A signed-in caller: inject with its bearer, the envelope parsed. */
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
  const withBody =
    (method: InjectOptions['method']) => (url: string, payload?: unknown, query?: Query) =>
      send(method, url, { payload: payload as InjectOptions['payload'], query });
  return {
    get: (url: string, query?: Query) => send('GET', url, { query }),
    post: withBody('POST'),
    put: withBody('PUT'),
    delete: (url: string, query?: Query) => send('DELETE', url, { query }),
  };
};
export type Caller = Awaited<ReturnType<typeof callerFor>>;

export const otherTenantCaller = (app: FastifyInstance) =>
  callerFor(app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD });

export const expectStatus = (answer: { status: number; body: unknown }, status: number) =>
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);

/** A seeded modality of the demo tenant, by name. */
export const seededModality = async (db: Database, name: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [row] = await db
    .select()
    .from(modalities)
    .where(and(eq(modalities.companyId, companyId), eq(modalities.name, name)));
  return row;
};

export const readModality = async (caller: Caller, id: number) => {
  const answer = await caller.get('/api/Core/GetModality', { modalityId: String(id) });
  expectStatus(answer, 200);
  return answer.data as ModalityAnswer;
};

export type { ModalityAnswer, ModalityListItem };

/** Every field InsertModality needs, valid. */
export const newModalityFields = (name: string) => ({
  Name: name,
  Ref: 'GT-99',
  MaxInsuredAmountValue: '8000000.00',
  MaxInsuredAmountAutomaticValue: '1500000.00',
  MinInsurancePremium: '200.00',
  BaseRate: '0.75',
  MaxRetroactivityDays: 15,
  MaxFutureDays: 45,
  MinPeriodInDays: 60,
  MaxPeriodInDays: 730,
  EnabledForAutomaticEmission: true,
});
