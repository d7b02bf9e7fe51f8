import { Box, Chip, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import type { HistoryFieldChange, PartyHistoryRow } from '../../../domain/partyLocation';

/** A history row; areas with no locations may leave LocationChangesHistories out. */
export type HistoryPanelRow = Omit<PartyHistoryRow, 'LocationChangesHistories'> & {
  LocationChangesHistories?: PartyHistoryRow['LocationChangesHistories'];
};

export interface HistoryPanelProps {
  rows: HistoryPanelRow[] | undefined;
  loading?: boolean;
}

const EMPTY_VALUE = '—';

const shown = (value: string | null) =>
  value === null || value.trim() === '' ? EMPTY_VALUE : value;

/** "Label: antigo → novo", empty values as a dash. */
export const describeChange = (change: HistoryFieldChange) =>
  `${change.Label}: ${shown(change.OldValue)} → ${shown(change.NewValue)}`;

const newestFirst = (rows: HistoryPanelRow[]) =>
  [...rows].sort(
    (a, b) => new Date(b.ChangedAt).getTime() - new Date(a.ChangedAt).getTime() || b.Id - a.Id,
  );

const ChangeLine = ({ change, tag }: { change: HistoryFieldChange; tag?: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
    {tag && <Chip label={tag} size="small" variant="outlined" color="primary" />}
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      {describeChange(change)}
    </Typography>
  </Stack>
);

/** A party's change history, newest first: when, who, and each field's old → new value. */
export const HistoryPanel = ({ rows, loading }: HistoryPanelProps) => {
  const translate = useTranslate();
  if (loading && !rows) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress size={20} />
        <Typography variant="body2">{translate('aval.parties.history.loading')}</Typography>
      </Stack>
    );
  }
  if (!rows?.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {translate('aval.parties.history.empty')}
      </Typography>
    );
  }
  const locationTag = translate('aval.parties.history.location');
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {newestFirst(rows).map((row) => (
        <Paper component="li" key={row.Id} variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography variant="subtitle2" component="span">
              {formatDateTime(row.ChangedAt)}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {translate('aval.parties.history.changedBy', { name: row.ChangedByName })}
            </Typography>
          </Box>
          <Divider sx={{ my: 1 }} />
          <Stack spacing={0.5}>
            {row.ChangesHistories.map((change, index) => (
              <ChangeLine key={`c${index}`} change={change} />
            ))}
            {(row.LocationChangesHistories ?? []).map((change, index) => (
              <ChangeLine key={`l${index}`} change={change} tag={locationTag} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};
