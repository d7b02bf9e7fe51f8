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
import { Title, useTranslate } from 'react-admin';
import { Breadcrumb } from '../../src/components';
import { HistoryPanel } from '../../src/components/parties';
import { PjEvaluationCard } from './PjEvaluationCard';
import { PjQuerySettingsForm } from './PjQuerySettingsForm';
import { usePjSettings } from './usePjSettings';

/** /parametrizacao/consulta-pj: what is checked when a PJ policy holder is registered. */
export const PjQuerySettingsPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.consultaPj.${key}`);
  const { settings, history } = usePjSettings();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-consulta-pj">
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
          <PjQuerySettingsForm key={settings.data.Version} answer={settings.data} />
          <PjEvaluationCard />
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
