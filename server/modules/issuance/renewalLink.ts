import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policies } from '../../db/schema';
import type { ChangeAuthor } from '../history/service';
import { recordPolicyEvent } from '../policies/history';

/**
 * Links a policy issued from a renewal proposal to the policy it renews (the renewal job set
 * policies.renewal_proposal_id when it opened that proposal): renewsPolicyId, one renewal more
 * than that policy, and a history row on both. Does nothing for any other proposal. issuePolicy
 * calls it, so a renewal issued at once by the job and one issued by a broker after its analysis
 * are linked alike.
 */
export const linkRenewedPolicy = async (
  tx: Database,
  args: { proposalId: number; policyId: number; author: ChangeAuthor },
) => {
  const [renewed] = await tx
    .select()
    .from(policies)
    .where(eq(policies.renewalProposalId, args.proposalId));
  if (!renewed) return null;
  const [policy] = await tx
    .update(policies)
    .set({ renewsPolicyId: renewed.id, renewalCount: renewed.renewalCount + 1 })
    .where(and(eq(policies.id, args.policyId), isNull(policies.renewsPolicyId)))
    .returning({ id: policies.id, number: policies.number, renewalCount: policies.renewalCount });
  if (!policy) return null;
  await recordPolicyEvent(tx, {
    companyId: renewed.companyId,
    policyId: policy.id,
    changedBy: args.author,
    description: `Renova a apólice ${renewed.number} (renovação nº ${policy.renewalCount}).`,
    changes: [
      { field: 'RenewsPolicy', oldValue: null, newValue: renewed.number },
      { field: 'RenewalCount', oldValue: null, newValue: policy.renewalCount },
    ],
  });
  await recordPolicyEvent(tx, {
    companyId: renewed.companyId,
    policyId: renewed.id,
    changedBy: args.author,
    description: `Renovada pela apólice ${policy.number}.`,
    changes: [{ field: 'RenewedByPolicy', oldValue: null, newValue: policy.number }],
  });
  return policy;
};
