import { and, desc, eq } from 'drizzle-orm';
import type { PolicyHistoryEntry } from '../../../domain/contracts/policies';
import { formatBRL, formatDate } from '../../../domain/format';
import type { Database } from '../../db/client';
import { bankSlips, persons, slipSettlements, users } from '../../db/schema';
import { type ChangeAuthor, type FieldChange, listChanges, recordChange } from '../history/service';
import type { PolicyRow } from './scope';

/**
 * A policy's history (GetHistory) is the shared change history (ChangesHistories) under entity
 * POLICY_HISTORY_ENTITY and the policy's numeric id, plus the settlements of its bank slips.
 * Every write to a policy records one row with a `Description` change (the sentence the history
 * shows) and, when fields changed, those fields too. Issuance writes its row with
 * recordPolicyEvent as well, so the history starts at the issuance.
 */
export const POLICY_HISTORY_ENTITY = 'policy';
export const DESCRIPTION_FIELD = 'Description';

export interface PolicyEvent {
  companyId: number;
  policyId: number;
  changedBy: ChangeAuthor;
  /** The sentence the history shows, e.g. "Apólice emitida." */
  description: string;
  /** The fields the event changed, if any (kept for the record; the description is shown). */
  changes?: FieldChange[];
}

/** Writes one history row of a policy; pass the transaction that makes the change. */
export const recordPolicyEvent = (db: Database, event: PolicyEvent) =>
  recordChange(db, {
    companyId: event.companyId,
    entity: POLICY_HISTORY_ENTITY,
    entityId: event.policyId,
    changedBy: event.changedBy,
    changes: [
      { field: DESCRIPTION_FIELD, oldValue: null, newValue: event.description },
      ...(event.changes ?? []),
    ],
  });

/** The issuance sentence (for the issuance's recordPolicyEvent). */
export const issuedDescription = (policyNumber: string) => `Apólice ${policyNumber} emitida.`;

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A row written without a Description (or by another writer) still reads as a sentence. */
const describe = (changes: FieldChange[]) => {
  const description = changes.find((change) => change.field === DESCRIPTION_FIELD);
  if (description && typeof description.newValue === 'string') return description.newValue;
  return changes
    .map((change) => `${change.field}: ${text(change.oldValue)} → ${text(change.newValue)}`)
    .join('; ');
};

const SETTLEMENT_SOURCES: Record<string, string> = {
  CNAB: 'retorno bancário (CNAB)',
  MANUAL: 'baixa manual',
};

/**
 * GetHistory: the policy's rows, newest first. Settlements are read from slip_settlements (they
 * belong to the proposal's bank slips and may precede the policy) and carry the negated
 * settlement id as Id, so they never collide with a history row's.
 */
export const policyHistoryOf = async (
  db: Database,
  policy: PolicyRow,
): Promise<PolicyHistoryEntry[]> => {
  const [rows, settlements] = await Promise.all([
    listChanges(db, policy.companyId, POLICY_HISTORY_ENTITY, policy.id),
    db
      .select({
        id: slipSettlements.id,
        source: slipSettlements.source,
        lineNumber: slipSettlements.lineNumber,
        amount: slipSettlements.amount,
        paidAt: slipSettlements.paidAt,
        justification: slipSettlements.justification,
        createdAt: slipSettlements.createdAt,
        installmentNumber: bankSlips.installmentNumber,
        settledByName: persons.name,
      })
      .from(slipSettlements)
      .innerJoin(bankSlips, eq(bankSlips.id, slipSettlements.bankSlipId))
      .leftJoin(users, eq(users.id, slipSettlements.settledByUserId))
      .leftJoin(persons, eq(persons.id, users.personId))
      .where(
        and(
          eq(bankSlips.proposalId, policy.proposalId),
          eq(slipSettlements.companyId, policy.companyId),
        ),
      )
      .orderBy(desc(slipSettlements.createdAt)),
  ]);
  const entries = [
    ...rows.map((row) => ({
      Id: row.id,
      Description: describe(row.changes),
      ChangedByName: row.changedByName,
      ChangedAt: row.changedAt.toISOString(),
    })),
    ...settlements.map((settlement) => ({
      Id: -settlement.id,
      Description:
        `Parcela ${settlement.installmentNumber} paga: ${formatBRL(settlement.amount)} em ${formatDate(settlement.paidAt)} ` +
        `(${SETTLEMENT_SOURCES[settlement.source] ?? settlement.source}` +
        `${settlement.lineNumber ? `, linha ${settlement.lineNumber}` : ''})` +
        `${settlement.justification ? `: ${settlement.justification}` : '.'}`,
      ChangedByName:
        settlement.settledByName ?? (settlement.source === 'CNAB' ? 'Retorno bancário' : 'Sistema'),
      ChangedAt: settlement.createdAt.toISOString(),
    })),
  ];
  return entries.sort(
    (a, b) => b.ChangedAt.localeCompare(a.ChangedAt) || Math.abs(b.Id) - Math.abs(a.Id),
  );
};
