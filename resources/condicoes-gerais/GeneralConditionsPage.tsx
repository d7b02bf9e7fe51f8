import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Breadcrumb } from '../../src/components';
import { ConditionsHistory } from './ConditionsHistory';
import { SectorPanel } from './SectorPanel';

const TABS = ['PRIVATE', 'PUBLIC', 'history'] as const;
type TabKey = (typeof TABS)[number];

/** /parametrizacao/condicoes-gerais: private and public sectors, and the change history. */
export const GeneralConditionsPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.condicoes-gerais.${key}`);
  const [tab, setTab] = useState<TabKey>('PRIVATE');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-condicoes-gerais">
      <Title title={t('title')} />
      <Breadcrumb
        items={[
          { label: 'resources.modalidades.menuTitle', to: '/parametrizacao/menu' },
          { label: 'resources.condicoes-gerais.title' },
        ]}
      />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('subtitle')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === 'history' ? <ConditionsHistory /> : <SectorPanel key={tab} sector={tab} />}
    </Box>
  );
};
