import { and, eq, sql } from 'drizzle-orm';
import type {
  CancellationAnswer,
  internalCancelBody,
  updatePolicyRenewalBody,
} from '../../../domain/contracts/policies';
import type { z } from 'zod';
import {
  CANCELLATION_DATE_LABEL,
  cancellationDateProblems,
  cancellationMethodOf,
  cancellationRefund,
} from '../../../domain/cancellationRefund';
import { formatBRL, formatDate } from '../../../domain/format';
import { todayInBrazil } from '../../../domain/policyTerm';
import { PolicyStatus, policyStatusLabel } from '../../../domain/policyStatus';
import { type PolicyAction, policyTransition } from '../../../domain/policyTransitions';
import type { Database } from '../../db/client';
import { bankSlips, issuanceSettings, policies, policyHolders } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import { dayOf } from '../proposals/input';
import type { AuthContext } from '../security/principal';
import { recordPolicyEvent } from './history';
import { STALE_POLICY } from './messages';
import { findVisiblePolicy, findVisiblePolicyByNumber, type PolicyRow } from './scope';

/** The action must be allowed from the policy's status (domain/policyTransitions), else 409. */
const assertTransition = (policy: PolicyRow, action: PolicyAction) => {
  const outcome = policyTransition(policy.status, action);
  if (!outcome.ok) throw new ConflictError(outcome.reason);
  return outcome.to;
};

/** The day the cancellation takes effect: as sent (YYYY-MM-DD or DD/MM/YYYY) or today. */
const cancellationDayOf = (value: string | undefined, policy: PolicyRow, today: string) => {
  const sent = value?.trim();
  const day = sent ? dayOf(sent) : today;
  const problems = day
    ? cancellationDateProblems(day, { endDate: policy.endDate, today })
    : [`${CANCELLATION_DATE_LABEL}: informe uma data válida (AAAA-MM-DD ou DD/MM/AAAA).`];
  if (problems.length) throw new ValidationError(problems);
  return day as string;
};

const methodOfTenant = async (db: Database, companyId: number) => {
  const [settings] = await db
    .select({ method: issuanceSettings.cancellationMethod })
    .from(issuanceSettings)
    .where(eq(issuanceSettings.companyId, companyId));
  return cancellationMethodOf(settings?.method);
};

/**
 * InternalCancelPolicy: the insurer cancels an issued policy with a reason. The refund is the
 * tenant's method (domain/cancellationRefund.ts) on the cancellation day; Simulate answers it
 * and saves nothing (no Version check: nothing is written). Saving checks the status (a second
 * cancel is 409 "A apólice já está cancelada."), then the Version; in one transaction it cancels
 * the policy (who, when, reason, method, refund), releases the insured amount from the holder's
 * used limit (never below zero), voids the proposal's open bank slips and writes the history.
 */
export const internalCancelPolicy = async (
  db: Database,
  auth: AuthContext,
  policyNumber: string,
  body: z.infer<typeof internalCancelBody>,
): Promise<CancellationAnswer> => {
  const policy = await findVisiblePolicyByNumber(db, auth, policyNumber);
  const to = assertTransition(policy, 'cancel');
  const today = todayInBrazil();
  const day = cancellationDayOf(body.CancellationDate, policy, today);
  const method = await methodOfTenant(db, policy.companyId);
  const refund = cancellationRefund({
    premium: policy.insurancePremium,
    startDate: policy.startDate,
    endDate: policy.endDate,
    cancellationDate: day,
    method,
  });
  const answer = (saved: boolean, version: number): CancellationAnswer => ({
    PolicyUniqueId: policy.uniqueId,
    CancellationDate: day,
    Method: refund.Method,
    MethodName: refund.MethodName,
    DaysInForce: refund.DaysInForce,
    TermDays: refund.TermDays,
    RetainedPremium: refund.RetainedPremium,
    RefundValue: refund.RefundValue,
    Saved: saved,
    Version: version,
  });
  if (body.Simulate) return answer(false, policy.version);

  requireCurrentVersion(body.Version, policy.version, STALE_POLICY);
  const reason = body.Reason.trim();
  const version = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(policies)
      .set({
        status: to,
        cancelledAt: new Date(),
        cancelledByUserId: auth.userId,
        cancelReason: reason,
        cancellationMethod: method,
        refundValue: refund.RefundValue,
        version: sql`${policies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(policies.id, policy.id),
          eq(policies.version, policy.version),
          eq(policies.status, policy.status),
        ),
      )
      .returning({ version: policies.version });
    if (!row) throw new ConflictError(STALE_POLICY);
    await tx
      .update(policyHolders)
      .set({
        limitUsedValue: sql`greatest(${policyHolders.limitUsedValue} - ${policy.insuredAmountValue}::numeric, 0)`,
      })
      .where(eq(policyHolders.id, policy.policyHolderId));
    await tx
      .update(bankSlips)
      .set({ status: 'CANCELADO', version: sql`${bankSlips.version} + 1` })
      .where(and(eq(bankSlips.proposalId, policy.proposalId), eq(bankSlips.status, 'ABERTO')));
    await recordPolicyEvent(tx, {
      companyId: policy.companyId,
      policyId: policy.id,
      changedBy: { userId: auth.userId },
      description:
        `Apólice cancelada com efeito em ${formatDate(day)} (${refund.MethodName}: ` +
        `${refund.DaysInForce} de ${refund.TermDays} dias de vigência; restituição de ` +
        `${formatBRL(refund.RefundValue)}). Motivo: ${reason}`,
      changes: [
        {
          field: 'Status',
          oldValue: policyStatusLabel(policy.status),
          newValue: policyStatusLabel(PolicyStatus.Cancelada),
        },
        { field: 'RefundValue', oldValue: null, newValue: refund.RefundValue },
      ],
    });
    return row.version;
  });
  return answer(true, version);
};

/**
 * UpdatePolicyRenewal: block (a blocked policy does not renew) or unblock the renewal, with the
 * Version read; allowed while the policy is awaiting issuance or in force. Sending the value the
 * policy already has changes nothing and writes no history.
 */
export const updatePolicyRenewal = async (
  db: Database,
  auth: AuthContext,
  body: z.infer<typeof updatePolicyRenewalBody>,
) => {
  const policy = await findVisiblePolicy(db, auth, body.PolicyUniqueId);
  assertTransition(policy, 'renewalBlock');
  requireCurrentVersion(body.Version, policy.version, STALE_POLICY);
  if (policy.renewalBlocked === body.RenewalBlocked) return policy;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(policies)
      .set({
        renewalBlocked: body.RenewalBlocked,
        version: sql`${policies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(policies.id, policy.id), eq(policies.version, policy.version)))
      .returning();
    if (!row) throw new ConflictError(STALE_POLICY);
    await recordPolicyEvent(tx, {
      companyId: policy.companyId,
      policyId: policy.id,
      changedBy: { userId: auth.userId },
      description: body.RenewalBlocked
        ? 'Renovação da apólice bloqueada.'
        : 'Renovação da apólice desbloqueada.',
      changes: [
        { field: 'RenewalBlocked', oldValue: policy.renewalBlocked, newValue: body.RenewalBlocked },
      ],
    });
    return row;
  });
};
