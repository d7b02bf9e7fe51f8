import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { Link, useShowContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DetailCard } from './DetailCard';
import { proposalPath } from './paths';
import { useProposalActions } from './proposalAccess';
import { ProposalFrame, type ProposalRecord } from './ProposalFrame';
import { ProposalStatusChip } from './ProposalStatusChip';
import { TimelineHistory } from './TimelineHistory';
import { TimelineNoteForm } from './TimelineNoteForm';

/**
 * /propostas/timeline/:propostaUniqueId: the proposal's timeline by situation group, and a note
 * on its current step for whoever manages the proposal.
 */
export const ProposalTimelinePage = () => {
  const { propostaUniqueId = '' } = useParams();
  return (
    <ProposalFrame
      id={propostaUniqueId}
      view="broker"
      testId="page-proposta-timeline"
      page={{ label: 'resources.propostas.timeline.title' }}
    >
      <TimelineContent />
    </ProposalFrame>
  );
};
ProposalTimelinePage.path = '/propostas/timeline/:propostaUniqueId';

const TimelineContent = () => {
  const translate = useTranslate();
  const { record, refetch } = useShowContext<ProposalRecord>();
  const proposal = record as ProposalRecord;
  const { may } = useProposalActions(proposal);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('resources.propostas.timeline.heading', { number: proposal.Number })}
          </Typography>
          <ProposalStatusChip statusId={proposal.StatusId} statusName={proposal.StatusName} />
        </Stack>
        <Button
          component={Link}
          to={proposalPath('broker', proposal)}
          startIcon={<ArrowBackIcon />}
        >
          {translate('resources.propostas.timeline.back')}
        </Button>
      </Stack>
      <DetailCard title={translate('resources.propostas.timeline.title')}>
        <TimelineHistory entries={proposal.TimelineHistory} />
      </DetailCard>
      {may.timelineNote && <TimelineNoteForm proposal={proposal} onSaved={refetch} />}
    </Stack>
  );
};
