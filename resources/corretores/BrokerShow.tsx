import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, usePermissions, useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { BrokerDetail } from '../../domain/brokers';
import { Functionality as F } from '../../domain/functionalities';
import { holdsAny } from '../../domain/userInfo';
import { isInsuranceStaff } from '../../domain/userTypes';
import { Breadcrumb } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { SessionUserInfo } from '../../src/providers/types';
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
  const { permissions: session } = usePermissions<SessionUserInfo | null>();
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
  const canManage =
    !!session &&
    isInsuranceStaff(session.UserTypeId) &&
    holdsAny(session, [F.GERENCIAR_CORRETORES]);

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
