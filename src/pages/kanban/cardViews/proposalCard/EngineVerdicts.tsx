import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalEngineLog } from '../../../../../domain/contracts/proposals';
import { engineLabels } from '../../../../../domain/engines/types';
import { formatDateTime } from '../../../../../domain/format';
import { StatusChip } from '../../../../components/StatusChip';
import { cardText as t } from '../holder/CardFacts';

const verdictColors = { approved: 'green', referred: 'warning', refused: 'danger' } as const;

/** The engines' runs over the proposal: verdict and reasons, newest first. */
export const EngineVerdicts = ({ logs }: { logs: readonly ProposalEngineLog[] }) => {
  const translate = useTranslate();
  return logs.length ? (
    <List dense disablePadding>
      {logs.map((log) => (
        <ListItem key={log.Id} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
          <StatusChip
            label={translate(t(`proposal.verdicts.${log.Verdict}`))}
            color={verdictColors[log.Verdict]}
          />
          <ListItemText
            primary={`${engineLabels[log.Engine as keyof typeof engineLabels] ?? log.Engine} · ${formatDateTime(log.RanAt)}`}
            secondary={log.Reasons.join(' ') || null}
          />
        </ListItem>
      ))}
    </List>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate(t('proposal.enginesNotRun'))}
    </Typography>
  );
};
