import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policyHolders } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { type FieldChange, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import type { HolderRow } from './answers';
import { STALE_HOLDER } from './messages';
import { HOLDER_ENTITY } from './queries';

type HolderValues = Partial<
  Omit<typeof policyHolders.$inferInsert, 'id' | 'companyId' | 'version'>
>;

/** The changes between the row and the new values, named as the answer names them. */
export const changesOf = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] =>
  Object.keys(after)
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));

/** Refuses (409) a write that carries a Version other than the holder's. */
export const assertFresh = (holder: HolderRow, version: number | null | undefined) => {
  if (version !== null && version !== undefined && version !== holder.version) {
    throw new ConflictError(STALE_HOLDER);
  }
};

export const recordHolderChange = (
  db: Database,
  auth: AuthContext,
  holderId: number,
  changes: FieldChange[],
) =>
  recordChange(db, {
    companyId: auth.companyId,
    entity: HOLDER_ENTITY,
    entityId: holderId,
    changedBy: { userId: auth.userId },
    changes,
  });

/**
 * Updates the holder (only while its version is the one read: else 409), bumps the version and
 * records the changes in its history, in one transaction.
 */
export const updateHolder = async (
  db: Database,
  auth: AuthContext,
  holder: HolderRow,
  version: number | null | undefined,
  values: HolderValues,
  changes: FieldChange[],
) => {
  assertFresh(holder, version);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(policyHolders)
      .set({ ...values, version: sql`${policyHolders.version} + 1` })
      .where(
        and(
          eq(policyHolders.id, holder.id),
          eq(policyHolders.companyId, auth.companyId),
          eq(policyHolders.version, holder.version),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(STALE_HOLDER);
    if (changes.length) await recordHolderChange(tx, auth, holder.id, changes);
    return row;
  });
};
