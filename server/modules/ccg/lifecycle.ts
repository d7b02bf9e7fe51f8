import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policyHolderCcgs, policyHolders } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { type FieldChange, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import * as M from './messages';
import { CCG_ENTITY, type CcgRow, latestCcgOf } from './queries';

type CcgPatch = Partial<
  Pick<
    CcgRow,
    'status' | 'signedArchiveId' | 'refusalReason' | 'sentToBrokerAt' | 'contractArchiveId'
  >
>;

/**
 * Writes a change of a CCG read at `ccg.version` (409 when someone changed it meanwhile), keeps
 * policy_holders.ccg_status (what the holder's screens and the credit engine read) in step with
 * the holder's newest CCG, and records the change in the CCG's history. Call it in a transaction.
 */
export const changeCcg = async (
  tx: Database,
  auth: AuthContext,
  ccg: CcgRow,
  patch: CcgPatch,
  changes: FieldChange[],
) => {
  const [row] = await tx
    .update(policyHolderCcgs)
    .set({ ...patch, version: ccg.version + 1, updatedAt: new Date() })
    .where(and(eq(policyHolderCcgs.id, ccg.id), eq(policyHolderCcgs.version, ccg.version)))
    .returning();
  if (!row) throw new ConflictError(M.CCG_STALE);
  if (patch.status !== undefined) await syncHolderStatus(tx, row);
  if (changes.length) {
    await recordChange(tx, {
      companyId: ccg.companyId,
      entity: CCG_ENTITY,
      entityId: ccg.id,
      changedBy: { userId: auth.userId },
      changes,
    });
  }
  return row;
};

/** The holder's ccg_status follows its newest CCG (an older one changing leaves it alone). */
export const syncHolderStatus = async (tx: Database, ccg: CcgRow) => {
  const newest = await latestCcgOf(tx, ccg.companyId, ccg.policyHolderId);
  if (newest && newest.id !== ccg.id) return;
  await tx
    .update(policyHolders)
    .set({ ccgStatus: ccg.status })
    .where(
      and(eq(policyHolders.id, ccg.policyHolderId), eq(policyHolders.companyId, ccg.companyId)),
    );
};

export const statusChange = (from: number, to: number): FieldChange => ({
  field: 'Status',
  oldValue: from,
  newValue: to,
});
