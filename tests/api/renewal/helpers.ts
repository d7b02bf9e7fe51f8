import { afterAll, beforeAll } from 'vitest';
import { type Caller, callerFor, otherTenantCaller } from '../installmentParameters/helpers';
import { createTestApp, type TestApp } from '../support/testApp';

export { type Caller, callerFor, otherTenantCaller };
export { expectStatus, seededModality } from '../modalities/helpers';

export const RENEWAL = {
  settings: '/api/Renewal/GetRenewalSettings',
  save: '/api/Renewal/SaveRenewalSettings',
  rules: '/api/Renewal/GetRenewalModalityRules',
  rule: '/api/Renewal/GetRenewalModalityRule',
  create: '/api/Renewal/CreateRenewalModalityRule',
  update: '/api/Renewal/UpdateRenewalModalityRule',
  remove: '/api/Renewal/DeleteRenewalModalityRule',
  history: '/api/Renewal/GetRenewalHistory',
  schedule: '/api/Renewal/GetRenewalSchedule',
} as const;

export const ANNIVERSARY = {
  settings: '/api/AnniversaryEndorsement/GetAnniversarySettings',
  save: '/api/AnniversaryEndorsement/SaveAnniversarySettings',
  rules: '/api/AnniversaryEndorsement/GetAnniversaryModalityRules',
  rule: '/api/AnniversaryEndorsement/GetAnniversaryModalityRule',
  create: '/api/AnniversaryEndorsement/CreateAnniversaryModalityRule',
  update: '/api/AnniversaryEndorsement/UpdateAnniversaryModalityRule',
  remove: '/api/AnniversaryEndorsement/DeleteAnniversaryModalityRule',
  history: '/api/AnniversaryEndorsement/GetAnniversaryHistory',
  schedule: '/api/AnniversaryEndorsement/GetAnniversarySchedule',
} as const;

/** The file's app and its callers: the demo tenant's admin, analista and corretor, and another tenant's admin. */
export interface SignedInSession {
  t: TestApp;
  admin: Caller;
  analista: Caller;
  corretor: Caller;
  otherTenant: Caller;
}

/** Starts one app for the test file (closed after it) and signs each caller in; read it in tests. */
export const signedInSession = () => {
  const session = {} as SignedInSession;
  beforeAll(async () => {
    session.t = await createTestApp();
    session.admin = await callerFor(session.t.app, 'admin');
    session.analista = await callerFor(session.t.app, 'analista');
    session.corretor = await callerFor(session.t.app, 'corretor');
    session.otherTenant = await otherTenantCaller(session.t.app);
  });
  afterAll(() => session.t.close());
  return session;
};
