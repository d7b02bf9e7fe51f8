import { and, asc, eq } from 'drizzle-orm';
import type { BankSlipSummary } from '../../../domain/contracts/policies';
import type { Database } from '../../db/client';
import { bankSlips, slipSettlements } from '../../db/schema';
import { findVisibleProposalById } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import { type SlipStatus, slipStatusNames } from './messages';

const statusOf = (status: string): SlipStatus =>
  status in slipStatusNames ? (status as SlipStatus) : 'ABERTO';

/**
 * The proposal's slips as the proposal and the policy show them (bankSlipSummary), with how each
 * paid slip was settled. No scope of its own: the caller has reached the proposal (or its
 * policy) already; listBankSlips is the call for a proposal not yet checked.
 */
export const bankSlipsOfProposal = async (
  db: Database,
  companyId: number,
  proposalId: number,
): Promise<BankSlipSummary[]> => {
  const rows = await db
    .select({ slip: bankSlips, source: slipSettlements.source })
    .from(bankSlips)
    .leftJoin(slipSettlements, eq(slipSettlements.bankSlipId, bankSlips.id))
    .where(and(eq(bankSlips.proposalId, proposalId), eq(bankSlips.companyId, companyId)))
    .orderBy(asc(bankSlips.installmentNumber));
  return rows.map(({ slip, source }) => {
    const status = statusOf(slip.status);
    return {
      UniqueId: slip.uniqueId,
      InstallmentNumber: slip.installmentNumber,
      Amount: slip.amount,
      DueDate: slip.dueDate,
      DigitableLine: slip.digitableLine,
      Status: status,
      StatusName: slipStatusNames[status],
      PaidAt: slip.paidAt,
      PaidAmount: slip.paidAmount,
      SettlementSource: source === 'CNAB' || source === 'MANUAL' ? source : null,
    };
  });
};

/** The proposal's slips for whoever reaches the proposal (404 otherwise). */
export const listBankSlips = async (
  db: Database,
  auth: AuthContext,
  proposalId: number,
): Promise<BankSlipSummary[]> => {
  await findVisibleProposalById(db, auth, proposalId);
  return bankSlipsOfProposal(db, auth.companyId, proposalId);
};
