import { Draggable, Droppable } from '@hello-pangea/dnd';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { KanbanCard, KanbanStepCards } from '../../../domain/contracts/kanban';
import { cardDragId, stepDropId } from './boardState';
import { KanbanCardFace } from './KanbanCardFace';

interface KanbanColumnProps {
  step: KanbanStepCards;
  canAct: boolean;
  onOpen: (card: KanbanCard) => void;
  onLoadMore: (stepId: number) => void;
}

/** Asks for the next page when the end of the column scrolls into view. */
const useEndOfList = (active: boolean, onEnd: () => void) => {
  const ref = useRef<HTMLDivElement>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    const node = ref.current;
    if (!active || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onEndRef.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return ref;
};

/** One step of the board: its cards (dragged between steps) and the next page on scroll. */
export const KanbanColumn = ({ step, canAct, onOpen, onLoadMore }: KanbanColumnProps) => {
  const translate = useTranslate();
  const end = useEndOfList(step.hasMore, () => onLoadMore(step.id));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={step.name}
      sx={{
        width: 280,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'action.hover',
      }}
    >
      <Stack direction="row" sx={{ p: 1.5, justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h2">
          {step.name}
        </Typography>
        <Typography
          variant="subtitle2"
          color="text.secondary"
          data-testid={`step-count-${step.id}`}
        >
          {step.cardsCount}
        </Typography>
      </Stack>
      <Droppable droppableId={stepDropId(step.id)} isDropDisabled={!canAct}>
        {(drop) => (
          <Box
            ref={drop.innerRef}
            {...drop.droppableProps}
            sx={{ px: 1, pb: 1, minHeight: 80, maxHeight: '70vh', overflowY: 'auto' }}
          >
            {step.cards.map((card, index) => (
              <Draggable
                key={card.id}
                draggableId={cardDragId(card.id)}
                index={index}
                isDragDisabled={!canAct}
                // the whole card face is a button (it opens the card): a drag may start on it
                disableInteractiveElementBlocking
              >
                {(drag) => (
                  <Box
                    ref={drag.innerRef}
                    {...drag.draggableProps}
                    // a user who only sees the pipe gets no drag handle at all
                    {...(canAct ? drag.dragHandleProps : {})}
                    sx={{ mb: 1 }}
                  >
                    <KanbanCardFace card={card} onOpen={() => onOpen(card)} />
                  </Box>
                )}
              </Draggable>
            ))}
            {drop.placeholder}
            {!step.cards.length && (
              <Typography variant="caption" color="text.secondary">
                {translate('aval.kanban.board.emptyStep')}
              </Typography>
            )}
            {step.hasMore && (
              <Box ref={end} sx={{ textAlign: 'center' }}>
                <Button size="small" onClick={() => onLoadMore(step.id)}>
                  {translate('aval.kanban.board.loadMore')}
                </Button>
              </Box>
            )}
          </Box>
        )}
      </Droppable>
    </Paper>
  );
};
