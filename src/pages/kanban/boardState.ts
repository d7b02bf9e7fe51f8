import type { KanbanCard, KanbanStepCards } from '../../../domain/contracts/kanban';

/**
 * The board on screen: its steps with the cards loaded so far. Pure, so a drop moves the card at
 * once (and a refused move puts it back) without waiting for the kanban service.
 */
export interface BoardState {
  steps: KanbanStepCards[];
}

export type BoardAction =
  | { type: 'loaded'; steps: KanbanStepCards[] }
  | { type: 'page'; page: KanbanStepCards }
  /** Takes the card out of fromStepId and puts `card` at `toIndex` of toStepId. */
  | { type: 'move'; card: KanbanCard; fromStepId: number; toStepId: number; toIndex: number }
  /** The card as the service answered it (new Version, step, owner…), in place. */
  | { type: 'cardSaved'; card: KanbanCard };

export const emptyBoard: BoardState = { steps: [] };

const withoutCard = (step: KanbanStepCards, cardId: number): KanbanStepCards => {
  const cards = step.cards.filter((card) => card.id !== cardId);
  return cards.length === step.cards.length
    ? step
    : { ...step, cards, cardsCount: Math.max(0, step.cardsCount - 1) };
};

const withCard = (step: KanbanStepCards, card: KanbanCard, index: number): KanbanStepCards => {
  const cards = step.cards.filter((one) => one.id !== card.id);
  const at = Math.max(0, Math.min(index, cards.length));
  cards.splice(at, 0, { ...card, stepId: step.id });
  return { ...step, cards, cardsCount: step.cardsCount + 1 };
};

export const boardReducer = (state: BoardState, action: BoardAction): BoardState => {
  switch (action.type) {
    case 'loaded':
      return { steps: action.steps };
    case 'page':
      return {
        steps: state.steps.map((step) => {
          if (step.id !== action.page.id) return step;
          const known = new Set(step.cards.map((card) => card.id));
          return {
            ...step,
            cardsCount: action.page.cardsCount,
            skip: action.page.skip,
            hasMore: action.page.hasMore,
            cards: [...step.cards, ...action.page.cards.filter((card) => !known.has(card.id))],
          };
        }),
      };
    case 'move':
      return {
        steps: state.steps.map((step) => {
          if (step.id === action.fromStepId) return withoutCard(step, action.card.id);
          if (step.id === action.toStepId) return withCard(step, action.card, action.toIndex);
          return step;
        }),
      };
    case 'cardSaved':
      return {
        steps: state.steps.map((step) =>
          step.cards.some((card) => card.id === action.card.id)
            ? {
                ...step,
                cards: step.cards.map((card) => (card.id === action.card.id ? action.card : card)),
              }
            : step,
        ),
      };
  }
};

/** Where a card is on the board: its step and its index there. */
export const findCard = (state: BoardState, cardId: number) => {
  for (const step of state.steps) {
    const index = step.cards.findIndex((card) => card.id === cardId);
    if (index >= 0) return { step, index, card: step.cards[index] };
  }
  return undefined;
};

/** The ids @hello-pangea/dnd carries for a card and a step. */
export const cardDragId = (cardId: number) => `card-${cardId}`;
export const stepDropId = (stepId: number) => `step-${stepId}`;
export const idOf = (dndId: string) => Number(dndId.split('-').at(-1));
