import type { FastifyInstance, InjectOptions } from 'fastify';
import type { PaymentParameterTab } from '../../../domain/installmentParameters';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';

export const GET = '/api/InstallmentParameter/GetInstallmentParameter';
export const CREATE = '/api/InstallmentParameter/CreateInstallmentParameter';
export const CHANGE = '/api/InstallmentParameter/ChangeInstallmentParameter';
export const HISTORY = '/api/InstallmentParameter/GetInstallmentParameterHistory';
export const UPSERT_OVERRIDE =
  '/api/InstallmentModalityParameter/ChangeInstallmentModalityParameter';
export const DELETE_OVERRIDE =
  '/api/InstallmentModalityParameter/DeleteInstallmentModalityParameter';

/** A signed-in caller whose every method may carry a JSON body (DELETE included). */
export const callerFor = async (
  app: FastifyInstance,
  login: string,
  options: Parameters<typeof tokensFor>[2] = {},
) => {
  const { access_token: token } = await tokensFor(app, login, options);
  const send =
    (method: InjectOptions['method']) =>
    async (url: string, payload?: unknown, query?: Record<string, string>) => {
      const response = await app.inject({
        method,
        url,
        headers: bearer(token),
        payload: payload as InjectOptions['payload'],
        query,
      });
      const body = response.body ? response.json() : undefined;
      return { status: response.statusCode, body, data: body?.Response, errors: body?.Errors };
    };
  return {
    get: (url: string, query?: Record<string, string>) => send('GET')(url, undefined, query),
    post: send('POST'),
    put: send('PUT'),
    delete: send('DELETE'),
  };
};
export type Caller = Awaited<ReturnType<typeof callerFor>>;

export const otherTenantCaller = (app: FastifyInstance) =>
  callerFor(app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD });

export const tabsOf = async (caller: Caller) =>
  (await caller.get(GET)).data as PaymentParameterTab[];

export const tabOf = async (caller: Caller, code: string) => {
  const tab = (await tabsOf(caller)).find((candidate) => candidate.Code === code);
  if (!tab) throw new Error(`sem a aba ${code}`);
  return tab;
};
