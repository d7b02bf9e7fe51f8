import type { Database } from '../../db/client';

/** What issuing a paid proposal needs (server/modules/issuance/issuePolicy.ts's input). */
export interface IssueOnPaymentInput {
  companyId: number;
  proposalId: number;
  byUserId: number;
  byName: string;
  premiumReceivable: boolean;
}

export type IssueOnPayment = (tx: Database, input: IssueOnPaymentInput) => Promise<unknown>;

/**
 * The issuance a first instalment's payment triggers: the issuance module's issuePolicy once it
 * is merged (then this file imports it); until then none, and the slip is only marked paid.
 */
export const issueOnPayment: IssueOnPayment | null = null;
