import { and, eq } from 'drizzle-orm';
import { canMoveInPipe, canSeePipe } from '../../../../domain/kanban';
import type { Database } from '../../../db/client';
import { brokers, kanbanCards, kanbanPipes } from '../../../db/schema';
import { ForbiddenError, NotFoundError } from '../../../http/errors';
import { BROKER_NOT_FOUND } from '../../brokers/scope';
import type { AuthContext } from '../../security/principal';
import { PIPE_FORBIDDEN } from '../board';
import { MOVE_FORBIDDEN } from '../navigation';

export const BROKER_WITHOUT_CARD = 'Esta corretora não tem card nas esteiras.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BrokerCardMode = 'see' | 'act';

/** The broker's cards with their pipe's analysis type. */
const cardsOfBroker = (db: Database, companyId: number, brokerId: number) =>
  db
    .select({
      card: kanbanCards,
      analysisType: kanbanPipes.analysisType,
      pipeName: kanbanPipes.name,
    })
    .from(kanbanCards)
    .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
    .where(
      and(
        eq(kanbanCards.companyId, companyId),
        eq(kanbanCards.referenceKind, 'broker'),
        eq(kanbanCards.referenceId, brokerId),
      ),
    );

/**
 * The broker of a card the caller reaches: of its tenant (else 404), with a card in a pipe the
 * caller sees (else 403) and, to act, a pipe whose cards it may move (else 403). Answers the
 * broker and its cards the caller sees.
 */
export const brokerOfCards = async (
  db: Database,
  auth: AuthContext,
  reference: { uniqueId: string } | { id: number },
  mode: BrokerCardMode,
) => {
  if ('uniqueId' in reference && !UUID.test(reference.uniqueId)) {
    throw new NotFoundError(BROKER_NOT_FOUND);
  }
  const [broker] = await db
    .select()
    .from(brokers)
    .where(
      and(
        eq(brokers.companyId, auth.companyId),
        'uniqueId' in reference
          ? eq(brokers.uniqueId, reference.uniqueId)
          : eq(brokers.id, reference.id),
      ),
    )
    .limit(1);
  if (!broker) throw new NotFoundError(BROKER_NOT_FOUND);
  const cards = await cardsOfBroker(db, auth.companyId, broker.id);
  if (cards.length === 0) throw new NotFoundError(BROKER_WITHOUT_CARD);
  const visible = cards.filter((entry) => canSeePipe(auth, entry.analysisType));
  if (visible.length === 0) throw new ForbiddenError(PIPE_FORBIDDEN);
  if (mode === 'act' && !visible.some((entry) => canMoveInPipe(auth, entry.analysisType))) {
    throw new ForbiddenError(MOVE_FORBIDDEN);
  }
  return { broker, cards: visible };
};

export type BrokerOfCards = Awaited<ReturnType<typeof brokerOfCards>>;
