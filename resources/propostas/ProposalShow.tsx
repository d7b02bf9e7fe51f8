import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TimelineIcon from '@mui/icons-material/Timeline';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  Link,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useCanAccess,
  usePermissions,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { proposalDocumentsRefusal } from '../../domain/proposalDocuments';
import { isInsuranceStaff } from '../../domain/userTypes';
import { RequestDocumentsPanel } from '../../src/components/parties/RequestDocumentsPanel';
import type { SessionUserInfo } from '../../src/providers/types';
import { BankSlipsCard } from './BankSlipsCard';
import { CalculationMemoryCard } from './CalculationMemoryCard';
import { DetailCard } from './DetailCard';
import { EngineLogsCard } from './EngineLogsCard';
import { LegalDeadline } from './LegalDeadline';
import { ObservationsCard } from './ObservationsCard';
import { listPath, type ProposalView, timelinePath } from './paths';
import { ProposalActions } from './ProposalActions';
import { ProposalDataCard } from './ProposalDataCard';
import { ProposalFrame, type ProposalRecord } from './ProposalFrame';
import { ProposalStatusChip } from './ProposalStatusChip';
import { RiskChangeCard } from './RiskChangeCard';
import { ProposalTexts } from './ProposalTexts';
import { useProposalActions } from './proposalAccess';
import { TimelineHistory } from './TimelineHistory';
import { TimelineNoteForm } from './TimelineNoteForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The proposal's UniqueId in the path. The insurer's summary path has two optional segments
 * (:proposalType?/:propostaUniqueId?): a link with only the id fills the first one.
 */
const uniqueIdOf = (params: Record<string, string | undefined>) =>
  params.propostaUniqueId ??
  (params.proposalType && UUID.test(params.proposalType) ? params.proposalType : '');

/** /propostas/proposta/:propostaUniqueId (broker) and the insurer's summary: one view. */
const ProposalShow = ({ view }: { view: ProposalView }) => {
  const translate = useTranslate();
  const id = uniqueIdOf(useParams());
  if (!id) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="info"
          action={
            <Button component={Link} to={listPath(view)} size="small" color="inherit">
              {translate('resources.propostas.show.back')}
            </Button>
          }
        >
          {translate('resources.propostas.show.noId')}
        </Alert>
      </Box>
    );
  }
  return (
    <ProposalFrame
      id={id}
      view={view}
      testId={view === 'insurer' ? 'page-proposta-seguradora' : 'page-proposta'}
    >
      <ProposalTabs view={view} />
    </ProposalFrame>
  );
};

const ProposalTabs = ({ view }: { view: ProposalView }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.propostas.show.${key}`);
  const { record, refetch } = useShowContext<ProposalRecord>();
  const { permissions: user } = usePermissions<SessionUserInfo | null>();
  // the timeline screen is the broker's; the insurer reads the same events under Histórico
  const { canAccess: canSeeTimeline = false } = useCanAccess({
    resource: 'propostas',
    action: 'timeline',
  });
  const proposal = record as ProposalRecord;
  const { may } = useProposalActions(proposal);
  // the broker writes its notes on the timeline page; the insurer's summary has none, so here
  const mayNote = view === 'insurer' && may.timelineNote;
  const actor = user && isInsuranceStaff(user.UserTypeId) ? 'insurer' : 'party';
  // a co-broker reads only; otherwise the documents follow the proposal's status
  const documentsLocked = proposal.IsCoBroker
    ? t('coBrokerReadOnly')
    : proposalDocumentsRefusal(proposal.StatusId, actor);

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {translate('resources.propostas.show.title', { number: proposal.Number })}
            </Typography>
            <ProposalStatusChip statusId={proposal.StatusId} statusName={proposal.StatusName} />
          </Stack>
          <Typography color="text.secondary">
            {proposal.PolicyHolderName}
            {proposal.InsuredName && ` · ${proposal.InsuredName}`}
          </Typography>
          {proposal.LegalDeadline && (
            <Typography variant="body2" color="text.secondary" component="div">
              {t('legalDeadline')} <LegalDeadline proposal={proposal} />
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ProposalActions proposal={proposal} onChanged={refetch} />
          {canSeeTimeline && (
            <Button
              component={Link}
              to={timelinePath(proposal.UniqueId)}
              startIcon={<TimelineIcon />}
            >
              {t('timeline')}
            </Button>
          )}
          <Button component={Link} to={listPath(view)} startIcon={<ArrowBackIcon />}>
            {t('back')}
          </Button>
        </Stack>
      </Stack>
      {proposal.IsCoBroker && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('coBrokerReadOnly')}
        </Alert>
      )}
      {/* tabs in state, not in the URL: the spec's path is the page's one address */}
      <TabbedShowLayout
        syncWithLocation={false}
        sx={{ px: 0, '& .ra-field': { width: '100%' }, '& .MuiTabs-root': { mb: 2 } }}
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}
      >
        <TabbedShowLayout.Tab label={t('tabProposal')}>
          <Stack spacing={2}>
            <RiskChangeCard proposal={proposal} onChanged={refetch} />
            <ProposalDataCard proposal={proposal} />
            <BankSlipsCard proposal={proposal} />
            <ObservationsCard observations={proposal.Observations} />
          </Stack>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabTerms')}>
          <ProposalTexts proposal={proposal} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabMemory')}>
          <div>
            <CalculationMemoryCard
              steps={proposal.CalculationMemory}
              calculatedAt={proposal.FinancialUpdatedAt}
            />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabEngines')}>
          <div>
            <EngineLogsCard logs={proposal.ProposalEngineExecutionLogs} />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabDocuments')}>
          <div>
            <RequestDocumentsPanel
              owner={{ kind: 'proposal', uniqueId: proposal.UniqueId }}
              lockedReason={documentsLocked}
            />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabHistory')}>
          <div>
            <DetailCard title={translate('resources.propostas.timeline.title')}>
              <TimelineHistory entries={proposal.TimelineHistory} />
            </DetailCard>
            {mayNote && <TimelineNoteForm proposal={proposal} onSaved={refetch} />}
          </div>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </>
  );
};

/** /propostas/proposta/:propostaUniqueId */
export const BrokerProposalShow = () => <ProposalShow view="broker" />;
BrokerProposalShow.path = '/propostas/proposta/:propostaUniqueId';

/** /propostas-seguradora/proposta/:proposalType?/:propostaUniqueId?: the insurer's summary. */
export const InsurerProposalShow = () => <ProposalShow view="insurer" />;
InsurerProposalShow.path = '/propostas-seguradora/proposta/:proposalType?/:propostaUniqueId?';
