import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { formatDateTime } from '../../domain/format';
import { DetailCard } from './DetailCard';

type Observation = ProposalDetail['Observations'][number];

/** What the gateway's observation kinds mean on screen; another kind reads as a plain note. */
const KINDS = ['cancel', 'adjustment'] as const;

/** The proposal's observations, newest first: the insurer's adjustments, cancellations, notes. */
export const ObservationsCard = ({ observations }: { observations: Observation[] }) => {
  const translate = useTranslate();
  const kindLabel = (kind: string) =>
    translate(
      `resources.propostas.observations.kind.${(KINDS as readonly string[]).includes(kind) ? kind : 'note'}`,
    );
  return (
    <DetailCard
      title={translate('resources.propostas.observations.title')}
      empty={observations.length ? undefined : translate('resources.propostas.observations.empty')}
    >
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {observations.map((observation) => (
          <Box component="li" key={observation.Id}>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.propostas.observations.by', {
                kind: kindLabel(observation.Kind),
                name: observation.AuthorName,
                when: formatDateTime(observation.CreatedAt),
              })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {observation.Text}
            </Typography>
          </Box>
        ))}
      </Stack>
    </DetailCard>
  );
};
