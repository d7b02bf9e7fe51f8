import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import { Breadcrumb } from '../../src/components';
import { HistoryPanel, LocationsPanel } from '../../src/components/parties';
import { RequestDocumentsPanel } from '../../src/components/parties/RequestDocumentsPanel';
import { InsuredChips } from './InsuredChips';
import { InsuredDataCard } from './InsuredDataCard';
import { useInsuredPermissions } from './insuredPermissions';
import { useInsured } from './useInsured';

const TABS = ['data', 'locations', 'documents', 'history'] as const;
type TabKey = (typeof TABS)[number];
const tabLabel: Record<TabKey, string> = {
  data: 'tabData',
  locations: 'tabLocations',
  documents: 'tabDocuments',
  history: 'tabHistory',
};

/** /segurado/:seguradoUniqueId: Dados, Endereços, Documentos and Histórico of one insured. */
export const InsuredShow = () => {
  const translate = useTranslate();
  const { seguradoUniqueId = '' } = useParams();
  const permissions = useInsuredPermissions();
  const insured = useInsured(seguradoUniqueId);
  const [tab, setTab] = useState<TabKey>('data');
  const { data, isPending, error, refetch } = insured.detail;
  const notFound = (error as { status?: number } | null)?.status === 404;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-segurado">
      <Title title={data?.Name ?? translate('resources.segurados.show.breadcrumb')} />
      <Breadcrumb
        items={[
          { label: 'resources.segurados.list.title', to: '/segurados' },
          { label: data?.Name ?? 'resources.segurados.show.breadcrumb' },
        ]}
      />
      {isPending && <LinearProgress sx={{ mb: 2 }} />}
      {error && (
        <Alert
          severity="error"
          action={
            notFound ? (
              <Button component={Link} to="/segurados" color="inherit" size="small">
                {translate('resources.segurados.show.back')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => refetch()}>
                {translate('resources.segurados.list.retry')}
              </Button>
            )
          }
        >
          {translate(`resources.segurados.show.${notFound ? 'notFound' : 'loadError'}`)}
        </Alert>
      )}
      {data && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
                {data.Name}
              </Typography>
              <Typography color="text.secondary">{maskDocument(data.CpfCnpj)}</Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <InsuredChips insured={data} />
              <Button component={Link} to="/segurados" startIcon={<ArrowBackIcon />}>
                {translate('resources.segurados.show.back')}
              </Button>
            </Stack>
          </Stack>
          {!permissions.canManage && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.segurados.show.readOnly')}
            </Alert>
          )}
          <Tabs
            value={tab}
            onChange={(_, next: TabKey) => setTab(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((key) => (
              <Tab
                key={key}
                value={key}
                label={translate(`resources.segurados.show.${tabLabel[key]}`)}
              />
            ))}
          </Tabs>
          {tab === 'data' && (
            <InsuredDataCard
              insured={data}
              permissions={permissions}
              onRename={insured.rename}
              onBranchChange={insured.setBranch}
              onBlockedChange={insured.setBlocked}
            />
          )}
          {tab === 'locations' && (
            <LocationsPanel
              locations={data.Locations}
              canManage={permissions.canManage}
              onAdd={insured.addLocation}
              onUpdate={insured.updateLocation}
              onRemove={insured.removeLocation}
            />
          )}
          {tab === 'documents' && (
            <RequestDocumentsPanel owner={{ kind: 'insured', uniqueId: data.UniqueId }} />
          )}
          {tab === 'history' && (
            <HistoryPanel rows={insured.history.data} loading={insured.history.isPending} />
          )}
        </>
      )}
    </Box>
  );
};
