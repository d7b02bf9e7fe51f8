import type { KanbanCard } from '../../../domain/contracts/kanban';

/**
 * Whether a card has data to show (spec part 2 "Kanban card without data"): the board answers
 * the UniqueId of the card's record (RefUniqueId) for every kind it knows; without it the dialog
 * shows "Não Informado" and hides the detail button.
 */
export const cardHasData = (card: Pick<KanbanCard, 'refUniqueId' | 'referenceKind'>) =>
  !!card.refUniqueId;

/** The record's own screen where the portal has one, by the kind of record the card is about. */
const detailPaths: Partial<Record<string, (uniqueId: string) => string>> = {
  // the insurer's summary of the proposal (the kanban is the insurer's)
  proposal: (id) => `/propostas-seguradora/proposta/${id}`,
  endorsement: (id) => `/propostas-seguradora/proposta/${id}`,
  broker: (id) => `/corretor/${id}`,
  policyHolder: (id) => `/tomador/${id}`,
};

export const cardDetailPath = (card: Pick<KanbanCard, 'refUniqueId' | 'referenceKind'>) => {
  const path = card.refUniqueId ? detailPaths[card.referenceKind] : undefined;
  return path ? path(card.refUniqueId!) : null;
};
