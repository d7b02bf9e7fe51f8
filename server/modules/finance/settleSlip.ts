import { and, eq, sql } from 'drizzle-orm';
import { ProposalStatus } from '../../../domain/proposalStatus';
import type { SettlementSource } from '../../../domain/settlementOutcomes';
import type { Database } from '../../db/client';
import { bankSlips, proposals, slipSettlements } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { recordChange } from '../history/service';
import { issuanceRequester } from '../issuance/issuanceRequest';
import { issuePolicy } from '../issuance/issuePolicy';
import type { AuthContext } from '../security/principal';

export type BankSlipRow = typeof bankSlips.$inferSelect;

export interface SettleSlipInput {
  slip: BankSlipRow;
  /** What was paid, decimal string ("1479.45"). */
  amount: string;
  /** ISO day of payment. */
  paidAt: string;
  source: SettlementSource;
  cnabReturnFileId?: number;
  lineNumber?: number;
  justification?: string;
  /**
   * Who settles (the uploader of the return, or who settled by hand): the settlement and the
   * proposal's move to Emitida are theirs; the policy's issuer stays who requested issuance.
   */
  by: AuthContext;
}

/** The policy a settlement issued: its number and the UniqueId its screen is reached by. */
export interface IssuedByPayment {
  number: string;
  uniqueId: string;
}

export type SettleSlipResult =
  | { settled: false }
  | { settled: true; policy: IssuedByPayment | null; issueProblem: string | null };

/**
 * Issues the policy of a proposal awaiting its first instalment, inside a savepoint: when the
 * issuance refuses (a business rule, 4xx), the payment stays recorded and the refusal is told;
 * anything else is a fault and rolls the whole settlement back.
 */
const issueIfAwaitingPayment = async (
  tx: Database,
  input: SettleSlipInput,
): Promise<{ policy: IssuedByPayment | null; problem: string | null }> => {
  const { slip } = input;
  const none = { policy: null, problem: null };
  if (slip.installmentNumber !== 1) return none;
  const [proposal] = await tx
    .select({ status: proposals.status })
    .from(proposals)
    .where(and(eq(proposals.id, slip.proposalId), eq(proposals.companyId, slip.companyId)))
    .for('update');
  if (proposal?.status !== ProposalStatus.AguardandoPagamento) return none;
  const requester = await issuanceRequester(tx, slip.proposalId);
  try {
    const policy = await tx.transaction((savepoint) =>
      issuePolicy(savepoint, {
        companyId: slip.companyId,
        proposalId: slip.proposalId,
        author: input.by,
        issuer: requester ?? { userId: input.by.userId },
        premiumReceivable: false,
      }),
    );
    return { policy: { number: policy.number, uniqueId: policy.uniqueId }, problem: null };
  } catch (error) {
    if (error instanceof DomainError && error.statusCode < 500) {
      return { policy: null, problem: error.messages.join(' ') };
    }
    throw error;
  }
};

/**
 * Settles one bank slip in the caller's transaction: marks it PAGO with what and when was paid,
 * records the settlement (source, return file and line, or the justification) and who did it,
 * and — when it is the first instalment of a proposal Aguardando Pagamento de Boleto — issues
 * the policy. A slip no longer open (paid meanwhile by another line, file or person) settles
 * nothing: `{ settled: false }`. The update's `status = 'ABERTO'` condition and the unique
 * index on slip_settlements.bank_slip_id both keep a slip from being settled twice.
 */
export const settleSlip = async (
  tx: Database,
  input: SettleSlipInput,
): Promise<SettleSlipResult> => {
  const { slip } = input;
  const [paid] = await tx
    .update(bankSlips)
    .set({
      status: 'PAGO',
      paidAt: input.paidAt,
      paidAmount: input.amount,
      version: sql`${bankSlips.version} + 1`,
    })
    .where(and(eq(bankSlips.id, slip.id), eq(bankSlips.status, 'ABERTO')))
    .returning({ id: bankSlips.id });
  if (!paid) return { settled: false };
  await tx.insert(slipSettlements).values({
    companyId: slip.companyId,
    bankSlipId: slip.id,
    source: input.source,
    cnabReturnFileId: input.cnabReturnFileId ?? null,
    lineNumber: input.lineNumber ?? null,
    amount: input.amount,
    paidAt: input.paidAt,
    justification: input.justification ?? null,
    settledByUserId: input.by.userId,
  });
  await recordChange(tx, {
    companyId: slip.companyId,
    entity: 'BankSlip',
    entityId: slip.id,
    changedBy: { userId: input.by.userId },
    changes: [
      { field: 'Status', oldValue: slip.status, newValue: 'PAGO' },
      { field: 'PaidAt', oldValue: slip.paidAt, newValue: input.paidAt },
      { field: 'PaidAmount', oldValue: slip.paidAmount, newValue: input.amount },
      { field: 'SettlementSource', oldValue: null, newValue: input.source },
    ],
  });
  const issuance = await issueIfAwaitingPayment(tx, input);
  return { settled: true, policy: issuance.policy, issueProblem: issuance.problem };
};
