import { and, desc, eq, sql } from 'drizzle-orm';
import { ENDORSEMENT_EMISSION_TYPE } from '../../../domain/emissionTypes';
import { PROPOSAL_TEXT_MAX_LENGTH } from '../../../domain/proposalTransitions';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import type { Database } from '../../db/client';
import { persons, proposalObservations, proposals, proposalTimeline } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { saveProposal, type UpdateProposalBody } from './drafts';
import * as M from './messages';
import { findVisibleProposal, findWritableProposal, type ProposalRow } from './scope';
import { recordTimeline, type TimelineStep } from './timeline';

/**
 * The step the proposal's timeline stands on: its latest event's situation and status, or for a
 * proposal without events the quote's.
 */
const currentStep = async (db: Database, row: ProposalRow): Promise<TimelineStep> => {
  const [latest] = await db
    .select({ situation: proposalTimeline.situation, status: proposalTimeline.status })
    .from(proposalTimeline)
    .where(eq(proposalTimeline.proposalId, row.id))
    .orderBy(desc(proposalTimeline.changedAt), desc(proposalTimeline.id))
    .limit(1);
  return (
    latest ?? {
      situation: ProposalTimelineSituation.Cotacao,
      status:
        row.status === ProposalStatus.Cotacao ? TimelineStatus.Corretor : TimelineStatus.Seguradora,
    }
  );
};

/**
 * UpdateProposalTimelineInfo: the insurer or the proposal's broker writes a note on the step the
 * timeline stands on (a timeline event with the note, and the same text among the observations).
 * Any status: a note on an ended proposal records why. A co-broker 409, a holder user 403.
 */
export const addTimelineNote = async (
  db: Database,
  auth: AuthContext,
  body: { ProposalUniqueId: string; Note?: string | null; Version: number },
) => {
  const note = (body.Note ?? '').trim();
  if (!note) throw new ValidationError(M.NOTE_REQUIRED);
  if (note.length > PROPOSAL_TEXT_MAX_LENGTH) {
    throw new ValidationError(M.NOTE_TOO_LONG(PROPOSAL_TEXT_MAX_LENGTH));
  }
  const row = await findWritableProposal(db, auth, body.ProposalUniqueId);
  requireCurrentVersion(body.Version, row.version, M.STALE_PROPOSAL);
  const step = await currentStep(db, row);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(proposals)
      .set({ version: sql`${proposals.version} + 1`, updatedAt: new Date() })
      .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
      .returning();
    if (!saved) throw new ConflictError(M.STALE_PROPOSAL);
    await tx.insert(proposalObservations).values({
      proposalId: row.id,
      kind: 'note',
      text: note,
      authorUserId: auth.userId,
      authorName: sql`(select ${persons.name} from ${persons} where ${persons.id} = ${auth.personId})`,
    });
    await recordTimeline(tx, auth, saved, { ...step, note });
    return saved;
  });
};

/**
 * UpdateProposalEndorsement: UpdateProposal restricted to endorsement proposals
 * (EmissionProposalType 3). The endorsement's own data (reason, documents, premium review) comes
 * with the endorsement issue; until then this call saves the proposal fields of such a proposal,
 * by the same rules, and refuses any other proposal (409) or another type (400).
 */
export const saveEndorsementProposal = async (
  db: Database,
  auth: AuthContext,
  body: UpdateProposalBody,
) => {
  const sentType = body.EmissionProposalType;
  if (!body.UniqueId && sentType !== ENDORSEMENT_EMISSION_TYPE) {
    throw new ValidationError(M.ENDORSEMENT_TYPE_ONLY);
  }
  if (body.UniqueId) {
    if (sentType !== undefined && sentType !== null && sentType !== ENDORSEMENT_EMISSION_TYPE) {
      throw new ValidationError(M.ENDORSEMENT_TYPE_ONLY);
    }
    const row = await findVisibleProposal(db, auth, body.UniqueId);
    if (row.emissionProposalType !== ENDORSEMENT_EMISSION_TYPE) {
      throw new ConflictError(M.NOT_AN_ENDORSEMENT);
    }
  }
  return saveProposal(db, auth, body);
};
