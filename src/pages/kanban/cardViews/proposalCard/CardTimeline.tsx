import { List, ListItem, ListItemText } from '@mui/material';
import type { ProposalTimelineEntry } from '../../../../../domain/contracts/proposals';
import { formatDateTime } from '../../../../../domain/format';

/** The proposal's timeline, oldest first: step, where it stood, who and when. */
export const CardTimeline = ({ entries }: { entries: readonly ProposalTimelineEntry[] }) => (
  <List dense disablePadding>
    {entries.map((entry) => (
      <ListItem key={entry.Id} disableGutters>
        <ListItemText
          primary={`${entry.SituationName} · ${entry.StatusName}`}
          secondary={[entry.Note, `${entry.ChangedByName} · ${formatDateTime(entry.ChangedAt)}`]
            .filter(Boolean)
            .join(' — ')}
        />
      </ListItem>
    ))}
  </List>
);
