import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider } from 'react-admin';
import { Breadcrumb } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import { BrokerHeader } from './BrokerHeader';
import { BrokerTabs } from './BrokerTabs';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';

const queryKey = ['corretores', 'current'] as const;

/** /corretor: the broker's own data, its standing (ValidateBrokerStatus) and its documents. */
export const OwnBrokerPage = () => {
  const { getBrokerStatus, getCurrentBroker } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const queryClient = useQueryClient();
  const broker = useQuery({ queryKey, queryFn: getCurrentBroker });
  const status = useQuery({ queryKey: ['corretores', 'status'], queryFn: getBrokerStatus });
  const { canAccess: canEdit = false } = useCanAccess({
    resource: 'corretores',
    action: 'editOwn',
  });
  const title = t('own.title');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-corretor">
      <Title title={title} />
      <Breadcrumb items={[{ label: title }]} />
      {status.data && status.data.Messages.length > 0 && (
        <Alert severity={status.data.CanOperate ? 'warning' : 'error'} sx={{ mb: 2 }} role="status">
          <AlertTitle>
            {status.data.CanOperate ? t('own.attention') : t('own.cannotOperate')}
          </AlertTitle>
          {status.data.Messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
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
          <BrokerHeader
            broker={broker.data}
            canManage={false}
            onChanged={() => void queryClient.invalidateQueries({ queryKey })}
          />
          <BrokerTabs broker={broker.data} view="own" canEdit={canEdit} queryKey={queryKey} />
        </>
      )}
    </Box>
  );
};
OwnBrokerPage.path = '/corretor';
