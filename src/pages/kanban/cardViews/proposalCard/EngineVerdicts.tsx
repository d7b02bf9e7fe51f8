import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ProposalEngineLog } from '../../../../../domain/contracts/proposals';
import { engineLabels } from '../../../../../domain/engines/types';
import { formatDateTime } from '../../../../../domain/format';
import { StatusChip } from '../../../../components/StatusChip';

const verdicts = {
  approved: { label: 'Aprovado', color: 'green' },
  referred: { label: 'Encaminhado para análise', color: 'warning' },
  refused: { label: 'Recusado', color: 'danger' },
} as const;

/** The engines' runs over the proposal: verdict and reasons, newest first. */
export const EngineVerdicts = ({ logs }: { logs: readonly ProposalEngineLog[] }) =>
  logs.length ? (
    <List dense disablePadding>
      {logs.map((log) => (
        <ListItem key={log.Id} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
          <StatusChip label={verdicts[log.Verdict].label} color={verdicts[log.Verdict].color} />
          <ListItemText
            primary={`${engineLabels[log.Engine as keyof typeof engineLabels] ?? log.Engine} · ${formatDateTime(log.RanAt)}`}
            secondary={log.Reasons.join(' ') || null}
          />
        </ListItem>
      ))}
    </List>
  ) : (
    <Typography variant="body2" color="text.secondary">
      Os motores ainda não rodaram nesta proposta.
    </Typography>
  );
