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
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  DataTable,
  Link,
  ListContextProvider,
  ResourceContextProvider,
  useGetList,
  useList,
  useListContext,
  useListController,
  useTranslate,
} from 'react-admin';
import { formatBRL } from '../../domain/format';
import {
  type ModalityGroupAnswer,
  type ModalityListItem,
  modalityLabels,
} from '../../domain/modalities';
import { PageFrame } from '../../src/components';
import { BrazilianExportButton } from '../../src/export';
import { BranchGroupHistoryCard } from './BranchGroupHistoryCard';
import { BranchToolbar } from './BranchToolbar';
import { ModalityCreateDialog } from './ModalityCreateDialog';
import { formatRate } from './decimalText';
import { MODALITY_ROWS } from './modalidadesDataProvider';
import { modalityExportColumns } from './modalityExportColumns';
import { ModalityChips } from './ModalitySummary';
import { groupPath, MENU_PATH, modalityPath } from './paths';
import { PremiumLimitCard } from './PremiumLimitCard';
import { useModalityBranches } from './useModalities';

type ModalityRow = ModalityListItem & { id: number };
const Col = DataTable.Col<ModalityRow>;

/**
 * A group of the catalogue and its modalities as a table. Its column headers sort through the
 * catalogue's own list (sort and order in the URL): the dataProvider orders the modalities inside
 * each group, so every group's table follows the one sort.
 */
export const GroupCard = ({ group }: { group: ModalityGroupAnswer }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.modalidades.${key}`, options);
  const { sort, setSort } = useListContext<GroupRecord>();
  const rows = group.Modalities.map((modality) => ({ ...modality, id: modality.Id }));
  // the rows as the dataProvider ordered them; the headers show and set the catalogue's sort
  const list = { ...useList<ModalityRow>({ data: rows, perPage: PER_PAGE }), sort, setSort };
  return (
    <Card variant="outlined">
      <CardHeader
        title={group.Name}
        subheader={t('list.count', { smart_count: group.Modalities.length })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={Link} to={groupPath(group.BranchId, group.Id)} size="small">
            {t('list.openGroup')}
          </Button>
        }
      />
      <ListContextProvider value={list}>
        <DataTable<ModalityRow>
          aria-label={group.Name}
          bulkActionButtons={false}
          rowClick={false}
          rowSx={(modality) => ({ opacity: modality.IsDeleted ? 0.6 : 1 })}
          empty={<Typography sx={{ px: 2, pb: 2 }}>{t('group.empty')}</Typography>}
        >
          <Col
            source="Name"
            label={modalityLabels.Name}
            render={(modality) => <Link to={modalityPath(modality)}>{modality.Name}</Link>}
          />
          <Col source="Ref" label={modalityLabels.Ref} />
          <Col
            align="right"
            source="MaxInsuredAmountValue"
            label={t('group.maxAmount')}
            render={(modality) => formatBRL(modality.MaxInsuredAmountValue)}
          />
          <Col
            align="right"
            source="MinInsurancePremium"
            label={t('group.minPremium')}
            render={(modality) => formatBRL(modality.MinInsurancePremium)}
          />
          <Col
            align="right"
            source="BaseRate"
            label={t('group.baseRate')}
            render={(modality) => formatRate(modality.BaseRate)}
          />
          <Col
            source="MaxPeriodInDays"
            label={t('group.period')}
            render={(modality) =>
              t('group.days', { min: modality.MinPeriodInDays, max: modality.MaxPeriodInDays })
            }
          />
          <Col
            source="flags"
            label={t('group.flags')}
            disableSort
            render={(modality) => <ModalityChips modality={modality} />}
          />
        </DataTable>
      </ListContextProvider>
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
 * branch tab and the search are the list's filter (`BranchId`, `q`) and the column order its
 * sort, all kept in the URL; the export writes the branch's modalities as shown.
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
  // the tables and the export read the list as shown: a URL without a branch shows the first one
  const shownList = { ...list, filterValues: { ...filterValues, BranchId: currentBranch } };
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
      <ResourceContextProvider value="modalidades">
        <ListContextProvider value={shownList}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <TextField
              size="small"
              label={t('search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 360 } }}
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
            {/* the branch's modalities as the screen shows them: search and column order */}
            <BrazilianExportButton<ModalityRow>
              columns={modalityExportColumns(translate)}
              filename="modalidades"
              meta={MODALITY_ROWS}
            />
          </Stack>
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
        </ListContextProvider>
      </ResourceContextProvider>
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
