import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../src/components';
import { BeneficiarySearchPanel } from '../beneficiarios/BeneficiarySearchPanel';
import { InsuredCreateDialog } from './InsuredCreateDialog';
import { InsuredQuickSearch } from './InsuredQuickSearch';
import { useInsuredPermissions } from './insuredPermissions';
import { InsuredSearchPanel } from './InsuredSearchPanel';

type TabKey = 'segurados' | 'beneficiarios';

/** /segurados: the insured search (and "Novo segurado"), with the beneficiaries as a second tab. */
export const InsuredList = () => {
  const translate = useTranslate();
  const permissions = useInsuredPermissions();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('aba') === 'beneficiarios' ? 'beneficiarios' : 'segurados';
  const [creating, setCreating] = useState(false);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-segurados">
      <Title title={translate('resources.segurados.list.title')} />
      <Breadcrumb items={[{ label: 'resources.segurados.list.title' }]} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate('resources.segurados.list.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('resources.segurados.list.subtitle')}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <InsuredQuickSearch />
          {permissions.canManage && tab === 'segurados' && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('resources.segurados.list.create')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) =>
          setParams(next === 'segurados' ? {} : { aba: next }, { replace: true })
        }
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="segurados" label={translate('resources.segurados.list.tabInsureds')} />
        <Tab value="beneficiarios" label={translate('resources.segurados.list.tabBeneficiaries')} />
      </Tabs>
      <Card>
        <CardContent>
          {tab === 'segurados' ? <InsuredSearchPanel /> : <BeneficiarySearchPanel />}
        </CardContent>
      </Card>
      {creating && <InsuredCreateDialog open onClose={() => setCreating(false)} />}
    </Box>
  );
};
