import type { Database } from '../../../db/client';
import type { kanbanCards, kanbanPipes, kanbanSteps } from '../../../db/schema';
import type { AuthContext } from '../../security/principal';

export type CardRow = typeof kanbanCards.$inferSelect;
export type PipeRow = typeof kanbanPipes.$inferSelect;
export type StepRow = typeof kanbanSteps.$inferSelect;

/** A card moved to a final step: what the analyst decided and why. */
export interface CardDecision {
  tx: Database;
  auth: AuthContext;
  card: CardRow;
  pipe: PipeRow;
  /** The final step the card is moving to. */
  to: StepRow;
  verdict: 'approved' | 'refused';
  /** Trimmed; required (checked before the effect runs) when the verdict is refused. */
  justification: string | undefined;
}

/**
 * The real effect of a card's decision on the record it is about, run in the move's transaction
 * before the card itself moves. Throw ConflictError with the reason when the record's state
 * forbids the decision (the move is then refused and nothing is written).
 */
export type DecideCard = (decision: CardDecision) => Promise<void>;
