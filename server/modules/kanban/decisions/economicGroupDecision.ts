import { and, eq, sql } from 'drizzle-orm';
import { CARD_PROPOSAL_GONE, ECONOMIC_GROUP_REQUIRED } from '../../../../domain/branchActivities';
import { policyHolders, proposals } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { STALE_HOLDER } from '../../policy-holders/messages';
import { recordHolderChange } from '../../policy-holders/writes';
import type { DecideCard } from './types';

/**
 * A question about a proposal's holder's economic group (GRUPO_ECONOMICO): approved, the group
 * saved on the holder stands (409 when none was saved); refused, the holder's group is cleared
 * with the justification in its history.
 */
export const decideEconomicGroup: DecideCard = async ({
  tx,
  auth,
  card,
  pipe,
  verdict,
  justification,
}) => {
  const [holder] =
    card.referenceKind === 'proposal'
      ? await tx
          .select({ holder: policyHolders })
          .from(proposals)
          .innerJoin(policyHolders, eq(policyHolders.id, proposals.policyHolderId))
          .where(and(eq(proposals.id, card.referenceId), eq(proposals.companyId, auth.companyId)))
          .then((rows) => rows.map((row) => row.holder))
      : [];
  if (!holder) throw new ConflictError(CARD_PROPOSAL_GONE);
  if (verdict === 'approved') {
    if (!holder.economicGroupName) throw new ConflictError(ECONOMIC_GROUP_REQUIRED);
    await recordHolderChange(tx, auth, holder.id, [
      {
        field: 'EconomicGroupDecision',
        oldValue: null,
        newValue: `Grupo "${holder.economicGroupName}" aprovado na esteira ${pipe.name}.`,
      },
    ]);
    return;
  }
  const [holding] = holder.economicGroupHoldingId
    ? await tx
        .select({ name: policyHolders.name })
        .from(policyHolders)
        .where(eq(policyHolders.id, holder.economicGroupHoldingId))
    : [];
  const cleared = await tx
    .update(policyHolders)
    .set({
      economicGroupName: null,
      economicGroupHoldingId: null,
      version: sql`${policyHolders.version} + 1`,
    })
    .where(and(eq(policyHolders.id, holder.id), eq(policyHolders.version, holder.version)))
    .returning({ id: policyHolders.id });
  if (!cleared.length) throw new ConflictError(STALE_HOLDER);
  await recordHolderChange(tx, auth, holder.id, [
    { field: 'EconomicGroupName', oldValue: holder.economicGroupName, newValue: null },
    ...(holding ? [{ field: 'EconomicGroupHolding', oldValue: holding.name, newValue: null }] : []),
    {
      field: 'Justification',
      oldValue: null,
      newValue: `Grupo econômico recusado: ${justification}`,
    },
  ]);
};
