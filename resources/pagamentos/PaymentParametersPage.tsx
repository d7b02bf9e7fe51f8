import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PaymentParameterTab } from '../../domain/installmentParameters';
import { PageFrame } from '../../src/components';
import { HistoryPanel } from '../../src/components/parties';
import { ModalityOverrides } from './ModalityOverrides';
import { PaymentCreateDialog } from './PaymentCreateDialog';
import { PaymentParameterCard } from './PaymentParameterCard';
import { usePaymentHistory, usePaymentTabs } from './usePayments';

const SECTIONS = ['parameter', 'overrides', 'history'] as const;
type Section = (typeof SECTIONS)[number];

const PaymentCodePanel = ({
  tab,
  onReload,
}: {
  tab: PaymentParameterTab;
  onReload: () => void;
}) => {
  const translate = useTranslate();
  const [section, setSection] = useState<Section>('parameter');
  const parameter = tab.InstallmentParameter;
  const history = usePaymentHistory(section === 'history' ? parameter.Id : 0);
  return (
    <Box role="tabpanel" aria-label={tab.Name}>
      <Tabs
        value={section}
        onChange={(_, value: Section) => setSection(value)}
        sx={{ mb: 2 }}
        aria-label={translate('resources.pagamentos.sectionsLabel')}
      >
        {SECTIONS.map((key) => (
          <Tab key={key} value={key} label={translate(`resources.pagamentos.sections.${key}`)} />
        ))}
      </Tabs>
      {section === 'parameter' && (
        <PaymentParameterCard key={parameter.Version} parameter={parameter} onReload={onReload} />
      )}
      {section === 'overrides' && <ModalityOverrides parameter={parameter} onReload={onReload} />}
      {section === 'history' && <HistoryPanel rows={history.data} loading={history.isPending} />}
    </Box>
  );
};

/** /parametrizacao/pagamentos: one tab per payment code (Code, Name). */
export const PaymentParametersPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.pagamentos.${key}`);
  const tabs = usePaymentTabs();
  const [code, setCode] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const current = tabs.data?.find((tab) => tab.Code === code) ?? tabs.data?.[0] ?? null;
  const reload = () => void tabs.refetch();

  return (
    <PageFrame
      testId="page-pagamentos"
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={[
        { label: 'resources.modalidades.menuTitle', to: '/parametrizacao/menu' },
        { label: 'resources.pagamentos.title' },
      ]}
      action={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('create')}
        </Button>
      }
    >
      {tabs.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {tabs.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      {tabs.data && !tabs.data.length && <Alert severity="info">{t('empty')}</Alert>}
      {current && (
        <>
          <Tabs
            value={current.Code}
            onChange={(_, value: string) => setCode(value)}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            aria-label={t('codesLabel')}
          >
            {tabs.data?.map((tab) => (
              <Tab
                key={tab.Code}
                value={tab.Code}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{tab.Name}</span>
                    {!tab.InstallmentParameter.IsActive && (
                      <Chip size="small" label={t('inactive')} />
                    )}
                  </Stack>
                }
              />
            ))}
          </Tabs>
          <PaymentCodePanel key={current.Code} tab={current} onReload={reload} />
        </>
      )}
      {creating && (
        <PaymentCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(tab) => setCode(tab.Code)}
        />
      )}
    </PageFrame>
  );
};
