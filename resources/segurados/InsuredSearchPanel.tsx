import { Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  ColumnsButton,
  DataTable,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
import type { InsuredSummary } from '../../domain/insureds';
import { DEFAULT_PER_PAGE, List, ListPagination, RecordLink } from '../../src/components/lists';
import { DocumentInput, placeLine } from '../../src/components/parties';
import { BrazilianExportButton } from '../../src/export';
import { InsuredChips } from './InsuredChips';
import { insuredExportColumns } from './insuredExportColumns';

type Insured = InsuredSummary & { id: string };
const Col = DataTable.Col<Insured>;

// the spec's query names, always on: the list is a search
const filters = [
  <TextInput
    key="name"
    source="InsuredName"
    label="resources.segurados.list.nameFilter"
    alwaysOn
    resettable
  />,
  <DocumentInput
    key="document"
    source="InsuredDocument"
    label="resources.segurados.fields.CpfCnpj"
    alwaysOn
    partial
  />,
];

export const insuredPath = (id: string) => `/segurado/${id}`;

const InsuredAddress = ({ insured }: { insured: Insured }) => {
  const translate = useTranslate();
  return insured.MainLocation
    ? placeLine(insured.MainLocation)
    : translate('resources.segurados.list.noAddress');
};

const InsuredsEmpty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some(Boolean);
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(`resources.segurados.list.${filtered ? 'emptyFiltered' : 'empty'}`)}
    </Typography>
  );
};

/**
 * The insured of the tenant by name and CPF/CNPJ, paged and sorted on the gateway; filters,
 * page and sort live in the URL (the /segurados tab without `aba`). The gateway sorts by Name,
 * CpfCnpj and IsBlocked among the columns shown; the address has no order of its own.
 */
export const InsuredSearchPanel = () => {
  const translate = useTranslate();
  const exportColumns = useMemo(() => insuredExportColumns(translate), [translate]);
  return (
    <List
      resource="segurados"
      title={false}
      filters={filters}
      sort={{ field: 'Name', order: 'ASC' }}
      perPage={DEFAULT_PER_PAGE}
      pagination={<ListPagination />}
      empty={false}
      actions={
        <TopToolbar>
          <ColumnsButton />
          <BrazilianExportButton columns={exportColumns} filename="segurados" />
        </TopToolbar>
      }
    >
      <DataTable
        rowClick={(id) => insuredPath(String(id))}
        bulkActionButtons={false}
        empty={<InsuredsEmpty />}
      >
        <Col
          source="Name"
          render={(insured) => (
            <>
              <RecordLink to={insuredPath(insured.id)}>{insured.Name}</RecordLink>
              {insured.NomeSocial && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {insured.NomeSocial}
                </Typography>
              )}
            </>
          )}
        />
        <Col
          source="CpfCnpj"
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(insured) => maskDocument(insured.CpfCnpj)}
        />
        <Col
          source="MainLocation"
          disableSort
          render={(insured) => <InsuredAddress insured={insured} />}
        />
        <Col source="IsBlocked" render={(insured) => <InsuredChips insured={insured} />} />
      </DataTable>
    </List>
  );
};
