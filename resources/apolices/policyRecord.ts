import type { PolicyBrief } from '../../domain/contracts/policies';

/** A policy as react-admin holds it: GetPolicyShortBrief's answer with its UniqueId as the id. */
export type PolicyRecord = PolicyBrief & { id: string };

/**
 * Whether a record is the policy's brief: opened from a list, react-admin may first offer the
 * list's row as getOne's placeholder, a summary without the Version, slips and dates.
 */
export const isPolicyBrief = (record: object | undefined): record is PolicyRecord =>
  record !== undefined && 'BankSlips' in record && 'Version' in record;
