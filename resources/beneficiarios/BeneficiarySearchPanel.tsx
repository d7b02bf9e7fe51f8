import AddIcon from '@mui/icons-material/Add';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CanAccess,
  ColumnsButton,
  DataTable,
  TextInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { type Beneficiary, BENEFICIARY_SEARCH_LIMIT } from '../../domain/beneficiaries';
import { maskDocument } from '../../domain/cpfCnpj';
import { DEFAULT_PER_PAGE, List, ListPagination } from '../../src/components/lists';
import { placeLine, streetLine } from '../../src/components/parties';
import { useModals } from '../../src/components/useModals';
import { BeneficiaryAddressesDialog } from './BeneficiaryAddressesDialog';
import { BeneficiaryCreateDialog } from './BeneficiaryCreateDialog';

type BeneficiaryRecord = Beneficiary & { id: string };
const Col = DataTable.Col<BeneficiaryRecord>;

const filters = [
  <TextInput
    key="text"
    source="TextSearch"
    label="resources.beneficiarios.list.search"
    alwaysOn
    resettable
  />,
];

const BeneficiaryName = ({ beneficiary }: { beneficiary: Beneficiary }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{beneficiary.Name}</span>
      <Chip
        size="small"
        variant="outlined"
        label={translate(`resources.beneficiarios.list.${beneficiary.IsPF ? 'pf' : 'pj'}`)}
      />
    </Stack>
  );
};

const BeneficiaryAddress = ({ beneficiary }: { beneficiary: Beneficiary }) => {
  const translate = useTranslate();
  if (!beneficiary.MainLocation) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.beneficiarios.list.noAddress')}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2">
        {streetLine(beneficiary.MainLocation, translate('aval.parties.locations.noNumber'))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {placeLine(beneficiary.MainLocation)}
      </Typography>
    </>
  );
};

const BeneficiariesEmpty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(
        `resources.beneficiarios.list.${filterValues?.TextSearch ? 'noResults' : 'empty'}`,
      )}
    </Typography>
  );
};

/** The gateway answers at most BENEFICIARY_SEARCH_LIMIT: say so when the answer is that full. */
const SearchLimitNote = () => {
  const translate = useTranslate();
  const { total } = useListContext();
  if ((total ?? 0) < BENEFICIARY_SEARCH_LIMIT) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', p: 2 }}>
      {translate('resources.beneficiarios.list.limit', { max: BENEFICIARY_SEARCH_LIMIT })}
    </Typography>
  );
};

/**
 * Beneficiaries of the proposal flow (a tab of /segurados): search by name or CPF/CNPJ, register
 * one by document, and keep its addresses.
 *
 * Its List keeps the search in the store, not in the URL (disableSyncWithLocation + storeKey):
 * react-admin takes the whole query string as a list's params as soon as it is not empty, so
 * with `?aba=beneficiarios` in it the list would ignore what it had stored (a tab switch would
 * always lose the search) and carry `aba` in its own params. The insured tab owns the URL; this
 * one is a search of at most 20 rows, with nothing worth a deep link.
 */
export const BeneficiarySearchPanel = () => {
  const translate = useTranslate();
  const modals = useModals();
  const queryClient = useQueryClient();
  const canManage = useCanAccess({ resource: 'beneficiarios', action: 'edit' }).canAccess === true;
  const [creating, setCreating] = useState(false);
  const [addressesOf, setAddressesOf] = useState<Beneficiary | null>(null);

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
    <>
      <List
        resource="beneficiarios"
        title={false}
        disableSyncWithLocation
        storeKey="beneficiarios.listParams"
        filters={filters}
        sort={{ field: 'Name', order: 'ASC' }}
        perPage={DEFAULT_PER_PAGE}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            <CanAccess resource="beneficiarios" action="create">
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {translate('resources.beneficiarios.list.create')}
              </Button>
            </CanAccess>
            <ColumnsButton />
          </TopToolbar>
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<BeneficiariesEmpty />}>
          <Col
            source="Name"
            render={(beneficiary) => <BeneficiaryName beneficiary={beneficiary} />}
          />
          <Col
            source="CpfCnpj"
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(beneficiary) => maskDocument(beneficiary.CpfCnpj)}
          />
          <Col
            source="MainLocation"
            disableSort
            render={(beneficiary) => <BeneficiaryAddress beneficiary={beneficiary} />}
          />
          <Col
            label="resources.beneficiarios.list.actions"
            align="right"
            disableSort
            render={(beneficiary) => (
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
            )}
          />
        </DataTable>
        <SearchLimitNote />
      </List>
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
    </>
  );
};
