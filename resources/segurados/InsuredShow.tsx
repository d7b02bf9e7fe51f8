import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import { HistoryPanel, LocationsPanel, PartyShowFrame } from '../../src/components/parties';
import { RequestDocumentsPanel } from '../../src/components/parties/RequestDocumentsPanel';
import { InsuredChips } from './InsuredChips';
import { useInsuredAccess } from './insuredAccess';
import { InsuredDataCard } from './InsuredDataCard';
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
  const { can: permissions, isPending: accessPending } = useInsuredAccess();
  const insured = useInsured(seguradoUniqueId);
  const [tab, setTab] = useState<TabKey>('data');
  const { data } = insured.detail;

  return (
    <PartyShowFrame
      resource="segurados"
      testId="page-segurado"
      name={data?.Name}
      query={insured.detail}
    >
      {data && !accessPending && (
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
          {!permissions.edit && (
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
              canManage={permissions.edit}
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
    </PartyShowFrame>
  );
};
