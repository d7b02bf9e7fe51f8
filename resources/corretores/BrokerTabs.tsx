import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { bankAccountFields, type BankAccountData } from '../../domain/banks';
import type { BrokerDetail } from '../../domain/brokers';
import { HistoryPanel } from '../../src/components/parties';
import { RequestDocumentsPanel } from '../../src/components/parties/RequestDocumentsPanel';
import { BrokerDataForm } from './BrokerDataForm';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { CommissionsTable } from './CommissionsTable';
import { FinancialDataForm } from './FinancialDataForm';
import { NominatedHoldersTable } from './NominatedHoldersTable';
import { PartnersForm } from './PartnersForm';
import { useBrokerSave } from './useBrokerSave';
import { useBrokerText } from './useBrokerText';

export interface BrokerTabsProps {
  broker: BrokerDetail;
  /** 'insurer': /corretor/:corretorUniqueId; 'own': the broker's own /corretor. */
  view: 'insurer' | 'own';
  canEdit: boolean;
  /** The query key the broker was read with, refreshed after a save. */
  queryKey: readonly unknown[];
}

const tabKeys = [
  'data',
  'financial',
  'partners',
  'commissions',
  'holders',
  'documents',
  'history',
] as const;

/** The broker's sections, one tab each; the forms save through UpdateBroker. */
export const BrokerTabs = ({ broker, view, canEdit, queryKey }: BrokerTabsProps) => {
  const { getBanks, getBrokerFinancialData, getBrokerHistory } =
    useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<(typeof tabKeys)[number]>('data');
  const banks = useQuery({
    queryKey: ['corretores', 'banks'],
    queryFn: getBanks,
    staleTime: Infinity,
  });
  const history = useQuery({
    queryKey: ['corretores', 'history', broker.Id],
    queryFn: () => getBrokerHistory(broker.Id),
    enabled: tab === 'history',
  });
  // the bank account and the bank's name come from GetBrokerFinancialData (the detail's own
  // fields fill the form until it answers, or if it fails)
  const financial = useQuery({
    queryKey: ['corretores', 'financial', broker.UniqueId, broker.Version],
    queryFn: () => getBrokerFinancialData(broker.UniqueId),
    enabled: tab === 'financial' && Boolean(broker.UniqueId),
    retry: false,
  });
  const onSaved = (saved: BrokerDetail) => {
    queryClient.setQueryData(queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: ['corretores', 'history', broker.Id] });
    void queryClient.invalidateQueries({ queryKey: ['corretores', 'financial', broker.UniqueId] });
  };
  const bankSource = financial.data ?? broker;
  const bankAccount = useMemo(
    () =>
      Object.fromEntries(
        bankAccountFields.map((field) => [field, bankSource[field]]),
      ) as unknown as BankAccountData,
    [bankSource],
  );
  const save = useBrokerSave(broker, onSaved, { sendSusep: view === 'insurer' });

  return (
    <Card>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('tabs.label')}
        >
          {tabKeys.map((key) => (
            <Tab key={key} value={key} label={t(`tabs.${key}`)} />
          ))}
        </Tabs>
      </Box>
      <CardContent>
        {tab === 'data' && (
          <BrokerDataForm
            key={broker.Version}
            broker={broker}
            canEdit={canEdit}
            canEditSusep={view === 'insurer'}
            onSave={save.saveData}
          />
        )}
        {tab === 'financial' && (
          <FinancialDataForm
            key={`${broker.Version}:${financial.isSuccess}`}
            value={bankAccount}
            bankName={bankSource.BankName}
            banks={banks.data}
            banksLoading={banks.isPending}
            canEdit={canEdit}
            onSave={save.saveBankAccount}
          />
        )}
        {tab === 'partners' && (
          <PartnersForm
            key={broker.Version}
            partners={broker.Socios}
            canEdit={canEdit}
            onSave={save.savePartners}
          />
        )}
        {tab === 'commissions' && <CommissionsTable brokerId={broker.Id} />}
        {tab === 'holders' && <NominatedHoldersTable brokerUniqueId={broker.UniqueId} />}
        {tab === 'documents' && (
          <RequestDocumentsPanel
            owner={
              view === 'own' ? { kind: 'own_broker' } : { kind: 'broker', brokerId: broker.Id }
            }
            title={t('tabs.documents')}
          />
        )}
        {tab === 'history' && <HistoryPanel rows={history.data} loading={history.isPending} />}
      </CardContent>
    </Card>
  );
};
