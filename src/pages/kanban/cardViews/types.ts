import type { KanbanCard } from '../../../../domain/contracts/kanban';

/**
 * What the board's card dialog gives the view of a card's type (domain/cardTypes.ts cardTypeViews):
 * the card as the board read it, whether the user may act on it (moves in its pipe), and a
 * callback to tell the board the card or its record changed (it refreshes the card's step).
 */
export interface CardViewProps {
  card: KanbanCard;
  canAct: boolean;
  onChanged: () => void;
}
