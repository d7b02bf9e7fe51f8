import { Box, Chip, type ChipProps, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalEngineLog } from '../../domain/contracts/proposals';
import { type EngineName, engineLabels } from '../../domain/engines/types';
import { formatDateTime } from '../../domain/format';
import { DetailCard } from './DetailCard';

const verdictColor: Record<ProposalEngineLog['Verdict'], ChipProps['color']> = {
  approved: 'success',
  referred: 'warning',
  refused: 'error',
};

/** The engine's pt-BR name; a name the table does not know is shown as logged. */
export const engineLabel = (engine: string) => engineLabels[engine as EngineName] ?? engine;

/** The automatic engines' runs, newest first: engine, when, verdict and its reasons. */
export const EngineLogsCard = ({ logs }: { logs: ProposalEngineLog[] }) => {
  const translate = useTranslate();
  return (
    <DetailCard
      title={translate('resources.propostas.engines.title')}
      empty={logs.length ? undefined : translate('resources.propostas.engines.empty')}
    >
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {logs.map((log) => (
          <Box
            component="li"
            key={log.Id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
              useFlexGap
            >
              <Typography variant="subtitle2" component="h3">
                {engineLabel(log.Engine)}
              </Typography>
              <Chip
                size="small"
                color={verdictColor[log.Verdict]}
                label={translate(`resources.propostas.engines.verdict.${log.Verdict}`)}
              />
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(log.RanAt)}
              </Typography>
            </Stack>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {log.Reasons.map((reason) => (
                <Typography component="li" variant="body2" key={reason}>
                  {reason}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </DetailCard>
  );
};
