import { DragDropContext } from '@hello-pangea/dnd';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { userSubject } from '../../../domain/accessRule';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import { canMoveInPipe } from '../../../domain/kanban';
import type { UserInfo } from '../../../domain/userInfo';
import { PageFrame } from '../../components';
import { errorText } from '../../providers/errorText';
import { kanbanClient } from '../../providers/kanbanClient';
import { useBoardChanges } from '../../providers/kanbanEvents';
import { storage } from '../../providers/storage';
import { BoardFilters, useBoardFilter } from './BoardFilters';
import { KanbanCardDialog } from './KanbanCardDialog';
import { KanbanColumn } from './KanbanColumn';
import { pipeOfRoute } from './pipeRoute';
import { RefusalDialog } from './RefusalDialog';
import { useBoard } from './useBoard';

/** /kanban/pipe/:token/:pipeid?: one pipe's board (see pipeRoute.ts for the token). */
export const KanbanBoardPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { token, pipeid } = useParams();
  const pipes = useQuery({ queryKey: ['kanban', 'pipes'], queryFn: kanbanClient.pipes });
  const pipe = pipes.data ? pipeOfRoute(pipes.data, token, pipeid) : undefined;
  const [filter, setFilter] = useBoardFilter();
  const board = useBoard(pipe?.id, filter, (message) => notify(message, { type: 'error' }));
  const [open, setOpen] = useState<KanbanCard | null>(null);
  const user = storage.getUserInfo() as UserInfo | null;
  const subject = userSubject(user);
  const canAct = !!pipe && !!subject && canMoveInPipe(subject, pipe.analysisType);
  useBoardChanges(pipe?.id, () => void board.reload());

  if (pipes.isPending) return <Loading />;
  if (pipes.error) return <Typography color="error">{errorText(pipes.error)}</Typography>;
  if (!pipe) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography>{translate('aval.kanban.board.notFound')}</Typography>
        <Button component={Link} to="/kanban">
          {translate('aval.kanban.pipes.title')}
        </Button>
      </Box>
    );
  }
  return (
    <PageFrame
      testId="page-kanban-pipe"
      title={pipe.name}
      subtitle={translate('aval.kanban.pipes.cards', { smart_count: pipe.cardsCount })}
      breadcrumb={[{ label: 'aval.kanban.pipes.title', to: '/kanban' }, { label: pipe.name }]}
    >
      <BoardFilters
        key={`${filter.text ?? ''}|${filter.document ?? ''}`}
        filter={filter}
        onChange={setFilter}
      />
      {!canAct && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('aval.kanban.board.viewOnly')}
        </Typography>
      )}
      <DragDropContext onDragEnd={board.onDragEnd}>
        {/* a zero-minimum grid track: the columns scroll inside the page instead of widening it */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}
          >
            {board.steps.map((step) => (
              <KanbanColumn
                key={step.id}
                step={step}
                canAct={canAct}
                onOpen={setOpen}
                onLoadMore={board.loadMore}
              />
            ))}
          </Stack>
        </Box>
      </DragDropContext>
      <RefusalDialog
        open={!!board.pendingRefusal}
        onConfirm={(justification) => void board.confirmRefusal(justification)}
        onCancel={board.cancelRefusal}
      />
      {open && (
        <KanbanCardDialog
          card={open}
          pipeId={pipe.id}
          canAct={canAct}
          onClose={() => setOpen(null)}
          onChanged={() => void board.reload()}
        />
      )}
    </PageFrame>
  );
};
