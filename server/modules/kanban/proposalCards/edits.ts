import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  cardContractualTermsBody,
  cardUpdateProposalBody,
  followUpObservationBody,
} from '../../../../domain/contracts/kanbanProposalCards';
import { richTextToPlain } from '../../../../domain/templates/html';
import type { Database } from '../../../db/client';
import { persons, proposalObservations, proposals } from '../../../db/schema';
import { ConflictError, ValidationError } from '../../../http/errors';
import { sanitizeRichText } from '../../../http/richText';
import { requireCurrentVersion } from '../../../http/writeGuards';
import { updateParticularClauses } from '../../proposals/contractTerms';
import { saveFinancialData } from '../../proposals/financial';
import { STALE_PROPOSAL } from '../../proposals/messages';
import type { AuthContext } from '../../security/principal';
import { proposalCardAccess } from './access';

export const FOLLOW_UP_MAX = 4000;
export const OBSERVATION_REQUIRED = 'Observação: informe o texto do acompanhamento.';
export const OBSERVATION_TOO_LONG = `Observação: use no máximo ${FOLLOW_UP_MAX} caracteres.`;

/**
 * FollowUpSendObservation: the analyst's follow-up on the proposal (an observation of kind
 * 'followUp'; rich text sanitised), with the proposal's Version (stale → 409, nothing written).
 */
export const sendFollowUpObservation = async (
  db: Database,
  auth: AuthContext,
  body: z.output<typeof followUpObservationBody>,
) => {
  const raw = (body.Observation ?? '').trim();
  const text = body.IsRichText ? sanitizeRichText(raw).trim() : raw;
  const visible = body.IsRichText ? richTextToPlain(text).trim() : text;
  if (!visible) throw new ValidationError(OBSERVATION_REQUIRED);
  if (visible.length > FOLLOW_UP_MAX) throw new ValidationError(OBSERVATION_TOO_LONG);
  const { proposal } = await proposalCardAccess(db, auth, body.ProposalUniqueId, 'act');
  requireCurrentVersion(body.Version, proposal.version, STALE_PROPOSAL);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(proposals)
      .set({ version: sql`${proposals.version} + 1`, updatedAt: new Date() })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.version, proposal.version)))
      .returning();
    if (!saved) throw new ConflictError(STALE_PROPOSAL);
    await tx.insert(proposalObservations).values({
      proposalId: proposal.id,
      kind: 'followUp',
      text,
      authorUserId: auth.userId,
      authorName: sql`(select ${persons.name} from ${persons} where ${persons.id} = ${auth.personId})`,
    });
    return saved;
  });
};

/**
 * KanbanInsuranceUpdateProposal: the insurer's financial data of the proposal (rate, commission,
 * instalments) from the card, priced again by the proposals module (Em análise included).
 */
export const updateCardProposal = async (
  db: Database,
  auth: AuthContext,
  body: z.output<typeof cardUpdateProposalBody>,
) => {
  await proposalCardAccess(db, auth, body.ProposalUniqueId, 'act');
  return saveFinancialData(db, auth, body);
};

/** KanbanInsuranceUpdateProposalContractualTerms: the proposal's particular clauses. */
export const updateCardContractualTerms = async (
  db: Database,
  auth: AuthContext,
  body: z.output<typeof cardContractualTermsBody>,
) => {
  const { proposal } = await proposalCardAccess(db, auth, body.ProposalUniqueId, 'act');
  return updateParticularClauses(db, auth, proposal.id, body.Version, body.ParticularClausule);
};
