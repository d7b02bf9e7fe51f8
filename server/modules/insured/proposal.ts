import type { InsuredProposalValidation } from '../../../domain/insureds';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { checkDocument } from './insuredInput';
import { blockedReason } from './messages';
import { detailOf, findInsuredByDocument } from './queries';

/**
 * ValidateInsuredByDocumentToNewProposal: whether a new proposal may name the insured with this
 * document. A blocked insured cannot be used (the reason carries its justification); a document
 * no insured has yet can (Insured null: the wizard registers it).
 */
export const validateInsuredForProposal = async (
  db: Database,
  auth: AuthContext,
  document: string | null | undefined,
): Promise<InsuredProposalValidation> => {
  const checked = checkDocument(document);
  if (checked.problems.length) throw new ValidationError(checked.problems);
  const row = await findInsuredByDocument(db, auth, checked.value);
  if (!row) return { CanUse: true, Reasons: [], Insured: null };
  const reasons = row.isBlocked ? [blockedReason(row.blockJustify)] : [];
  return { CanUse: reasons.length === 0, Reasons: reasons, Insured: await detailOf(db, row) };
};
