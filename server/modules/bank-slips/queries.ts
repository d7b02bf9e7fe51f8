import { asc, eq } from 'drizzle-orm';
import type { BankSlipSummary } from '../../../domain/contracts/policies';
import type { Database } from '../../db/client';
import { bankSlips, slipSettlements } from '../../db/schema';
import { findVisibleProposalById } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import { type SlipStatus, slipStatusNames } from './messages';

const statusOf = (status: string): SlipStatus =>
  status in slipStatusNames ? (status as SlipStatus) : 'ABERTO';

/**
 * The proposal's slips as the proposal and the policy show them (bankSlipSummary), for whoever
 * reaches the proposal (404 otherwise), with how each paid slip was settled.
 */
export const listBankSlips = async (
  db: Database,
  auth: AuthContext,
  proposalId: number,
): Promise<BankSlipSummary[]> => {
  await findVisibleProposalById(db, auth, proposalId);
  const rows = await db
    .select({ slip: bankSlips, source: slipSettlements.source })
    .from(bankSlips)
    .leftJoin(slipSettlements, eq(slipSettlements.bankSlipId, bankSlips.id))
    .where(eq(bankSlips.proposalId, proposalId))
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
