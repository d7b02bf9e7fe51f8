import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  CanAccess,
  ColumnsButton,
  DataTable,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import { formatBRL } from '../../domain/format';
import type { PolicyHolderListItem } from '../../domain/policyHolders';
import { PageFrame } from '../../src/components';
import { DEFAULT_PER_PAGE, List, ListPagination, RecordLink } from '../../src/components/lists';
import { DocumentInput } from '../../src/components/parties';
import { BrazilianExportButton } from '../../src/export';
import { HolderChips } from './HolderChips';
import { holderExportColumns } from './holderExportColumns';

// the create form (CreateBase, the inputs, the save button) loads when "Novo tomador" is pressed
const PolicyHolderCreateDialog = lazy(() =>
  import('./PolicyHolderCreateDialog').then((module) => ({
    default: module.PolicyHolderCreateDialog,
  })),
);

type Holder = PolicyHolderListItem & { id: string };
const Col = DataTable.Col<Holder>;

// the spec's query names, always on: the list is a search
const filters = [
  <TextInput
    key="name"
    source="policyHolderName"
    label="resources.tomadores.list.searchName"
    alwaysOn
    resettable
  />,
  <DocumentInput
    key="document"
    source="policyHolderDocument"
    label="resources.tomadores.fields.CpfCnpj"
    alwaysOn
    partial
  />,
];

export const holderPath = (id: string) => `/tomador/${id}`;

/** /tomadores: the holders the user reaches (a broker: those nominated to it). */
export const PolicyHolderList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const t = (key: string) => translate(`resources.tomadores.${key}`);
  const exportColumns = useMemo(() => holderExportColumns(translate), [translate]);

  return (
    <PageFrame
      testId="page-tomadores"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      breadcrumb={[{ label: 'resources.tomadores.list.title' }]}
      action={
        <CanAccess resource="tomadores" action="create">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        </CanAccess>
      }
    >
      <List
        resource="tomadores"
        title={false}
        filters={filters}
        sort={{ field: 'Name', order: 'ASC' }}
        perPage={DEFAULT_PER_PAGE}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            <ColumnsButton />
            <BrazilianExportButton columns={exportColumns} filename="tomadores" />
          </TopToolbar>
        }
      >
        <DataTable
          rowClick={(id) => holderPath(String(id))}
          bulkActionButtons={false}
          empty={t('list.empty')}
        >
          <Col
            source="Name"
            render={(holder) => <RecordLink to={holderPath(holder.id)}>{holder.Name}</RecordLink>}
          />
          <Col source="CpfCnpj" render={(holder) => maskDocument(holder.CpfCnpj)} />
          <Col
            source="CityName"
            label="resources.tomadores.fields.City"
            // the city's name comes from the IBGE catalogue, not a column the gateway can sort by
            disableSort
            render={(holder) =>
              holder.CityName ? `${holder.CityName}/${holder.StateAbbreviation}` : '—'
            }
          />
          <Col
            source="LimitValue"
            render={(holder) => (holder.LimitValue ? formatBRL(holder.LimitValue) : '—')}
          />
          <Col source="Status" disableSort render={(holder) => <HolderChips holder={holder} />} />
        </DataTable>
      </List>
      {creating && (
        <Suspense fallback={null}>
          <PolicyHolderCreateDialog
            onClose={(created) => {
              setCreating(false);
              if (created) navigate(holderPath(created));
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
};
