import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import { formatBRL } from '../../domain/format';
import { ListStatus, PageFrame, SearchButtons, TablePager } from '../../src/components';
import { DocumentTextField } from '../../src/components/parties';
import { HolderChips } from './HolderChips';
import { useHolderPermissions } from './holderPermissions';
import { PolicyHolderCreateDialog } from './PolicyHolderCreateDialog';
import { searchPolicyHolders } from './policyHoldersApi';
import { holderKeys } from './usePolicyHolder';

interface Filter {
  policyHolderName: string;
  policyHolderDocument: string;
}
const EMPTY: Filter = { policyHolderName: '', policyHolderDocument: '' };

/** /tomadores: the holders the user reaches (a broker: those nominated to it), by name and document. */
export const PolicyHolderList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const permissions = useHolderPermissions();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(20);
  const [creating, setCreating] = useState(false);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: [...holderKeys.search, filter, page, rowsPerPage],
    queryFn: () =>
      searchPolicyHolders({
        policyHolderName: filter.policyHolderName.trim() || undefined,
        policyHolderDocument: filter.policyHolderDocument || undefined,
        currentPage: page + 1,
        rowsPerPage,
      }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilter(draft);
  };
  const rows = data?.Data ?? [];
  const t = (key: string, options?: object) => translate(`resources.tomadores.${key}`, options);

  return (
    <PageFrame
      testId="page-tomadores"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      breadcrumb={[{ label: 'resources.tomadores.list.title' }]}
      action={
        permissions.canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        )
      }
    >
      <Card>
        <CardContent>
          <Stack
            component="form"
            onSubmit={submit}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ mb: 2 }}
          >
            <TextField
              label={t('list.searchName')}
              value={draft.policyHolderName}
              onChange={(event) => setDraft({ ...draft, policyHolderName: event.target.value })}
              size="small"
              fullWidth
            />
            <DocumentTextField
              value={draft.policyHolderDocument}
              onChange={(value) => setDraft({ ...draft, policyHolderDocument: value })}
              label="resources.tomadores.fields.CpfCnpj"
              size="small"
            />
            <SearchButtons
              searchLabel={t('list.search')}
              clearLabel={t('list.clear')}
              onClear={() => {
                setDraft(EMPTY);
                setFilter(EMPTY);
                setPage(0);
              }}
            />
          </Stack>
          <ListStatus
            loading={isFetching}
            error={error}
            errorText={t('list.loadError')}
            retryLabel={t('list.retry')}
            onRetry={() => refetch()}
            empty={!isFetching && !error && rows.length === 0}
            emptyText={t('list.empty')}
          />
          {rows.length > 0 && (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('fields.Name')}</TableCell>
                    <TableCell>{t('fields.CpfCnpj')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {t('fields.City')}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t('fields.LimitValue')}
                    </TableCell>
                    <TableCell>{t('fields.Status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((holder) => (
                    <TableRow
                      key={holder.UniqueId}
                      hover
                      sx={{ cursor: 'pointer' }}
                      onClick={() => navigate(`/tomador/${holder.UniqueId}`)}
                    >
                      <TableCell>
                        <Link
                          to={`/tomador/${holder.UniqueId}`}
                          aria-label={t('list.open', { name: holder.Name })}
                          onClick={(event: { stopPropagation: () => void }) =>
                            event.stopPropagation()
                          }
                        >
                          {holder.Name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {maskDocument(holder.CpfCnpj)}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {holder.CityName ? `${holder.CityName}/${holder.StateAbbreviation}` : '—'}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {holder.LimitValue ? formatBRL(holder.LimitValue) : '—'}
                      </TableCell>
                      <TableCell>
                        <HolderChips holder={holder} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <TablePager
            count={data?.PageResult.TotalRows ?? 0}
            page={page}
            onPageChange={setPage}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[10, 20, 50]}
            onRowsPerPageChange={(size) => {
              setRowsPerPage(size);
              setPage(0);
            }}
            labelRowsPerPage={t('list.rowsPerPage')}
          />
        </CardContent>
      </Card>
      {creating && (
        <PolicyHolderCreateDialog
          onClose={(created) => {
            setCreating(false);
            if (created) navigate(`/tomador/${created}`);
          }}
        />
      )}
    </PageFrame>
  );
};
