import type { DropResult } from '@hello-pangea/dnd';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { errorText } from '../../providers/errorText';
import { type BoardFilter, kanbanClient } from '../../providers/kanbanClient';
import { boardReducer, emptyBoard, findCard, idOf } from './boardState';

/** A move to a Recusado step waiting for the analyst's justification. */
export interface PendingRefusal {
  cardId: number;
  toStepId: number;
  toIndex: number;
}

/**
 * A pipe's board: loads every step's first page under the filter, pages one step on demand, and
 * moves cards the way react-admin's CRM example does — on screen at once, then card-navigation
 * with the card's Version; a refusal puts the card back where it was and reports the service's
 * message. A move to Recusado first waits for a justification (pendingRefusal).
 */
export const useBoard = (
  pipeId: number | undefined,
  filter: BoardFilter,
  onError: (message: string) => void,
) => {
  const [state, dispatch] = useReducer(boardReducer, emptyBoard);
  const [pendingRefusal, setPendingRefusal] = useState<PendingRefusal | null>(null);
  const stateRef = useRef(state);
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    stateRef.current = state;
    onErrorRef.current = onError;
  });
  const filterKey = JSON.stringify(filter);

  const reload = useCallback(async () => {
    if (!pipeId) return;
    try {
      dispatch({ type: 'loaded', steps: await kanbanClient.board(pipeId, JSON.parse(filterKey)) });
    } catch (error) {
      onErrorRef.current(errorText(error));
    }
  }, [pipeId, filterKey]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = useCallback(
    async (stepId: number) => {
      const step = stateRef.current.steps.find((one) => one.id === stepId);
      if (!pipeId || !step?.hasMore) return;
      try {
        const page = await kanbanClient.stepPage(pipeId, stepId, step.cards.length, filter);
        dispatch({ type: 'page', page });
      } catch (error) {
        onErrorRef.current(errorText(error));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter is read through its key
    [pipeId, filterKey],
  );

  /** Moves the card on screen, then asks the service; puts it back with the message if refused. */
  const move = useCallback(
    async (cardId: number, toStepId: number, toIndex: number, justification?: string) => {
      const from = findCard(stateRef.current, cardId);
      if (!from || from.step.id === toStepId) return;
      const { card, step, index } = from;
      dispatch({ type: 'move', card, fromStepId: step.id, toStepId, toIndex });
      try {
        const moved = await kanbanClient.moveCard(step.id, {
          cardId,
          stepToId: toStepId,
          Version: card.version,
          ...(justification ? { justification } : {}),
        });
        dispatch({ type: 'cardSaved', card: moved });
      } catch (error) {
        dispatch({ type: 'move', card, fromStepId: toStepId, toStepId: step.id, toIndex: index });
        onErrorRef.current(errorText(error));
      }
    },
    [],
  );

  /** A drop on another step: Recusado waits for the justification, any other step moves now. */
  const requestMove = useCallback(
    (cardId: number, toStepId: number, toIndex: number) => {
      const target = stateRef.current.steps.find((step) => step.id === toStepId);
      if (!target) return;
      if (target.kind === 'recusado') {
        setPendingRefusal({ cardId, toStepId, toIndex });
        return;
      }
      void move(cardId, toStepId, toIndex);
    },
    [move],
  );

  const onDragEnd = useCallback(
    ({ draggableId, source, destination }: DropResult) => {
      if (!destination || destination.droppableId === source.droppableId) return;
      requestMove(idOf(draggableId), idOf(destination.droppableId), destination.index);
    },
    [requestMove],
  );

  const confirmRefusal = useCallback(
    async (justification: string) => {
      const pending = pendingRefusal;
      setPendingRefusal(null);
      if (pending) await move(pending.cardId, pending.toStepId, pending.toIndex, justification);
    },
    [move, pendingRefusal],
  );

  return {
    steps: state.steps,
    reload,
    loadMore,
    onDragEnd,
    requestMove,
    pendingRefusal,
    confirmRefusal,
    cancelRefusal: () => setPendingRefusal(null),
  };
};
