import type { ProposalDetail } from '../../domain/contracts/proposals';

/** A proposal as react-admin holds it: the gateway's detail with its UniqueId as the id. */
export type ProposalRecord = ProposalDetail & { id: string };

/**
 * Whether a record is the proposal itself: opened from a list, react-admin first offers the
 * list's row as getOne's placeholder, a summary without the detail's texts, logs and actions.
 */
export const isProposalDetail = (record: object | undefined): record is ProposalRecord =>
  record !== undefined && 'ContractualTerms' in record && 'AllowedActions' in record;
