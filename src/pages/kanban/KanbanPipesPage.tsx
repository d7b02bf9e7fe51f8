import { Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { KanbanPipe } from '../../../domain/contracts/kanban';
import { PageFrame } from '../../components';
import { errorText } from '../../providers/errorText';
import { kanbanClient } from '../../providers/kanbanClient';
import { boardPath } from './pipeRoute';

const PipeTile = ({ pipe }: { pipe: KanbanPipe }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={boardPath(pipe)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {pipe.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('aval.kanban.pipes.cards', { smart_count: pipe.cardsCount })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {pipe.steps.map((step) => (
              <Chip
                key={step.id}
                size="small"
                variant="outlined"
                label={`${step.name}: ${step.cardsCount}`}
              />
            ))}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/** /kanban: the pipes the user's functionalities show, each with its cards per step. */
export const KanbanPipesPage = () => {
  const translate = useTranslate();
  const pipes = useQuery({ queryKey: ['kanban', 'pipes'], queryFn: kanbanClient.pipes });
  return (
    <PageFrame
      testId="page-kanban"
      title={translate('aval.kanban.pipes.title')}
      subtitle={translate('aval.kanban.pipes.subtitle')}
      breadcrumb={[{ label: 'aval.kanban.pipes.title' }]}
    >
      {pipes.isPending ? (
        <Loading />
      ) : pipes.error ? (
        <Typography color="error">{errorText(pipes.error)}</Typography>
      ) : !pipes.data?.length ? (
        <Typography>{translate('aval.kanban.pipes.empty')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {pipes.data.map((pipe) => (
            <Grid key={pipe.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PipeTile pipe={pipe} />
            </Grid>
          ))}
        </Grid>
      )}
    </PageFrame>
  );
};
