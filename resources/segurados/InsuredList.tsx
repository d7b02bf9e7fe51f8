import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../src/components';
import { BeneficiarySearchPanel } from '../beneficiarios/BeneficiarySearchPanel';
import { InsuredCreateDialog } from './InsuredCreateDialog';
import { InsuredQuickSearch } from './InsuredQuickSearch';
import { InsuredSearchPanel } from './InsuredSearchPanel';

type TabKey = 'segurados' | 'beneficiarios';

/** /segurados: the insured search (and "Novo segurado"), with the beneficiaries as a second tab. */
export const InsuredList = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('aba') === 'beneficiarios' ? 'beneficiarios' : 'segurados';
  const [creating, setCreating] = useState(false);

  return (
    <PageFrame
      testId="page-segurados"
      title={translate('resources.segurados.list.title')}
      subtitle={translate('resources.segurados.list.subtitle')}
      breadcrumb={[{ label: 'resources.segurados.list.title' }]}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <InsuredQuickSearch />
          {tab === 'segurados' && (
            <CanAccess resource="segurados" action="create">
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {translate('resources.segurados.list.create')}
              </Button>
            </CanAccess>
          )}
        </Stack>
      }
    >
      {/*
        A tab switch is a history entry, so Back returns to the other tab. Only the visible tab's
        List is mounted: the insured List keeps its filter, page and sort in the URL (without
        `aba`), the beneficiaries List in the store (see BeneficiarySearchPanel).
      */}
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setParams(next === 'segurados' ? {} : { aba: next })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="segurados" label={translate('resources.segurados.list.tabInsureds')} />
        <Tab value="beneficiarios" label={translate('resources.segurados.list.tabBeneficiaries')} />
      </Tabs>
      {tab === 'segurados' ? <InsuredSearchPanel /> : <BeneficiarySearchPanel />}
      {creating && <InsuredCreateDialog open onClose={() => setCreating(false)} />}
    </PageFrame>
  );
};
