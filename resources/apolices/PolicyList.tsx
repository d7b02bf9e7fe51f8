import { useMemo } from 'react';
import { ColumnsButton, DataTable, FilterButton, TopToolbar, useTranslate } from 'react-admin';
import type { PolicySummary } from '../../domain/contracts/policies';
import { maskDocument } from '../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../domain/format';
import { PageFrame } from '../../src/components';
import { DEFAULT_PER_PAGE, List, ListPagination, RecordLink } from '../../src/components/lists';
import { BrazilianExportButton } from '../../src/export';
import { POLICY_LIST_PATH, policyPath } from './paths';
import { policyExportColumns } from './policyExportColumns';
import { policyFilters } from './policyFilters';
import { PolicyStatusChip } from './PolicyStatusChip';

type Policy = PolicySummary & { id: string };
const Col = DataTable.Col<Policy>;

const COLUMNS_KEY = 'apolices.datatable';

/**
 * /apolices: the policies the user may see (its broker's, its own as a holder, the tenant's as
 * staff) on react-admin's List — the spec's filters, sort, page and size in the URL, the columns
 * to choose and the Brazilian CSV; a row opens /apolice/:policyUniqueId.
 */
export const PolicyList = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.apolices.${key}`);
  const exportColumns = useMemo(() => policyExportColumns(translate), [translate]);

  return (
    <PageFrame
      testId="page-apolices"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      breadcrumb={[{ label: 'resources.apolices.list.title' }]}
    >
      <List
        resource="apolices"
        storeKey="apolices"
        title={false}
        filters={policyFilters}
        sort={{ field: 'IssuedAt', order: 'DESC' }}
        perPage={DEFAULT_PER_PAGE}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            {/* the filters not always on ("Adicionar filtro"): custom actions must name it */}
            <FilterButton />
            <ColumnsButton storeKey={COLUMNS_KEY} />
            <BrazilianExportButton columns={exportColumns} filename={POLICY_LIST_PATH.slice(1)} />
          </TopToolbar>
        }
      >
        <DataTable
          storeKey={COLUMNS_KEY}
          rowClick={(_id, _resource, record) => policyPath(record as Policy)}
          bulkActionButtons={false}
          // the columns a screen of 1366 px shows without scrolling; the rest are a click away
          hiddenColumns={[
            'PolicyHolderDocument',
            'InsuredDocument',
            'InsurancePremium',
            'IssuedAt',
          ]}
          empty={t('list.empty')}
        >
          <Col
            source="PolicyNumber"
            render={(policy) => (
              <RecordLink to={policyPath(policy)}>{policy.PolicyNumber}</RecordLink>
            )}
          />
          <Col
            source="StatusId"
            render={(policy) => (
              <PolicyStatusChip statusId={policy.StatusId} statusName={policy.StatusName} />
            )}
          />
          <Col source="PolicyHolderName" />
          <Col
            source="PolicyHolderDocument"
            disableSort
            render={(policy) => maskDocument(policy.PolicyHolderDocument)}
          />
          <Col source="InsuredName" />
          <Col
            source="InsuredDocument"
            disableSort
            render={(policy) => maskDocument(policy.InsuredDocument)}
          />
          <Col source="ModalityName" disableSort />
          <Col source="BrokerName" disableSort />
          <Col
            source="InsuredAmountValue"
            align="right"
            render={(policy) => formatBRL(policy.InsuredAmountValue)}
          />
          <Col
            source="InsurancePremium"
            align="right"
            disableSort
            render={(policy) => formatBRL(policy.InsurancePremium)}
          />
          <Col source="StartDate" render={(policy) => formatDate(policy.StartDate)} />
          <Col source="EndDate" render={(policy) => formatDate(policy.EndDate)} />
          <Col source="IssuedAt" render={(policy) => formatDate(policy.IssuedAt)} />
        </DataTable>
      </List>
    </PageFrame>
  );
};
PolicyList.path = POLICY_LIST_PATH;
