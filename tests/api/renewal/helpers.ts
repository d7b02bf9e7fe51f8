export { type Caller, callerFor, otherTenantCaller } from '../installmentParameters/helpers';
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
