import type { FastifyInstance } from 'fastify';
import type { PaymentParameterTab } from '../../../domain/installmentParameters';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { type Caller as SharedCaller, callerFor as signedInCaller } from '../support/caller';

export const GET = '/api/InstallmentParameter/GetInstallmentParameter';
export const CREATE = '/api/InstallmentParameter/CreateInstallmentParameter';
export const CHANGE = '/api/InstallmentParameter/ChangeInstallmentParameter';
export const HISTORY = '/api/InstallmentParameter/GetInstallmentParameterHistory';
export const UPSERT_OVERRIDE =
  '/api/InstallmentModalityParameter/ChangeInstallmentModalityParameter';
export const DELETE_OVERRIDE =
  '/api/InstallmentModalityParameter/DeleteInstallmentModalityParameter';

/** The shared caller whose `delete` carries a JSON body (the renewal tests use it so). */
export const callerFor = async (...args: Parameters<typeof signedInCaller>) => {
  const caller = await signedInCaller(...args);
  return { ...caller, delete: caller.deleteWithBody };
};
export type Caller = Awaited<ReturnType<typeof callerFor>>;

export const otherTenantCaller = (app: FastifyInstance) =>
  callerFor(app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD });

export const tabsOf = async (caller: Pick<SharedCaller, 'get'>) =>
  (await caller.get(GET)).data as PaymentParameterTab[];

export const tabOf = async (caller: Pick<SharedCaller, 'get'>, code: string) => {
  const tab = (await tabsOf(caller)).find((candidate) => candidate.Code === code);
  if (!tab) throw new Error(`sem a aba ${code}`);
  return tab;
};
