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
import { useEffect, useState } from 'react';
import { Link, useGetList, useListController, useTranslate } from 'react-admin';
import type { ModalityGroupAnswer } from '../../domain/modalities';
import { PageFrame } from '../../src/components';
import { BranchGroupHistoryCard } from './BranchGroupHistoryCard';
import { BranchToolbar } from './BranchToolbar';
import { ModalityCreateDialog } from './ModalityCreateDialog';
import { ModalityListRow } from './ModalitySummary';
import { groupPath, MENU_PATH } from './paths';
import { PremiumLimitCard } from './PremiumLimitCard';
import { useModalityBranches } from './useModalities';

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

/** A record of the `modalidades` list: a group of the catalogue with its (matching) modalities. */
type GroupRecord = ModalityGroupAnswer & { id: string };

// every group of a branch on one page: the screen groups them, it has no pager
const PER_PAGE = 1000;
const BY_GATEWAY_ORDER = { field: 'id', order: 'ASC' } as const;

const SEARCH_DELAY_MS = 500;

/**
 * The search field: typed text shows at once and reaches the list's filter once typing pauses;
 * the filter coming back from the URL (Back, reload) refills the field. A branch picked while a
 * search is pending restarts it with the new filter, so neither undoes the other.
 */
const useSearchText = (filterValues: Record<string, unknown>, setFilters: SetFilters) => {
  const applied = String(filterValues.q ?? '');
  const [search, setSearch] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    setSearch(applied);
  }
  useEffect(() => {
    if (applied === search) return undefined;
    const timer = setTimeout(() => setFilters({ ...filterValues, q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [applied, search, filterValues, setFilters]);
  return [search, setSearch] as const;
};
type SetFilters = ReturnType<typeof useListController>['setFilters'];

/**
 * /parametrizacao/modalidades: branches as tabs, each with its groups and their modalities. The
 * branch tab and the search are the list's filter (`BranchId`, `q`), kept in the URL.
 */
export const ModalityList = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.list.${key}`);
  const { branches } = useModalityBranches();
  const firstBranch = branches.data?.[0]?.Id;
  const list = useListController<GroupRecord>({
    resource: 'modalidades',
    perPage: PER_PAGE,
    sort: BY_GATEWAY_ORDER,
    filterDefaultValues: firstBranch === undefined ? {} : { BranchId: firstBranch },
    // the first branch is the default tab: wait for it rather than read every branch's groups
    queryOptions: { enabled: branches.isSuccess },
  });
  const { filterValues, setFilters } = list;
  const [search, setSearch] = useSearchText(filterValues, setFilters);
  const [creating, setCreating] = useState(false);
  const currentBranch =
    filterValues.BranchId === undefined ? (firstBranch ?? null) : Number(filterValues.BranchId);
  // every group of the branch, whatever the search: where a new modality may go
  const branchGroups = useGetList<GroupRecord>(
    'modalidades',
    {
      filter: { BranchId: currentBranch },
      pagination: { page: 1, perPage: PER_PAGE },
      sort: BY_GATEWAY_ORDER,
    },
    { enabled: currentBranch !== null },
  );
  const shown = (list.data ?? []).filter((group) => group.BranchId === currentBranch);
  const failed = branches.error ?? list.error;

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
          disabled={!branchGroups.data?.length}
        >
          {t('create')}
        </Button>
      }
    >
      {(branches.isPending || list.isPending) && !failed && <LinearProgress sx={{ mb: 2 }} />}
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
                void list.refetch();
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
          onChange={(_, value: number) =>
            setFilters({ ...filterValues, BranchId: value, q: search })
          }
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
        {list.data && !shown.length && (
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
        <ModalityCreateDialog
          open
          onClose={() => setCreating(false)}
          groups={branchGroups.data ?? []}
        />
      )}
    </PageFrame>
  );
};
