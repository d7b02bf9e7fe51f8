import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Breadcrumb } from '../../src/components';
import { HistoryPanel } from '../../src/components/parties';
import { getBrokerProfile, getBrokerProfileHistory } from './brokerProfileApi';
import { BrokerProfileForm } from './BrokerProfileForm';

/** /parametrizacao/broker-profile: the profiles approved brokers receive and the commission range. */
export const BrokerProfilePage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.brokerProfile.${key}`);
  const settings = useQuery({
    queryKey: ['broker-profile', 'settings'],
    queryFn: getBrokerProfile,
  });
  const history = useQuery({
    queryKey: ['broker-profile', 'history'],
    queryFn: getBrokerProfileHistory,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-broker-profile">
      <Title title={t('title')} />
      <Breadcrumb
        items={[
          { label: 'aval.parametrizacao.title', to: '/parametrizacao/menu' },
          { label: t('title') },
        ]}
      />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      {settings.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {settings.error && <Alert severity="error">{t('loadError')}</Alert>}
      {settings.data && (
        <Stack spacing={2}>
          <BrokerProfileForm key={settings.data.Version} answer={settings.data} />
          <Card variant="outlined">
            <CardHeader
              title={t('history')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <HistoryPanel
                rows={history.data?.map((row) => ({ ...row, LocationChangesHistories: [] }))}
                loading={history.isPending}
              />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
};
