import { Stack, Typography } from '@mui/material';
import {
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import type { PolicyHolderDetail } from '../../domain/policyHolders';
import { HistoryPanel, LocationsPanel, PartyShow } from '../../src/components/parties';
import { RequestDocumentsPanel } from '../../src/components/parties/RequestDocumentsPanel';
import { RelatedPoliciesTab } from '../apolices/RelatedPoliciesTab';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { BranchesTab } from './BranchesTab';
import { BrokersTab } from './BrokersTab';
import { CcgTab } from './CcgTab';
import { DataTab } from './DataTab';
import { EconomicGroupTab } from './EconomicGroupTab';
import { HolderChips } from './HolderChips';
import { HolderProposalsCard } from './HolderProposalsCard';
import { useHolderAccess } from './holderAccess';
import { LimitsTab } from './LimitsTab';
import { ProposalCheck } from './ProposalCheck';
import { usePolicyHolderRefresh } from './usePolicyHolder';
import { useDeferredReady } from '../../src/components/useDeferredReady';

type HolderRecord = PolicyHolderDetail & { id: string };

/**
 * /tomador/:tomadorUniqueId: everything about one holder, one tab per subject, on react-admin's
 * Show (PartyShow): an unknown or out-of-scope holder says "Tomador não encontrado." in place.
 */
export const PolicyHolderShow = () => {
  const { tomadorUniqueId = '' } = useParams();
  return (
    <PartyShow resource="tomadores" id={tomadorUniqueId} testId="page-tomador">
      <HolderTabs />
    </PartyShow>
  );
};

const HolderTabs = () => {
  const translate = useTranslate();
  const holder = useRecordContext<HolderRecord>() as HolderRecord;
  const { can: permissions, isPending } = useHolderAccess();
  // GetProposals: any proposal viewer, within its own scope (the gateway's rule)
  const proposalsAccess = useCanAccess({ resource: 'propostas', action: 'list' });
  // the holder's policies: whoever may see policies, within its own scope
  const policiesAccess = useCanAccess({ resource: 'apolices', action: 'list' });
  const { history, reload } = usePolicyHolderRefresh(holder.Id);
  const { savePolicyHolderLocation, removePolicyHolderLocation } =
    useDataProvider<AvalDataProvider>();
  const t = (key: string) => translate(`resources.tomadores.${key}`);
  const tabProps = { holder, permissions, reload };
  const tab = (key: string) => `resources.tomadores.show.${key}`;

  // no tab before the user's actions are known: none shows a button it would then take away;
  // the tabs then mount as a transition. The holder's name and document need no permission, so
  // they show as soon as the record is there, in a commit of their own (the name is what a
  // person looks for first, and rendering it with the tabs kept it off screen for the tabs' time).
  const ready = useDeferredReady(
    !isPending && !proposalsAccess.isPending && !policiesAccess.isPending,
  );
  return (
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
      {ready && permissions.checkProposal && <ProposalCheck cnpj={holder.CpfCnpj} />}
      {/* tabs in state, not in the URL: /tomador/:id is the spec's one path for the page */}
      {ready && (
        <TabbedShowLayout
          syncWithLocation={false}
          sx={{ px: 0, '& .ra-field': { width: '100%' }, '& .MuiTabs-root': { mb: 2 } }}
          tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}
        >
          <TabbedShowLayout.Tab label={tab('tabData')}>
            <div>
              <DataTab {...tabProps} />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabBranches')}>
            <div>
              <BranchesTab {...tabProps} />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabLocations')}>
            <div>
              <LocationsPanel
                locations={holder.Locations}
                canManage={permissions.edit}
                onAdd={(input) => reload(savePolicyHolderLocation(holder.UniqueId, input))}
                onUpdate={(id, input) =>
                  reload(savePolicyHolderLocation(holder.UniqueId, input, id))
                }
                onRemove={(id) => reload(removePolicyHolderLocation(id))}
              />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabLimits')}>
            <div>
              <LimitsTab {...tabProps} />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabDocuments')}>
            <div>
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
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabGroup')}>
            <div>
              <EconomicGroupTab key={holder.Version} {...tabProps} />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="CCG">
            <div>
              <CcgTab holder={holder} />
            </div>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={tab('tabBrokers')}>
            <div>
              <BrokersTab {...tabProps} />
            </div>
          </TabbedShowLayout.Tab>
          {proposalsAccess.canAccess && (
            <TabbedShowLayout.Tab label={tab('tabProposals')}>
              <div>
                <HolderProposalsCard cpfCnpj={holder.CpfCnpj} />
              </div>
            </TabbedShowLayout.Tab>
          )}
          {policiesAccess.canAccess && (
            <TabbedShowLayout.Tab label="resources.apolices.related.tab">
              <div>
                <RelatedPoliciesTab party="holder" />
              </div>
            </TabbedShowLayout.Tab>
          )}
          <TabbedShowLayout.Tab label={tab('tabHistory')}>
            <div>
              <HistoryPanel rows={history.data} loading={history.isPending} />
            </div>
          </TabbedShowLayout.Tab>
        </TabbedShowLayout>
      )}
    </>
  );
};
