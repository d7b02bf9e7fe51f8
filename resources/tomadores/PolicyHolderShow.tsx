import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import { HistoryPanel, LocationsPanel, PartyShowFrame } from '../../src/components/parties';
import { RequestDocumentsPanel } from '../../src/components/parties/RequestDocumentsPanel';
import { BranchesTab } from './BranchesTab';
import { BrokersTab } from './BrokersTab';
import { DataTab } from './DataTab';
import { EconomicGroupTab } from './EconomicGroupTab';
import { HolderChips } from './HolderChips';
import { useHolderPermissions } from './holderPermissions';
import { LimitsTab } from './LimitsTab';
import { removePolicyHolderLocation, savePolicyHolderLocation } from './policyHoldersApi';
import { ProposalCheck } from './ProposalCheck';
import { usePolicyHolder } from './usePolicyHolder';

const TABS = {
  data: 'tabData',
  branches: 'tabBranches',
  locations: 'tabLocations',
  limits: 'tabLimits',
  documents: 'tabDocuments',
  group: 'tabGroup',
  brokers: 'tabBrokers',
  history: 'tabHistory',
} as const;
type TabKey = keyof typeof TABS;

/** /tomador/:tomadorUniqueId: everything about one holder, one tab per subject. */
export const PolicyHolderShow = () => {
  const translate = useTranslate();
  const { tomadorUniqueId = '' } = useParams();
  const permissions = useHolderPermissions();
  const { detail, history, reload } = usePolicyHolder(tomadorUniqueId);
  const [tab, setTab] = useState<TabKey>('data');
  const { data: holder } = detail;
  const t = (key: string) => translate(`resources.tomadores.${key}`);
  const tabProps = holder && { holder, permissions, reload };

  return (
    <PartyShowFrame resource="tomadores" testId="page-tomador" name={holder?.Name} query={detail}>
      {holder && tabProps && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, mb: 1 }}
          >
            <Typography variant="h5" component="h1">
              {holder.Name}
            </Typography>
            <HolderChips holder={holder} />
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {maskDocument(holder.CpfCnpj)}
            {holder.EconomicGroupName && ` · ${holder.EconomicGroupName}`}
          </Typography>
          {permissions.canCheckProposal && <ProposalCheck cnpj={holder.CpfCnpj} />}
          <Tabs
            value={tab}
            onChange={(_, value: TabKey) => setTab(value)}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {(Object.keys(TABS) as TabKey[]).map((key) => (
              <Tab key={key} value={key} label={t(`show.${TABS[key]}`)} />
            ))}
          </Tabs>
          {tab === 'data' && <DataTab {...tabProps} />}
          {tab === 'branches' && <BranchesTab {...tabProps} />}
          {tab === 'locations' && (
            <LocationsPanel
              locations={holder.Locations}
              canManage={permissions.canManage}
              onAdd={(input) => reload(savePolicyHolderLocation(holder.UniqueId, input))}
              onUpdate={(id, input) => reload(savePolicyHolderLocation(holder.UniqueId, input, id))}
              onRemove={(id) => reload(removePolicyHolderLocation(id))}
            />
          )}
          {tab === 'limits' && <LimitsTab {...tabProps} />}
          {tab === 'documents' && (
            <Stack spacing={2}>
              <RequestDocumentsPanel
                owner={{ kind: 'policy_holder', uniqueId: holder.UniqueId }}
                title={t('documents.holder')}
              />
              <RequestDocumentsPanel
                owner={{ kind: 'policy_holder_limit', uniqueId: holder.UniqueId }}
                title={t('documents.limit')}
              />
            </Stack>
          )}
          {tab === 'group' && <EconomicGroupTab key={holder.Version} {...tabProps} />}
          {tab === 'brokers' && <BrokersTab {...tabProps} />}
          {tab === 'history' && <HistoryPanel rows={history.data} loading={history.isPending} />}
        </>
      )}
    </PartyShowFrame>
  );
};
