import {
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { KanbanCard } from '../../../domain/contracts/kanban';
import type { KanbanCardCommon } from '../../../domain/contracts/kanbanCardCommon';
import { formatDateTime } from '../../../domain/format';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';
import { CardApprovers } from './CardApprovers';

interface CardCommonPanelProps {
  card: KanbanCard;
  pipeId: number;
  canAct: boolean;
  onChanged: () => void;
}

const NO_OWNER = '';

/**
 * What every card shows around its type's view: owner, priority, justification (with the pipe's
 * standard reasons) and its moves. Each write sends the Version read; a 409 keeps the choice on
 * screen with the server's message.
 */
export const CardCommonPanel = ({ card, pipeId, canAct, onChanged }: CardCommonPanelProps) => {
  const {
    getCardJustificationParameters,
    getCardMovements,
    getCardOwnerList,
    getCardPriorities,
    updateCardJustification,
    updateCardOwner,
    updateCardPriority,
  } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [savedVersion, setVersion] = useState<number | null>(null);
  const [owner, setOwner] = useState(card.ownerUserId ? String(card.ownerUserId) : NO_OWNER);
  const [priority, setPriority] = useState(card.priorityId ? String(card.priorityId) : '');
  const [edited, setJustification] = useState<string | null>(null);
  const owners = useQuery({
    queryKey: ['kanban', 'owners', pipeId],
    queryFn: () => getCardOwnerList(pipeId),
  });
  const priorities = useQuery({
    queryKey: ['kanban', 'priorities'],
    queryFn: () => getCardPriorities(),
  });
  const parameters = useQuery({
    queryKey: ['kanban', 'justification', card.uniqueId],
    queryFn: () => getCardJustificationParameters(card.uniqueId),
  });
  const movements = useQuery({
    queryKey: ['kanban', 'movements', card.id, card.version],
    queryFn: () => getCardMovements(card.id),
  });
  // the last write's Version, else the freshest read (the justification's), else the board's
  const version = savedVersion ?? parameters.data?.Version ?? card.version;
  const justification = edited ?? parameters.data?.Justification ?? '';

  const save = async (write: () => Promise<KanbanCardCommon>) => {
    try {
      const saved = await write();
      setVersion(saved.Version);
      notify('aval.kanban.dialog.saved', { type: 'success' });
      onChanged();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  return (
    <Stack spacing={2} data-testid="card-common-panel">
      <CardApprovers cardId={card.id} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          fullWidth
          disabled={!canAct}
          label={translate('aval.kanban.dialog.owner')}
          value={owner}
          onChange={(event) => {
            setOwner(event.target.value);
            const id = event.target.value ? Number(event.target.value) : null;
            void save(() => updateCardOwner(card.id, id, version));
          }}
        >
          <MenuItem value={NO_OWNER}>{translate('aval.kanban.card.noOwner')}</MenuItem>
          {(owners.data ?? []).map((user) => (
            <MenuItem key={user.UserId} value={String(user.UserId)}>
              {user.Name}
            </MenuItem>
          ))}
          {card.ownerUserId && !owners.data?.some((user) => user.UserId === card.ownerUserId) && (
            <MenuItem value={String(card.ownerUserId)}>{card.ownerName}</MenuItem>
          )}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth
          disabled={!canAct}
          label={translate('aval.kanban.dialog.priority')}
          value={priorities.data ? priority : ''}
          onChange={(event) => {
            setPriority(event.target.value);
            void save(() => updateCardPriority(card.id, Number(event.target.value), version));
          }}
        >
          {(priorities.data ?? []).map((one) => (
            <MenuItem key={one.Id} value={String(one.Id)}>
              {one.Name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack spacing={1}>
        {canAct && !!parameters.data?.Reasons.length && (
          <TextField
            select
            size="small"
            label={translate('aval.kanban.dialog.reasons')}
            value=""
            onChange={(event) => setJustification(event.target.value)}
          >
            {parameters.data.Reasons.map((reason) => (
              <MenuItem key={reason} value={reason}>
                {reason}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          multiline
          minRows={2}
          disabled={!canAct}
          label={translate('aval.kanban.dialog.justification')}
          value={justification}
          onChange={(event) => setJustification(event.target.value)}
          slotProps={{ htmlInput: { maxLength: parameters.data?.MaxLength ?? 2000 } }}
        />
        {canAct && (
          <Button
            sx={{ alignSelf: 'flex-end' }}
            variant="outlined"
            onClick={() =>
              void save(() =>
                updateCardJustification(card.id, justification.trim() || null, version),
              )
            }
          >
            {translate('aval.kanban.dialog.saveJustification')}
          </Button>
        )}
      </Stack>
      <div>
        <Typography variant="subtitle2">{translate('aval.kanban.dialog.history')}</Typography>
        <List dense aria-label={translate('aval.kanban.dialog.history')}>
          {(movements.data ?? []).map((move) => (
            <ListItem key={move.Id} disableGutters>
              <ListItemText
                primary={
                  move.FromStepName
                    ? `${move.FromStepName} → ${move.ToStepName}`
                    : translate('aval.kanban.dialog.created', { step: move.ToStepName })
                }
                secondary={`${move.UserName ?? '—'} · ${formatDateTime(move.MovedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      </div>
    </Stack>
  );
};
