import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import {
  Link,
  ShowBase,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  Title,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { Breadcrumb } from '../../src/components';
import { POLICY_LIST_PATH } from './paths';
import { usePolicyActions } from './policyAccess';
import { PolicyActions } from './PolicyActions';
import { PolicyDocumentsCard } from './PolicyDocumentsCard';
import { PolicyEndorsementsCard } from './PolicyEndorsementsCard';
import { PolicyHistoryCard } from './PolicyHistoryCard';
import { isPolicyBrief, type PolicyRecord } from './policyRecord';
import { PolicyStatusChip } from './PolicyStatusChip';
import { PolicySummaryCard } from './PolicySummaryCard';

/**
 * /apolice/:policyUniqueId: one policy on react-admin's ShowBase (getOne → GetPolicyShortBrief)
 * — Resumo, Endossos, Histórico and Documentos, and the actions its status and the user's
 * permissions allow. An unknown or out-of-scope policy (404) says so in place.
 */
export const PolicyShow = () => {
  const { policyUniqueId = '' } = useParams();
  return (
    <ShowBase
      resource="apolices"
      id={policyUniqueId}
      queryOptions={{ retry: false, onError: () => undefined }}
    >
      <PolicyFrame />
    </ShowBase>
  );
};
PolicyShow.path = '/apolice/:policyUniqueId';

const PolicyFrame = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.apolices.show.${key}`, options);
  const { record: shown, isPending, error, refetch } = useShowContext<PolicyRecord>();
  // the page waits for the policy's brief, not the list's row react-admin may offer meanwhile
  const record = isPolicyBrief(shown) ? shown : undefined;
  const notFound = (error as { status?: number } | null)?.status === 404;
  const name = record ? t('title', { number: record.PolicyNumber }) : t('breadcrumb');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-apolice">
      <Title title={name} />
      <Breadcrumb
        items={[{ label: 'resources.apolices.list.title', to: POLICY_LIST_PATH }, { label: name }]}
      />
      {(isPending || (shown && !record)) && <LinearProgress sx={{ mb: 2 }} />}
      {Boolean(error) && (
        <Alert
          severity="error"
          action={
            notFound ? (
              <Button component={Link} to={POLICY_LIST_PATH} color="inherit" size="small">
                {t('back')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {t(notFound ? 'notFound' : 'loadError')}
        </Alert>
      )}
      {record && <PolicyTabs policy={record} onChanged={refetch} />}
    </Box>
  );
};

const PolicyTabs = ({
  policy,
  onChanged,
}: {
  policy: PolicyRecord;
  onChanged: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.apolices.show.${key}`, options);
  const { may, isPending } = usePolicyActions(policy);
  // no action before the user's permissions are known: none shows a button it would take away
  if (isPending) return null;
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
              {t('title', { number: policy.PolicyNumber })}
            </Typography>
            <PolicyStatusChip statusId={policy.StatusId} statusName={policy.StatusName} />
          </Stack>
          <Typography color="text.secondary">
            {`${policy.PolicyHolderName} · ${policy.InsuredName} · ${policy.ModalityName}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <PolicyActions policy={policy} may={may} onChanged={onChanged} />
          <Button component={Link} to={POLICY_LIST_PATH} startIcon={<ArrowBackIcon />}>
            {t('back')}
          </Button>
        </Stack>
      </Stack>
      {policy.RenewalBlocked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('renewalBlockedNotice')}
        </Alert>
      )}
      {/* tabs in state, not in the URL: the spec's path is the page's one address */}
      <TabbedShowLayout
        syncWithLocation={false}
        sx={{ px: 0, '& .ra-field': { width: '100%' }, '& .MuiTabs-root': { mb: 2 } }}
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}
      >
        <TabbedShowLayout.Tab label={t('tabSummary')}>
          <div>
            <PolicySummaryCard policy={policy} />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabEndorsements')}>
          <div>
            <PolicyEndorsementsCard policy={policy} mayRequest={may.requestEndorsement} />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabHistory')}>
          <div>
            <PolicyHistoryCard policyUniqueId={policy.UniqueId} />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabDocuments')}>
          <div>
            <PolicyDocumentsCard policy={policy} mayIssuanceReport={may.issuanceReport} />
          </div>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </>
  );
};
