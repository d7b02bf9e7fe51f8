import { and, eq, sql } from 'drizzle-orm';
import { BRANCH_ACTIVITY_REQUIRED, CARD_HOLDER_GONE } from '../../../../domain/branchActivities';
import { policyHolders } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { STALE_HOLDER } from '../../policy-holders/messages';
import { recordHolderChange } from '../../policy-holders/writes';
import type { DecideCard } from './types';

/**
 * A holder's restricted branch of activity (RAMO_ATIVIDADE): approved, the activity saved on the
 * holder is accepted (the restriction cleared for this holder, so the subscription engine stops
 * referring it, until the activity changes); refused, the holder is blocked for new proposals
 * with the justification in its history.
 */
export const decideBranchActivity: DecideCard = async ({
  tx,
  auth,
  card,
  verdict,
  justification,
}) => {
  const [holder] =
    card.referenceKind === 'policyHolder'
      ? await tx
          .select()
          .from(policyHolders)
          .where(
            and(
              eq(policyHolders.id, card.referenceId),
              eq(policyHolders.companyId, auth.companyId),
            ),
          )
      : [];
  if (!holder) throw new ConflictError(CARD_HOLDER_GONE);
  const bump = { version: sql`${policyHolders.version} + 1` };
  const where = and(eq(policyHolders.id, holder.id), eq(policyHolders.version, holder.version));
  if (verdict === 'approved') {
    if (!holder.branchActivityId) throw new ConflictError(BRANCH_ACTIVITY_REQUIRED);
    const updated = await tx
      .update(policyHolders)
      .set({ ...bump, isRestrictedBranchActivity: false, branchActivityApprovedAt: new Date() })
      .where(where)
      .returning({ id: policyHolders.id });
    if (!updated.length) throw new ConflictError(STALE_HOLDER);
    await recordHolderChange(tx, auth, holder.id, [
      { field: 'BranchActivityApproved', oldValue: null, newValue: true },
      ...(holder.isRestrictedBranchActivity
        ? [{ field: 'IsRestrictedBranchActivity', oldValue: true, newValue: false }]
        : []),
    ]);
    return;
  }
  const blocked = await tx
    .update(policyHolders)
    .set({ ...bump, isBlocked: true })
    .where(where)
    .returning({ id: policyHolders.id });
  if (!blocked.length) throw new ConflictError(STALE_HOLDER);
  await recordHolderChange(tx, auth, holder.id, [
    { field: 'IsBlocked', oldValue: holder.isBlocked, newValue: true },
    {
      field: 'Justification',
      oldValue: null,
      newValue: `Ramo de atividade recusado: ${justification}`,
    },
  ]);
};
