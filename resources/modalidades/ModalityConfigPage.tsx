import { Alert, Box, Button, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistoryPanel } from '../../src/components/parties';
import { Breadcrumb } from '../../src/components';
import { ComplementaryTab } from './ComplementaryTab';
import { ContractualTermsTab } from './ContractualTermsTab';
import { CoveragesTab } from './CoveragesTab';
import { ModalityDataTab } from './ModalityDataTab';
import { ModalityChips } from './ModalitySummary';
import { ParticularClausesTab } from './ParticularClausesTab';
import { groupPath, MENU_PATH, MODALITIES_PATH } from './paths';
import { RequiredDocumentsTab } from './RequiredDocumentsTab';
import { useModality, useModalityReload } from './useModalities';

const TABS = [
  'data',
  'coverages',
  'complementary',
  'terms',
  'clauses',
  'documents',
  'history',
] as const;
type TabKey = (typeof TABS)[number];

/**
 * /parametrizacao/branch/:branchId/grupo/:modalityGroupId/modalidade/:modalidadeId/:modalidadeUniqueId/:
 * configure one modality — its data, coverages, complementary modalities, contractual texts,
 * particular clauses, required proposal documents and history.
 */
export const ModalityConfigPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.config.${key}`);
  const { modalidadeId = '' } = useParams();
  const { detail, history } = useModality(Number(modalidadeId) || 0);
  const reload = useModalityReload();
  const [tab, setTab] = useState<TabKey>('data');
  const modality = detail.data;
  const notFound =
    !(Number(modalidadeId) > 0) || (detail.error as { status?: number } | null)?.status === 404;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-modalidade">
      <Title title={modality?.Name ?? t('title')} />
      <Breadcrumb
        items={[
          { label: 'resources.modalidades.menuTitle', to: MENU_PATH },
          { label: 'resources.modalidades.list.title', to: MODALITIES_PATH },
          ...(modality
            ? [
                {
                  label: modality.ModalityGroupName,
                  to: groupPath(modality.BranchId, modality.ModalityGroupId),
                },
              ]
            : []),
          { label: modality?.Name ?? t('title') },
        ]}
      />
      {detail.isPending && !notFound && <LinearProgress sx={{ mb: 2 }} />}
      {(notFound || detail.error) && (
        <Alert
          severity="error"
          action={
            notFound ? (
              <Button component={Link} to={MODALITIES_PATH} color="inherit" size="small">
                {t('back')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => detail.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {t(notFound ? 'notFound' : 'loadError')}
        </Alert>
      )}
      {modality && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, mb: 0.5 }}
          >
            <Typography variant="h5" component="h1">
              {modality.Name}
            </Typography>
            <ModalityChips modality={modality} />
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {`${modality.BranchCode} · ${modality.ModalityGroupName}`}
            {modality.Ref && ` · ${modality.Ref}`}
          </Typography>
          <Tabs
            value={tab}
            onChange={(_, value: TabKey) => setTab(value)}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((key) => (
              <Tab key={key} value={key} label={t(`tabs.${key}`)} />
            ))}
          </Tabs>
          {tab === 'data' && (
            <ModalityDataTab key={modality.Version} modality={modality} reload={reload} />
          )}
          {tab === 'coverages' && <CoveragesTab modality={modality} reload={reload} />}
          {tab === 'complementary' && <ComplementaryTab modality={modality} reload={reload} />}
          {tab === 'terms' && <ContractualTermsTab modality={modality} reload={reload} />}
          {tab === 'clauses' && <ParticularClausesTab modality={modality} reload={reload} />}
          {tab === 'documents' && <RequiredDocumentsTab modality={modality} reload={reload} />}
          {tab === 'history' && <HistoryPanel rows={history.data} loading={history.isPending} />}
        </>
      )}
    </Box>
  );
};
