import type { KanbanCard } from '../../../domain/contracts/kanban';

/**
 * Whether a card has data to show (spec part 2 "Kanban card without data"): a card about a
 * proposal or endorsement needs its record's UniqueId (RefUniqueId); the other kinds are shown
 * by their view from the card's reference until the board answers their RefUniqueId too.
 */
export const cardHasData = (card: Pick<KanbanCard, 'refUniqueId' | 'referenceKind'>) =>
  !!card.refUniqueId ||
  (!!card.referenceKind &&
    card.referenceKind !== 'proposal' &&
    card.referenceKind !== 'endorsement');

/** The record's own screen, where the portal has one (the proposal summary). */
export const cardDetailPath = (card: Pick<KanbanCard, 'refUniqueId' | 'referenceKind'>) =>
  card.refUniqueId && (card.referenceKind === 'proposal' || card.referenceKind === 'endorsement')
    ? `/propostas/proposta/${card.refUniqueId}`
    : null;
