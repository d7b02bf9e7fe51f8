import { Box, Chip, type ChipProps, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalTimelineEntry } from '../../domain/contracts/proposals';
import { formatDateTime } from '../../domain/format';
import {
  TimelineStatus,
  type TimelineSituationGroupId,
  timelineSituationGroupLabels,
  timelineSituationGroupOf,
  type TimelineStatusId,
} from '../../domain/timeline';
import { ProposalStatusChip } from './ProposalStatusChip';

const statusColor: Record<TimelineStatusId, ChipProps['color']> = {
  [TimelineStatus.Aprovado]: 'success',
  [TimelineStatus.Seguradora]: 'info',
  [TimelineStatus.Corretor]: 'secondary',
  [TimelineStatus.Recusado]: 'error',
  [TimelineStatus.Cancelado]: 'error',
};

const GROUPS = Object.keys(timelineSituationGroupLabels).map(Number) as TimelineSituationGroupId[];

/** The events under each situation group, in the groups' order, each group oldest first. */
export const groupTimeline = (entries: readonly ProposalTimelineEntry[]) =>
  GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => timelineSituationGroupOf(entry.Situation) === group),
  })).filter(({ entries: inGroup }) => inGroup.length > 0);

/**
 * A proposal's timeline by situation group (Cotação, Proposta, Emissão): each event's step and
 * where it stands, the proposal's status it left, who and when, and its note.
 */
export const TimelineHistory = ({ entries }: { entries: ProposalTimelineEntry[] }) => {
  const translate = useTranslate();
  if (!entries.length) {
    return (
      <Typography color="text.secondary">
        {translate('resources.propostas.timeline.empty')}
      </Typography>
    );
  }
  return (
    <Stack spacing={3}>
      {groupTimeline(entries).map(({ group, entries: inGroup }) => (
        <Box component="section" key={group} aria-label={timelineSituationGroupLabels[group]}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {timelineSituationGroupLabels[group]}
          </Typography>
          <Box
            component="ol"
            sx={{ m: 0, pl: 2, borderLeft: 2, borderColor: 'divider', listStyle: 'none' }}
          >
            {inGroup.map((entry) => (
              <Box component="li" key={entry.Id} sx={{ pb: 2, pl: 1 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography variant="subtitle2" component="span">
                    {entry.SituationName}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={statusColor[entry.Status as TimelineStatusId] ?? 'default'}
                    label={entry.StatusName}
                  />
                  <ProposalStatusChip statusId={entry.ProposalStatus} />
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate('resources.propostas.timeline.by', {
                    name: entry.ChangedByName,
                    when: formatDateTime(entry.ChangedAt),
                  })}
                </Typography>
                {entry.Note && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {entry.Note}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
};
