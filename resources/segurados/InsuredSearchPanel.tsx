import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
import { ListStatus, SearchButtons, TablePager } from '../../src/components';
import { DocumentTextField, placeLine } from '../../src/components/parties';
import { InsuredChips } from './InsuredChips';
import { type InsuredFilter, searchInsureds } from './insuredsApi';

const ROWS_OPTIONS = [10, 20, 50];

/** Search by name and CPF/CNPJ (the mask is stripped), paged on the gateway. */
export const InsuredSearchPanel = () => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [document, setDocument] = useState('');
  const [filter, setFilter] = useState<InsuredFilter>({});
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(20);
  const { data, isPending, isFetching, error, refetch } = useQuery({
    queryKey: ['segurados', 'search', filter, page, rowsPerPage],
    queryFn: () => searchInsureds(filter, page + 1, rowsPerPage),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(filter.InsuredName || filter.InsuredDocument);

  const apply = (next: InsuredFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <Box>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          apply({
            InsuredName: name.trim() || undefined,
            InsuredDocument: document || undefined,
          });
        }}
      >
        <TextField
          fullWidth
          size="small"
          label={translate('resources.segurados.list.nameFilter')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {/* a part of the document is a valid search: no "incomplete" warning here */}
        <DocumentTextField size="small" value={document} onChange={setDocument} error="" />
        <SearchButtons
          noShrink
          searchLabel={translate('resources.segurados.list.search')}
          clearLabel={translate('resources.segurados.list.clear')}
          onClear={() => {
            setName('');
            setDocument('');
            apply({});
          }}
        />
      </Stack>
      <ListStatus
        loading={isPending || isFetching}
        error={error}
        errorText={translate('resources.segurados.list.loadError')}
        retryLabel={translate('resources.segurados.list.retry')}
        onRetry={() => refetch()}
        empty={Boolean(data && data.Data.length === 0)}
        emptyText={translate(`resources.segurados.list.${filtered ? 'emptyFiltered' : 'empty'}`)}
      />
      {data && data.Data.length > 0 && (
        <>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.segurados.fields.Name')}</TableCell>
                  <TableCell>{translate('resources.segurados.fields.CpfCnpj')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {translate('resources.segurados.fields.MainLocation')}
                  </TableCell>
                  <TableCell>{translate('resources.segurados.fields.IsBlocked')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.Data.map((insured) => (
                  <TableRow key={insured.UniqueId} hover>
                    <TableCell>
                      <Link
                        to={`/segurado/${insured.UniqueId}`}
                        aria-label={translate('resources.segurados.list.open', {
                          name: insured.Name,
                        })}
                      >
                        {insured.Name}
                      </Link>
                      {insured.NomeSocial && (
                        <Typography variant="caption" color="text.secondary" component="p">
                          {insured.NomeSocial}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {maskDocument(insured.CpfCnpj)}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {insured.MainLocation
                        ? placeLine(insured.MainLocation)
                        : translate('resources.segurados.list.noAddress')}
                    </TableCell>
                    <TableCell>
                      <InsuredChips insured={insured} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager
            count={data.PageResult.TotalRows}
            page={page}
            onPageChange={setPage}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_OPTIONS}
            onRowsPerPageChange={(size) => {
              setRowsPerPage(size);
              setPage(0);
            }}
            labelRowsPerPage={translate('resources.segurados.list.rowsPerPage')}
          />
        </>
      )}
    </Box>
  );
};
