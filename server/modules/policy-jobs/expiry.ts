import Decimal from 'decimal.js';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { jobDay } from '../../../domain/policyExpiry';
import { PolicyStatus, policyStatusLabel } from '../../../domain/policyStatus';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { DESCRIPTION_FIELD } from '../policies/history';
import { changeHistories, policies, policyHolders } from '../../db/schema';

const EXPIRED_DESCRIPTION = 'Apólice vencida: a vigência terminou.';

/** Who the expiry job is in the policies' history. */
export const EXPIRY_AUTHOR = { name: 'Rotina de vencimento' } as const;

/** Policies expired per transaction. */
export const EXPIRY_BATCH = 500;

/**
 * One batch: up to EXPIRY_BATCH policies in force whose term ended before `today` (Brasília)
 * become Vencida, their holders' used limits are released by their insured amounts (never below
 * zero) and each gets its history row, in one transaction. Rows another run holds are skipped
 * (SKIP LOCKED) and a policy already changed is not counted twice (the status guard).
 */
const expireBatch = async (db: Database, today: string) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.status, PolicyStatus.Emitida), lt(policies.endDate, today)))
      .orderBy(asc(policies.id))
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    const expired = await tx
      .update(policies)
      .set({
        status: PolicyStatus.Vencida,
        version: sql`${policies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          inArray(
            policies.id,
            due.map((row) => row.id),
          ),
          eq(policies.status, PolicyStatus.Emitida),
        ),
      )
      .returning({
        id: policies.id,
        companyId: policies.companyId,
        policyHolderId: policies.policyHolderId,
        insuredAmountValue: policies.insuredAmountValue,
      });
    const released = new Map<number, Decimal>();
    for (const policy of expired) {
      const sum = released.get(policy.policyHolderId) ?? new Decimal(0);
      released.set(policy.policyHolderId, sum.plus(policy.insuredAmountValue));
    }
    for (const [holderId, amount] of released) {
      await tx
        .update(policyHolders)
        .set({
          limitUsedValue: sql`greatest(${policyHolders.limitUsedValue} - ${amount.toFixed(2)}::numeric, 0)`,
        })
        .where(eq(policyHolders.id, holderId));
    }
    if (expired.length) {
      await tx.insert(changeHistories).values(
        expired.map((policy) => ({
          companyId: policy.companyId,
          entity: 'policy',
          entityId: String(policy.id),
          changedByName: EXPIRY_AUTHOR.name,
          // the batch's rows in one insert; the Description is the sentence GetHistory shows
          // (policies/history.ts)
          changes: [
            { field: DESCRIPTION_FIELD, oldValue: null, newValue: EXPIRED_DESCRIPTION },
            {
              field: 'Status',
              oldValue: policyStatusLabel(PolicyStatus.Emitida),
              newValue: policyStatusLabel(PolicyStatus.Vencida),
            },
          ],
        })),
      );
    }
    return expired.length;
  });

/**
 * The expiry job: every Emitida policy whose end date is before today in Brasília (the term ends
 * at 24:00 of its end date) becomes Vencida, in batches, until none is left.
 */
export const expirePolicies = async (context: GatewayContext, now: Date) => {
  const today = jobDay(now);
  let expired = 0;
  for (;;) {
    const count = await expireBatch(context.db, today);
    expired += count;
    if (count < EXPIRY_BATCH) break;
  }
  return { day: today, expired };
};
