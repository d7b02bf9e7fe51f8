/**
 * The columns the policy, proposal and outbox lists may be ordered by: their gateway calls accept
 * only these (the contracts' sortQuery) and their portal screens send only these
 * (sortQueryWithin). They live apart from the zod contracts because the portal needs the names
 * alone: imported from a contract, they brought zod and every schema of that contract into a
 * holder's page and the proposal wizard (issue 17).
 */

/** The policy list's columns the database can order by; without sortField the newest comes first. */
export const policySortFields = [
  'PolicyNumber',
  'PolicyHolderName',
  'InsuredName',
  'StatusId',
  'StartDate',
  'EndDate',
  'InsuredAmountValue',
  'IssuedAt',
] as const;
export type PolicySortField = (typeof policySortFields)[number];

/** The proposal list's columns the database can order by; without sortField the newest comes first. */
export const proposalSortFields = [
  'Number',
  'PolicyHolderName',
  'InsuredName',
  'StatusId',
  'StartDate',
  'EndDate',
  'InsuredAmountValue',
  'InsurancePremium',
  'CreatedAt',
  'LegalDeadline',
] as const;
export type ProposalSortField = (typeof proposalSortFields)[number];

/** The outbox's columns GetOutbox may be sorted by (its answer's field names). */
export const outboxSortFields = ['CreatedAt', 'SentAt', 'To', 'Subject', 'Status'] as const;
export type OutboxSortField = (typeof outboxSortFields)[number];
