import {
  Avatar,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatDistanceToNowStrict } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useLocaleState, useTranslate } from 'react-admin';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import { formatDate } from '../../../domain/format';
import { deadlineState, initialsOf, priorityColor } from './cardFace';

/** One card on the board: title, owner's initials, priority, time in the step, legal deadline. */
export const KanbanCardFace = ({ card, onOpen }: { card: KanbanCard; onOpen: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const deadline = deadlineState(card.legalDeadline);
  const age = formatDistanceToNowStrict(new Date(card.movedAt), {
    locale: locale === 'en' ? enUS : ptBR,
  });
  return (
    <Card variant="outlined" data-testid={`kanban-card-${card.id}`}>
      <CardActionArea onClick={onOpen}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
              {card.title}
            </Typography>
            <Tooltip title={card.ownerName ?? translate('aval.kanban.card.noOwner')}>
              <Avatar
                sx={{ width: 28, height: 28, fontSize: 12 }}
                aria-label={card.ownerName ?? translate('aval.kanban.card.noOwner')}
              >
                {initialsOf(card.ownerName) || '?'}
              </Avatar>
            </Tooltip>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            {card.priorityName && (
              <Chip size="small" color={priorityColor(card.priorityId)} label={card.priorityName} />
            )}
            <Typography variant="caption" color="text.secondary">
              {translate('aval.kanban.card.age', { age })}
            </Typography>
          </Stack>
          {card.legalDeadline && (
            <Typography
              variant="caption"
              component="div"
              color={deadline === 'ok' ? 'text.secondary' : 'error'}
              sx={{ fontWeight: deadline === 'ok' ? undefined : 600 }}
            >
              {translate('aval.kanban.card.deadline', { date: formatDate(card.legalDeadline) })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
