import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  InputAdornment,
  LinearProgress,
  List,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { ModalityGroupAnswer } from '../../domain/modalities';
import { PageFrame } from '../../src/components';
import { BranchGroupHistoryCard } from './BranchGroupHistoryCard';
import { BranchToolbar } from './BranchToolbar';
import { ModalityCreateDialog } from './ModalityCreateDialog';
import { ModalityListRow } from './ModalitySummary';
import { groupPath, MENU_PATH } from './paths';
import { PremiumLimitCard } from './PremiumLimitCard';
import { useModalityCatalogue } from './useModalities';

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The groups of a branch whose name or modalities match the search, with the matching ones. */
export const filterGroups = (groups: ModalityGroupAnswer[], search: string) => {
  const wanted = normalise(search.trim());
  if (!wanted) return groups;
  return groups.flatMap((group) => {
    if (normalise(group.Name).includes(wanted)) return [group];
    const modalities = group.Modalities.filter((modality) =>
      normalise(`${modality.Name} ${modality.Ref ?? ''}`).includes(wanted),
    );
    return modalities.length ? [{ ...group, Modalities: modalities }] : [];
  });
};

export const GroupCard = ({ group }: { group: ModalityGroupAnswer }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader
        title={group.Name}
        subheader={translate('resources.modalidades.list.count', {
          smart_count: group.Modalities.length,
        })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={Link} to={groupPath(group.BranchId, group.Id)} size="small">
            {translate('resources.modalidades.list.openGroup')}
          </Button>
        }
      />
      <List disablePadding dense>
        {group.Modalities.map((modality) => (
          <ModalityListRow key={modality.Id} modality={modality} />
        ))}
      </List>
    </Card>
  );
};

/** /parametrizacao/modalidades: branches as tabs, each with its groups and their modalities. */
export const ModalityList = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.list.${key}`);
  const { branches, groups } = useModalityCatalogue();
  const [branchId, setBranchId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const currentBranch = branchId ?? branches.data?.[0]?.Id ?? null;
  const branchGroups = useMemo(
    () => (groups.data ?? []).filter((group) => group.BranchId === currentBranch),
    [groups.data, currentBranch],
  );
  const shown = filterGroups(branchGroups, search);
  const failed = branches.error ?? groups.error;

  return (
    <PageFrame
      testId="page-modalidades"
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={[
        { label: 'resources.modalidades.menuTitle', to: MENU_PATH },
        { label: 'resources.modalidades.list.title' },
      ]}
      action={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          disabled={!branchGroups.length}
        >
          {t('create')}
        </Button>
      }
    >
      {(branches.isPending || groups.isPending) && <LinearProgress sx={{ mb: 2 }} />}
      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void branches.refetch();
                void groups.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      {currentBranch !== null && (
        <Tabs
          value={currentBranch}
          onChange={(_, value: number) => setBranchId(value)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {branches.data?.map((branch) => (
            <Tab key={branch.Id} value={branch.Id} label={`${branch.Code} · ${branch.Name}`} />
          ))}
        </Tabs>
      )}
      <BranchToolbar branchId={currentBranch} />
      <TextField
        size="small"
        label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack spacing={2}>
        {shown.map((group) => (
          <GroupCard key={group.Id} group={group} />
        ))}
        {groups.data && !shown.length && (
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{t('empty')}</Typography>
            </CardContent>
          </Card>
        )}
      </Stack>
      <Box sx={{ mt: 3 }}>
        <PremiumLimitCard />
      </Box>
      <Box sx={{ mt: 2 }}>
        <BranchGroupHistoryCard />
      </Box>
      {creating && (
        <ModalityCreateDialog open onClose={() => setCreating(false)} groups={branchGroups} />
      )}
    </PageFrame>
  );
};
