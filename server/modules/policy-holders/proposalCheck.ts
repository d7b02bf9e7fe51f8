import { and, eq } from 'drizzle-orm';
import { availableLimit } from '../../../domain/policyHolderLimits';
import type { PolicyHolderProposalCheck } from '../../../domain/policyHolders';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { policyHolderNominations } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { toLimits, toListItem } from './answers';
import { findByDocument } from './create';
import { checkDocument } from './input';
import * as M from './messages';

/**
 * ValidatePolicyHolderByCNPJToNewProposal?Cnpj: whether a new proposal may use the holder, with
 * every reason why not. A broker learns that a holder exists (to ask for its nomination) but gets
 * its data and its other reasons only when nominated.
 */
export const checkHolderForProposal = async (
  db: Database,
  auth: AuthContext,
  cnpj: string,
): Promise<PolicyHolderProposalCheck> => {
  const problems: string[] = [];
  const document = checkDocument(cnpj, problems);
  if (problems.length) throw new ValidationError(problems);
  const holder = await findByDocument(db, auth.companyId, document);
  if (!holder) return { CanUse: false, Reasons: [M.REASON_NOT_FOUND], PolicyHolder: null };

  const reasons: string[] = [];
  if (!isInsuranceStaff(auth.userTypeId)) {
    const [nomination] = await db
      .select({ id: policyHolderNominations.id })
      .from(policyHolderNominations)
      .where(
        and(
          eq(policyHolderNominations.policyHolderId, holder.id),
          eq(policyHolderNominations.brokerId, auth.brokerId ?? 0),
          eq(policyHolderNominations.status, 'approved'),
        ),
      );
    // a holder not nominated to the broker: only that reason, nothing of its data
    if (!nomination)
      return { CanUse: false, Reasons: [M.REASON_NOT_NOMINATED], PolicyHolder: null };
  }
  if (holder.isBlocked) reasons.push(M.REASON_BLOCKED);
  if (holder.isRestrictiveBlocked) reasons.push(M.REASON_RESTRICTIVE);
  if (!holder.isActive) reasons.push(M.REASON_INACTIVE);
  if (holder.limitValue === null) reasons.push(M.REASON_NO_LIMIT);
  else if (availableLimit(holder.limitValue, holder.limitUsedValue).isZero()) {
    reasons.push(M.REASON_LIMIT_EXHAUSTED);
  }
  return {
    CanUse: reasons.length === 0,
    Reasons: reasons,
    PolicyHolder: { ...toListItem(holder), Limits: toLimits(holder) },
  };
};
