import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policyHolders } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import * as M from './messages';
import { detailOf } from './queries';
import { findVisiblePolicyHolder } from './scope';
import { changesOf, updateHolder } from './writes';

const MAX_GROUP_NAME = 120;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EconomicGroupInput {
  PolicyHolderUniqueId: string;
  EconomicGroupName?: string | null;
  HoldingPolicyHolderUniqueId?: string | null;
  Version?: number | null;
}

/** True when walking up from `startId` through the holdings reaches `targetId`. */
const reachesHolder = async (
  db: Database,
  companyId: number,
  startId: number,
  targetId: number,
) => {
  const seen = new Set<number>();
  let current: number | null = startId;
  while (current !== null && !seen.has(current)) {
    if (current === targetId) return true;
    seen.add(current);
    const [row] = await db
      .select({ holdingId: policyHolders.economicGroupHoldingId })
      .from(policyHolders)
      .where(and(eq(policyHolders.companyId, companyId), eq(policyHolders.id, current)));
    current = row?.holdingId ?? null;
  }
  return false;
};

/**
 * UpdateEconomicGroupParticipantAfiancadoHolding: names the holder's economic group and its
 * holding (another holder of the tenant), or, with neither, takes it out of any group.
 * A holding chain never loops back to the holder.
 */
export const updateEconomicGroup = async (
  db: Database,
  auth: AuthContext,
  input: EconomicGroupInput,
) => {
  const holder = await findVisiblePolicyHolder(db, auth, input.PolicyHolderUniqueId);
  const problems: string[] = [];
  const name = input.EconomicGroupName?.trim() || null;
  if (name && name.length > MAX_GROUP_NAME) problems.push(M.GROUP_NAME_TOO_LONG);
  let holding: typeof policyHolders.$inferSelect | undefined;
  if (input.HoldingPolicyHolderUniqueId) {
    if (!name) problems.push(M.GROUP_NAME_REQUIRED);
    if (UUID.test(input.HoldingPolicyHolderUniqueId)) {
      [holding] = await db
        .select()
        .from(policyHolders)
        .where(
          and(
            eq(policyHolders.companyId, auth.companyId),
            eq(policyHolders.uniqueId, input.HoldingPolicyHolderUniqueId),
          ),
        );
    }
    if (!holding) problems.push(M.HOLDING_NOT_FOUND);
    else if (holding.id === holder.id) problems.push(M.HOLDING_IS_SELF);
    else if (await reachesHolder(db, auth.companyId, holding.id, holder.id)) {
      problems.push(M.HOLDING_CYCLE);
    }
  }
  if (problems.length) throw new ValidationError(problems);
  const row = await updateHolder(
    db,
    auth,
    holder,
    input.Version,
    { economicGroupName: name, economicGroupHoldingId: holding?.id ?? null },
    changesOf(
      {
        EconomicGroupName: holder.economicGroupName,
        EconomicGroupHolding: await holdingName(db, holder.economicGroupHoldingId),
      },
      { EconomicGroupName: name, EconomicGroupHolding: holding?.name ?? null },
    ),
  );
  return (await detailOf(db, auth, row)).EconomicGroup;
};

const holdingName = async (db: Database, holdingId: number | null) => {
  if (!holdingId) return null;
  const [row] = await db
    .select({ name: policyHolders.name })
    .from(policyHolders)
    .where(eq(policyHolders.id, holdingId));
  return row?.name ?? null;
};
