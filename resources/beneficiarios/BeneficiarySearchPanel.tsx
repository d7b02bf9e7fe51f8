import AddIcon from '@mui/icons-material/Add';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  InputAdornment,
  LinearProgress,
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
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type Beneficiary, BENEFICIARY_SEARCH_LIMIT } from '../../domain/beneficiaries';
import { maskDocument } from '../../domain/cpfCnpj';
import { gatewayMessages, placeLine, streetLine } from '../../src/components/parties';
import { useModals } from '../../src/components/useModals';
import { BeneficiaryAddressesDialog } from './BeneficiaryAddressesDialog';
import { BeneficiaryCreateDialog } from './BeneficiaryCreateDialog';
import { searchBeneficiaries } from './beneficiariesApi';
import { useCanManageBeneficiaries } from './beneficiaryPermissions';

const SEARCH_DELAY_MS = 300;

const useDebounced = (value: string) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
};

/**
 * Beneficiaries of the proposal flow (a tab of /segurados): search by name or CPF/CNPJ, register
 * one by document, and keep its addresses.
 */
export const BeneficiarySearchPanel = () => {
  const translate = useTranslate();
  const modals = useModals();
  const queryClient = useQueryClient();
  const canManage = useCanManageBeneficiaries();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [creating, setCreating] = useState(false);
  const [addressesOf, setAddressesOf] = useState<Beneficiary | null>(null);
  const { data, isPending, isFetching, error, refetch } = useQuery({
    queryKey: ['beneficiarios', 'search', search],
    queryFn: () => searchBeneficiaries(search),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['beneficiarios'] });

  const created = (beneficiary: Beneficiary, isNew: boolean) => {
    setCreating(false);
    void refresh();
    void modals
      .showSuccess(
        translate(
          isNew
            ? 'resources.beneficiarios.create.created'
            : 'resources.beneficiarios.create.exists',
          { name: beneficiary.Name },
        ),
      )
      // Then its address, when it has none yet.
      .then(() => beneficiary.Locations.length === 0 && setAddressesOf(beneficiary));
  };

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          fullWidth
          size="small"
          type="search"
          label={translate('resources.beneficiarios.list.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {canManage && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ flexShrink: 0 }}
          >
            {translate('resources.beneficiarios.list.create')}
          </Button>
        )}
      </Stack>
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('resources.beneficiarios.list.retry')}
            </Button>
          }
        >
          {gatewayMessages(error).join(' ')}
        </Alert>
      ) : isPending ? null : !data?.length ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(
            search
              ? 'resources.beneficiarios.list.noResults'
              : 'resources.beneficiarios.list.empty',
          )}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={translate('resources.beneficiarios.name', 2)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.beneficiarios.fields.Name')}</TableCell>
                  <TableCell>{translate('resources.beneficiarios.fields.CpfCnpj')}</TableCell>
                  <TableCell>{translate('resources.beneficiarios.fields.MainLocation')}</TableCell>
                  <TableCell align="right">
                    {translate('resources.beneficiarios.list.actions')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((beneficiary) => (
                  <TableRow key={beneficiary.Id}>
                    <TableCell sx={{ minWidth: 200 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{beneficiary.Name}</span>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={translate(
                            beneficiary.IsPF
                              ? 'resources.beneficiarios.list.pf'
                              : 'resources.beneficiarios.list.pj',
                          )}
                        />
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {maskDocument(beneficiary.CpfCnpj)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 220 }}>
                      {beneficiary.MainLocation ? (
                        <>
                          <Typography variant="body2">
                            {streetLine(
                              beneficiary.MainLocation,
                              translate('aval.parties.locations.noNumber'),
                            )}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {placeLine(beneficiary.MainLocation)}
                          </Typography>
                        </>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {translate('resources.beneficiarios.list.noAddress')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        startIcon={<PlaceOutlinedIcon />}
                        onClick={() => setAddressesOf(beneficiary)}
                        aria-label={translate('resources.beneficiarios.list.addressesOf', {
                          name: beneficiary.Name,
                        })}
                      >
                        {translate('resources.beneficiarios.list.addresses')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.length >= BENEFICIARY_SEARCH_LIMIT && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {translate('resources.beneficiarios.list.limit', { max: BENEFICIARY_SEARCH_LIMIT })}
            </Typography>
          )}
        </>
      )}
      <BeneficiaryCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onDone={created}
      />
      <BeneficiaryAddressesDialog
        beneficiary={addressesOf}
        canManage={canManage}
        onSaved={(saved) => {
          setAddressesOf(saved);
          void refresh();
        }}
        onClose={() => setAddressesOf(null)}
      />
    </Box>
  );
};
