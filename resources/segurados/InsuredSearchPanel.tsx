import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
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
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {translate('resources.segurados.list.search')}
          </Button>
          <Button
            onClick={() => {
              setName('');
              setDocument('');
              apply({});
            }}
          >
            {translate('resources.segurados.list.clear')}
          </Button>
        </Stack>
      </Stack>
      {(isPending || isFetching) && <LinearProgress sx={{ mb: 1 }} />}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('resources.segurados.list.retry')}
            </Button>
          }
        >
          {translate('resources.segurados.list.loadError')}
        </Alert>
      )}
      {data && data.Data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate(`resources.segurados.list.${filtered ? 'emptyFiltered' : 'empty'}`)}
        </Typography>
      )}
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
          <TablePagination
            component="div"
            count={data.PageResult.TotalRows}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_OPTIONS}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('resources.segurados.list.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        </>
      )}
    </Box>
  );
};
