import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { BrokerDetail } from '../../domain/brokers';
import { Breadcrumb } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import { BrokerHeader } from './BrokerHeader';
import { BrokerTabs } from './BrokerTabs';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';

type BrokerRecord = BrokerDetail & { id: string };

/** /corretor/:corretorUniqueId: the insurer's view of one broker. */
export const BrokerShow = () => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const { corretorUniqueId = '' } = useParams();
  const { canAccess: canManage = false } = useCanAccess({
    resource: 'corretores',
    action: 'manage',
  });
  const queryKey = ['corretores', 'broker', corretorUniqueId] as const;
  // getOne of the resource, under a key of its own: the tabs write the saved broker into it
  const broker = useQuery({
    queryKey,
    queryFn: async () =>
      (await dataProvider.getOne<BrokerRecord>('corretores', { id: corretorUniqueId })).data,
  });
  const queryClient = useQueryClient();
  const refresh = () => {
    void broker.refetch();
    void queryClient.invalidateQueries({ queryKey: ['corretores', 'history'] });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-corretor-detalhe">
      <Title title={broker.data?.Name ?? t('show.title')} />
      <Breadcrumb
        items={[
          { label: 'resources.corretores.list.title', to: '/corretores' },
          { label: broker.data?.Name ?? t('show.title') },
        ]}
      />
      {broker.isPending && <CircularProgress aria-label={t('show.loading')} />}
      {broker.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => broker.refetch()}>{t('actions.retry')}</Button>}
        >
          {gatewayMessages(broker.error).join(' ')}
        </Alert>
      )}
      {broker.data && (
        <>
          <BrokerHeader broker={broker.data} canManage={canManage} onChanged={refresh} />
          <BrokerTabs broker={broker.data} view="insurer" canEdit={canManage} queryKey={queryKey} />
        </>
      )}
    </Box>
  );
};
BrokerShow.path = '/corretor/:corretorUniqueId';
