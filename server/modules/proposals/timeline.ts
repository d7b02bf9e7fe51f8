import { sql } from 'drizzle-orm';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import type { Database } from '../../db/client';
import { persons, proposalTimeline, users } from '../../db/schema';
import type { AuthContext } from '../security/principal';
import type { ProposalRow } from './scope';

/** One event of a proposal's timeline: the step (situation) and where it stands. */
export interface TimelineStep {
  situation: number;
  status: number;
  note?: string | null;
}

export const STEP_QUOTE: TimelineStep = {
  situation: ProposalTimelineSituation.Cotacao,
  status: TimelineStatus.Corretor,
};

/** Who moved the timeline: a user (its person's name is recorded) or a named system process. */
export type TimelineAuthor = AuthContext | { name: string };

/**
 * Writes a timeline event with who and when; `row` is the proposal as the event leaves it. Pass
 * the transaction that makes the change, so both commit together.
 */
export const recordTimeline = async (
  db: Database,
  author: TimelineAuthor,
  row: Pick<ProposalRow, 'id' | 'status' | 'companyId'>,
  step: TimelineStep,
) => {
  const byUser = 'userId' in author;
  await db.insert(proposalTimeline).values({
    proposalId: row.id,
    situation: step.situation,
    status: step.status,
    proposalStatus: row.status,
    note: step.note ?? null,
    changedByUserId: byUser ? author.userId : null,
    changedByName: byUser
      ? sql`(select ${persons.name} from ${users} join ${persons} on ${persons.id} = ${users.personId} where ${users.id} = ${author.userId} and ${users.companyId} = ${row.companyId})`
      : author.name,
  });
};
