import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Title, useDataProvider, useTranslate } from 'react-admin';
import { maskCnpj } from '../../../domain/cpfCnpj';
import { Breadcrumb } from '../../components/Breadcrumb';
import type { AvalDataProvider } from '../../providers/dataProvider';
import type { AdvisorBroker } from '../../providers/waysInApi';
import { useSessionSwitch } from './useSessionSwitch';
import { RowsTable } from '../../components/lists';

type BrokerRow = AdvisorBroker & { id: string };

const statusOf = (broker: AdvisorBroker) => {
  if (broker.IsBlocked) return { key: 'blocked', color: 'error' } as const;
  if (broker.RegistrationStatus === 'pending') return { key: 'pending', color: 'warning' } as const;
  if (broker.RegistrationStatus === 'rejected') return { key: 'rejected', color: 'error' } as const;
  return { key: 'active', color: 'success' } as const;
};

/** /corretor-assessoria: the brokers an advisor may act for, each with "Atuar como corretor". */
export const AdvisorBrokersPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`aval.waysIn.advisor.brokers.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const brokers = useQuery({
    queryKey: ['aval', 'advisorBrokers'],
    queryFn: async (): Promise<BrokerRow[]> =>
      (await dataProvider.getAdvisorBrokers()).map((broker) => ({
        ...broker,
        id: broker.UniqueId,
      })),
  });
  const { actAsBroker, pending } = useSessionSwitch();
  const title = translate('aval.routes.corretorAssessoria');

  return (
    <Box data-testid="page-advisor-brokers" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Breadcrumb items={[{ label: title }]} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          {brokers.isError ? (
            <Alert
              severity="error"
              action={<Button onClick={() => brokers.refetch()}>{t('retry')}</Button>}
            >
              {brokers.error.message || t('loadError')}
            </Alert>
          ) : (
            // the gateway answers every broker of the advisor at once: sorted here, in one page
            <RowsTable
              resource="corretores"
              rows={brokers.data}
              isPending={brokers.isPending}
              sort={{ field: 'Name', order: 'ASC' }}
              aria-label={title}
              storeKey="advisorBrokers.datatable"
              empty={<Alert severity="info">{t('empty')}</Alert>}
            >
              <DataTable.Col
                source="Name"
                label={t('name')}
                sx={{ fontWeight: 600 }}
                render={(broker: BrokerRow) => broker.Name}
              />
              <DataTable.Col
                source="Cnpj"
                label={t('cnpj')}
                render={(broker: BrokerRow) => maskCnpj(broker.Cnpj)}
              />
              <DataTable.Col source="SusepCode" label={t('susep')} />
              <DataTable.Col
                label={t('status')}
                disableSort
                render={(broker: BrokerRow) => {
                  const status = statusOf(broker);
                  return <Chip size="small" color={status.color} label={t(status.key)} />;
                }}
              />
              <DataTable.Col
                label={t('actions')}
                align="right"
                disableSort
                render={(broker: BrokerRow) => (
                  <Button
                    variant="contained"
                    size="small"
                    startIcon={
                      pending === broker.UniqueId ? (
                        <CircularProgress size={16} color="inherit" />
                      ) : (
                        <SwapHorizIcon />
                      )
                    }
                    disabled={!broker.CanAct || pending !== null}
                    aria-label={t('actAsBroker', { name: broker.Name })}
                    onClick={() => actAsBroker(broker.UniqueId)}
                  >
                    {t('actAs')}
                  </Button>
                )}
              />
            </RowsTable>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
AdvisorBrokersPage.path = '/corretor-assessoria';
