import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cancellationRefund } from '../../../domain/cancellationRefund';
import { formatBRL, formatDate } from '../../../domain/format';
import { PolicyStatus, policyStatusLabel } from '../../../domain/policyStatus';
import { addDays, todayInBrazil } from '../../../domain/policyTerm';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { createBankSlips } from '../../modules/bank-slips/commands';
import { recordPolicy } from '../../modules/issuance/issuePolicy';
import { recordPolicyEvent } from '../../modules/policies/history';
import type { Database } from '../client';
import { bankSlips, policies, proposals, proposalTimeline, slipSettlements } from '../schema';

const DEMO_AUTHOR = { name: 'Carga de demonstração' };
const DEMO_SETTLEMENT =
  'Pagamento da carga de demonstração (baixa registrada na criação do ambiente).';
const DEMO_CANCEL_REASON = 'Contrato garantido rescindido de comum acordo entre as partes.';

/** When the demo story issued the proposal: its timeline's last event (the issuance). */
const issuedAtOf = async (db: Database, proposalId: number) => {
  const [row] = await db
    .select({ at: sql<Date>`max(${proposalTimeline.changedAt})` })
    .from(proposalTimeline)
    .where(eq(proposalTimeline.proposalId, proposalId));
  return row?.at ? new Date(row.at) : new Date();
};

/**
 * The demo tenant's policies (issue 15), from the demo proposals' stories:
 * - every proposal the story issued (Emitida) gets its bank slips, the first one paid (a
 *   settlement recorded like a manual one, with its note), and its policy, issued when the story
 *   issued it;
 * - a policy whose term has ended is Vencida, as the expiry job leaves it;
 * - one policy in force is cancelled by the insurer with its refund (the tenant's method);
 * - every proposal waiting for payment (Aguardando Pagamento de Boleto) gets its open slips, so
 *   finance has something to settle.
 */
export const seedDemoPolicies = async (db: Database, companyId: number) => {
  const today = todayInBrazil();
  const story = await db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.companyId, companyId),
        inArray(proposals.status, [ProposalStatus.Emitida, ProposalStatus.AguardandoPagamento]),
      ),
    )
    .orderBy(asc(proposals.id));

  let cancelled = false;
  for (const proposal of story) {
    if (!proposal.insurancePremium) continue;
    const issuedAt = await issuedAtOf(db, proposal.id);
    const issueDay = todayInBrazil(issuedAt);
    await db.transaction(async (tx) => {
      const slips = await createBankSlips(tx, {
        companyId,
        proposalId: proposal.id,
        premium: proposal.insurancePremium!,
        installments: Math.min(Math.max(proposal.numberOfInstallment ?? 1, 1), 12),
        firstDueDate: addDays(issueDay, 5),
      });
      if (proposal.status !== ProposalStatus.Emitida) return;

      const first = slips[0];
      await tx
        .update(bankSlips)
        .set({ status: 'PAGO', paidAt: issueDay, paidAmount: first.amount })
        .where(eq(bankSlips.id, first.id));
      await tx.insert(slipSettlements).values({
        companyId,
        bankSlipId: first.id,
        source: 'MANUAL',
        amount: first.amount,
        paidAt: issueDay,
        justification: DEMO_SETTLEMENT,
      });
      const policy = await recordPolicy(tx, proposal, {
        author: DEMO_AUTHOR,
        premiumReceivable: false,
        issuedAt,
        // the demo holders' used limits (parties seed) stand for their policies in force, these
        // included: the engines' stories were told against those figures
        useLimit: false,
      });

      if (proposal.endDate! < today) {
        await tx
          .update(policies)
          .set({ status: PolicyStatus.Vencida })
          .where(eq(policies.id, policy.id));
        await recordPolicyEvent(tx, {
          companyId,
          policyId: policy.id,
          changedBy: { name: 'Rotina de vencimento' },
          description: 'Apólice vencida: a vigência terminou.',
          changes: [
            {
              field: 'Status',
              oldValue: policyStatusLabel(PolicyStatus.Emitida),
              newValue: policyStatusLabel(PolicyStatus.Vencida),
            },
          ],
        });
        return;
      }
      if (cancelled || proposal.startDate! >= today) return;
      // one policy in force cancelled today, by the tenant's default method (pro rata)
      cancelled = true;
      const refund = cancellationRefund({
        premium: proposal.insurancePremium!,
        startDate: proposal.startDate!,
        endDate: proposal.endDate!,
        cancellationDate: today,
        method: 'PRO_RATA',
      });
      await tx
        .update(policies)
        .set({
          status: PolicyStatus.Cancelada,
          cancelledAt: new Date(),
          cancelReason: DEMO_CANCEL_REASON,
          cancellationMethod: refund.Method,
          refundValue: refund.RefundValue,
          version: sql`${policies.version} + 1`,
        })
        .where(eq(policies.id, policy.id));
      await tx
        .update(bankSlips)
        .set({ status: 'CANCELADO' })
        .where(and(eq(bankSlips.proposalId, proposal.id), eq(bankSlips.status, 'ABERTO')));
      await recordPolicyEvent(tx, {
        companyId,
        policyId: policy.id,
        changedBy: DEMO_AUTHOR,
        description:
          `Apólice cancelada com efeito em ${formatDate(today)} (${refund.MethodName}: ` +
          `${refund.DaysInForce} de ${refund.TermDays} dias de vigência; restituição de ` +
          `${formatBRL(refund.RefundValue)}). Motivo: ${DEMO_CANCEL_REASON}`,
        changes: [
          {
            field: 'Status',
            oldValue: policyStatusLabel(PolicyStatus.Emitida),
            newValue: policyStatusLabel(PolicyStatus.Cancelada),
          },
          { field: 'RefundValue', oldValue: null, newValue: refund.RefundValue },
        ],
      });
    });
  }
};
