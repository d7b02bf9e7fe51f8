import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useEffect, useMemo } from 'react';
import {
  ColumnsButton,
  DataTable,
  Link,
  TextInput,
  TopToolbar,
  useListContext,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import type { BrokerListItem } from '../../domain/brokers';
import { maskCnpj } from '../../domain/cpfCnpj';
import { formatDate } from '../../domain/format';
import { PageFrame, useModals } from '../../src/components';
import { DEFAULT_PER_PAGE, List, ListPagination, RecordLink } from '../../src/components/lists';
import { BrazilianExportButton } from '../../src/export';
import { brokerExportColumns } from './brokerExportColumns';
import { BrokerFlagsChips } from './BrokerFlagsChips';
import { useBrokerText } from './useBrokerText';

type Broker = BrokerListItem & { id: string };
const Col = DataTable.Col<Broker>;

const filters = [
  <TextInput
    key="search"
    source="searchValue"
    label="resources.corretores.list.search"
    alwaysOn
    resettable
  />,
];

export const brokerPath = (id: string) => `/corretor/${id}`;

/**
 * The spec reads the list inside the loading modal (Aguarde). Only the first load, the full
 * list, gets it: a search typed in the filter keeps the page (and the focus) and shows
 * react-admin's own progress instead.
 */
const FirstLoadModal = () => {
  const { isPending } = useListContext();
  const modals = useModals();
  useEffect(() => (isPending ? modals.showLoading() : undefined), [isPending, modals]);
  return null;
};

/** /corretores: the insurer's broker list with search and pending flags. */
export const BrokerList = () => {
  const t = useBrokerText();
  const translate = useTranslate();
  const exportColumns = useMemo(() => brokerExportColumns(translate), [translate]);
  const { canAccess: canRegister = false } = useCanAccess({
    resource: 'corretores',
    action: 'create',
  });

  return (
    <PageFrame
      testId="page-corretores"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      breadcrumb={[{ label: 'resources.corretores.list.title' }]}
      action={
        canRegister && (
          <Button
            variant="contained"
            component={Link}
            to="/corretores/cadastrar-novo-corretor"
            startIcon={<AddIcon />}
          >
            {t('list.register')}
          </Button>
        )
      }
    >
      <List
        resource="corretores"
        title={false}
        filters={filters}
        sort={{ field: 'Name', order: 'ASC' }}
        perPage={DEFAULT_PER_PAGE}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            <ColumnsButton />
            <BrazilianExportButton columns={exportColumns} filename="corretores" />
          </TopToolbar>
        }
      >
        <FirstLoadModal />
        <DataTable
          rowClick={(id) => brokerPath(String(id))}
          bulkActionButtons={false}
          hiddenColumns={['Email', 'CreatedAt']}
          empty={t('list.empty')}
        >
          <Col
            source="Name"
            render={(broker) => <RecordLink to={brokerPath(broker.id)}>{broker.Name}</RecordLink>}
          />
          <Col source="Cnpj" render={(broker) => maskCnpj(broker.Cnpj)} />
          <Col source="SusepCode" />
          <Col source="Email" render={(broker) => broker.Email ?? '—'} />
          <Col source="CreatedAt" render={(broker) => formatDate(broker.CreatedAt)} />
          <Col
            source="situation"
            disableSort
            render={(broker) => <BrokerFlagsChips flags={broker} />}
          />
        </DataTable>
      </List>
    </PageFrame>
  );
};
BrokerList.path = '/corretores';
