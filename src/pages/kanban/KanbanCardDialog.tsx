import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { cardViewFor, cardViewTitles } from '../../../domain/cardTypes';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import { CardCommonPanel } from './CardCommonPanel';
import { cardDetailPath, cardHasData } from './cardDetail';
import { cardViewComponents } from './cardViews';

interface KanbanCardDialogProps {
  card: KanbanCard;
  pipeId: number;
  canAct: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/** A card opened: its type's view (lazy) inside the panel every card shares. */
export const KanbanCardDialog = ({
  card,
  pipeId,
  canAct,
  onClose,
  onChanged,
}: KanbanCardDialogProps) => {
  const translate = useTranslate();
  const view = cardViewFor(card.cardType);
  const hasData = cardHasData(card);
  const View = view ? cardViewComponents[view] : null;
  const detail = hasData ? cardDetailPath(card) : null;
  // spec part 1 §8 and part 2's table: the texts of a card without a view or without data
  const title = !hasData
    ? translate('aval.kanban.dialog.noDataTitle')
    : view
      ? cardViewTitles[view]
      : card.title;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="kanban-card-title">
      <DialogTitle id="kanban-card-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {card.title}
        </Typography>
        {card.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {card.description}
          </Typography>
        )}
        {!View ? (
          <Alert severity="error" sx={{ my: 2 }}>
            {translate('aval.kanban.dialog.unknownType')}
          </Alert>
        ) : !hasData ? (
          <Typography sx={{ my: 2 }}>{translate('aval.kanban.dialog.noData')}</Typography>
        ) : (
          <Suspense fallback={<CircularProgress size={24} />}>
            <View card={card} canAct={canAct} onChanged={onChanged} />
          </Suspense>
        )}
        <Divider sx={{ my: 2 }} />
        <CardCommonPanel card={card} pipeId={pipeId} canAct={canAct} onChanged={onChanged} />
      </DialogContent>
      <DialogActions>
        {detail && (
          <Button component={Link} to={detail}>
            {translate('aval.kanban.dialog.detail')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
