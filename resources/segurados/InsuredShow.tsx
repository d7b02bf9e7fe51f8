import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  Link,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import type { InsuredDetail } from '../../domain/insureds';
import { HistoryPanel, LocationsPanel, PartyShow } from '../../src/components/parties';
import { RequestDocumentsPanel } from '../../src/components/parties/RequestDocumentsPanel';
import { RelatedPoliciesTab } from '../apolices/RelatedPoliciesTab';
import { InsuredChips } from './InsuredChips';
import { useInsuredAccess } from './insuredAccess';
import { InsuredDataCard } from './InsuredDataCard';
import { useInsuredChanges } from './useInsuredChanges';
import { useDeferredReady } from '../../src/components/useDeferredReady';

type InsuredRecord = InsuredDetail & { id: string };

/**
 * /segurado/:seguradoUniqueId: Dados, Endereços, Documentos and Histórico of one insured, on
 * react-admin's Show (PartyShow).
 */
export const InsuredShow = () => {
  const { seguradoUniqueId = '' } = useParams();
  return (
    <PartyShow resource="segurados" id={seguradoUniqueId} testId="page-segurado">
      <InsuredTabs />
    </PartyShow>
  );
};

const InsuredTabs = () => {
  const translate = useTranslate();
  const insured = useRecordContext<InsuredRecord>() as InsuredRecord;
  const { can: permissions, isPending } = useInsuredAccess();
  const changes = useInsuredChanges(insured);
  // the insured's policies: whoever may see policies, within its own scope
  const policiesAccess = useCanAccess({ resource: 'apolices', action: 'list' });
  const tab = (key: string) => `resources.segurados.show.${key}`;

  // no tab before the user's actions are known: none shows a button it would then take away;
  // the tabs then mount as a transition. The name and document need no permission: they show
  // as soon as the record is there, in a commit of their own, as on a holder's page.
  const ready = useDeferredReady(!isPending && !policiesAccess.isPending);
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
            {insured.Name}
          </Typography>
          <Typography color="text.secondary">{maskDocument(insured.CpfCnpj)}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <InsuredChips insured={insured} />
          <Button component={Link} to="/segurados" startIcon={<ArrowBackIcon />}>
            {translate('resources.segurados.show.back')}
          </Button>
        </Stack>
      </Stack>
      {ready && !permissions.edit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.segurados.show.readOnly')}
        </Alert>
      )}
      {/* tabs in state, not in the URL: /segurado/:id is the spec's one path for the page */}
      {ready && (
        <TabbedShowLayout
          syncWithLocation={false}
          sx={{ px: 0, '& .ra-field': { width: '100%' }, '& .MuiTabs-root': { mb: 2 } }}
          tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}
        >
          <TabbedShowLayout.Tab label={tab('tabData')}>
            <div>
              <InsuredDataCard
                insured={insured}
                permissions={permissions}
                onRename={changes.rename}
                onBranchChange={changes.setBranch}
                onBlockedChange={changes.setBlocked}
              />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabLocations')}>
            <div>
              <LocationsPanel
                locations={insured.Locations}
                canManage={permissions.edit}
                onAdd={changes.addLocation}
                onUpdate={changes.updateLocation}
                onRemove={changes.removeLocation}
              />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabDocuments')}>
            <div>
              <RequestDocumentsPanel owner={{ kind: 'insured', uniqueId: insured.UniqueId }} />
            </div>
          </TabbedShowLayout.Tab>
          {policiesAccess.canAccess && (
            <TabbedShowLayout.Tab label="resources.apolices.related.tab">
              <div>
                <RelatedPoliciesTab party="insured" />
              </div>
            </TabbedShowLayout.Tab>
          )}
          <TabbedShowLayout.Tab label={tab('tabHistory')}>
            <div>
              <HistoryPanel rows={changes.history.data} loading={changes.history.isPending} />
            </div>
          </TabbedShowLayout.Tab>
        </TabbedShowLayout>
      )}
    </>
  );
};
