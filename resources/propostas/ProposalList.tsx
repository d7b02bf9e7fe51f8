import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import {
  ColumnsButton,
  DataTable,
  Link,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import type { ProposalSummary } from '../../domain/contracts/proposals';
import { maskDocument } from '../../domain/cpfCnpj';
import { CNAB_RETURN_PATH } from '../../domain/screenAccess';
import { formatBRL, formatDate } from '../../domain/format';
import { PageFrame } from '../../src/components';
import { DEFAULT_PER_PAGE, List, ListPagination, RecordLink } from '../../src/components/lists';
import { BrazilianExportButton } from '../../src/export';
import { LegalDeadline } from './LegalDeadline';
import { LegalDeadlineQuickFilter } from './LegalDeadlineQuickFilter';
import { listPath, NEW_PROPOSAL_PATH, proposalPath, type ProposalView } from './paths';
import { proposalExportColumns } from './proposalExportColumns';
import { proposalFilters } from './proposalFilters';
import { ProposalStatusChip } from './ProposalStatusChip';
import { ProposalTextSearch } from './ProposalTextSearch';

type Proposal = ProposalSummary & { id: string };
const Col = DataTable.Col<Proposal>;

const orDash = (text: string | null | undefined) => text || '—';

/**
 * The proposal list on react-admin's List (filters, sort, page and size in the URL): the
 * broker's at /propostas with the quick text search and "Nova proposta", the insurer's at
 * /propostas-seguradora with the broker and the legal deadline and its quick filter.
 */
const ProposalList = ({ view }: { view: ProposalView }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.propostas.${key}`);
  const exportColumns = useMemo(() => proposalExportColumns(translate, view), [translate, view]);
  const { canAccess: canCreate = false } = useCanAccess({
    resource: 'propostas',
    action: 'create',
  });
  const { canAccess: canSearchText = false } = useCanAccess({
    resource: 'propostas',
    action: 'searchText',
  });
  // finance's page has no menu of its own in the spec: staff reach it from their proposals
  const { canAccess: canSettle = false } = useCanAccess({
    resource: CNAB_RETURN_PATH,
    action: 'list',
  });
  const insurer = view === 'insurer';
  const pathOf = (proposal: Proposal) => proposalPath(view, proposal);
  // each view chooses its own columns (the insurer's has more)
  const columnsKey = `propostas.${view}.datatable`;

  return (
    <PageFrame
      testId={insurer ? 'page-propostas-seguradora' : 'page-propostas'}
      title={t(`list.${view}Title`)}
      subtitle={t(`list.${view}Subtitle`)}
      breadcrumb={[{ label: `resources.propostas.list.${view}Title` }]}
      action={
        insurer ? (
          canSettle && (
            <Button
              variant="outlined"
              component={Link}
              to={CNAB_RETURN_PATH}
              startIcon={<ReceiptLongIcon />}
            >
              {t('list.cnabReturn')}
            </Button>
          )
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
            {canSearchText && <ProposalTextSearch />}
            {canCreate && (
              <Button
                variant="contained"
                component={Link}
                to={NEW_PROPOSAL_PATH}
                startIcon={<AddIcon />}
              >
                {t('list.create')}
              </Button>
            )}
          </Stack>
        )
      }
    >
      <List
        resource="propostas"
        // each view keeps its own columns and remembered filters
        storeKey={`propostas.${view}`}
        title={false}
        filters={proposalFilters}
        sort={{ field: 'Number', order: 'DESC' }}
        perPage={DEFAULT_PER_PAGE}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={columnsKey} />
            <BrazilianExportButton columns={exportColumns} filename={listPath(view).slice(1)} />
          </TopToolbar>
        }
      >
        {insurer && <LegalDeadlineQuickFilter />}
        <DataTable
          storeKey={columnsKey}
          rowClick={(_id, _resource, record) => pathOf(record as Proposal)}
          bulkActionButtons={false}
          hiddenColumns={
            // the columns a screen of 1366 px shows without scrolling; the rest are a click away
            insurer
              ? ['PolicyHolderCpfCnpj', 'StartDate', 'EndDate', 'InsurancePremium', 'CreatedAt']
              : ['PolicyHolderCpfCnpj', 'StartDate', 'CreatedAt']
          }
          empty={t('list.empty')}
        >
          <Col
            source="Number"
            render={(proposal) => (
              <RecordLink to={pathOf(proposal)}>{String(proposal.Number)}</RecordLink>
            )}
          />
          <Col
            source="StatusId"
            render={(proposal) => (
              <ProposalStatusChip statusId={proposal.StatusId} statusName={proposal.StatusName} />
            )}
          />
          <Col source="PolicyHolderName" />
          <Col
            source="PolicyHolderCpfCnpj"
            disableSort
            render={(proposal) => maskDocument(proposal.PolicyHolderCpfCnpj)}
          />
          <Col source="InsuredName" render={(proposal) => orDash(proposal.InsuredName)} />
          <Col
            source="ModalityName"
            disableSort
            render={(proposal) => orDash(proposal.ModalityName)}
          />
          {insurer && <Col source="BrokerName" disableSort />}
          <Col source="StartDate" render={(proposal) => orDash(formatDate(proposal.StartDate))} />
          <Col source="EndDate" render={(proposal) => orDash(formatDate(proposal.EndDate))} />
          <Col
            source="InsuredAmountValue"
            align="right"
            render={(proposal) => orDash(formatBRL(proposal.InsuredAmountValue))}
          />
          <Col
            source="InsurancePremium"
            align="right"
            render={(proposal) => orDash(formatBRL(proposal.InsurancePremium))}
          />
          {insurer && (
            <Col
              source="LegalDeadline"
              render={(proposal) => <LegalDeadline proposal={proposal} />}
            />
          )}
          <Col source="CreatedAt" render={(proposal) => formatDate(proposal.CreatedAt)} />
        </DataTable>
      </List>
    </PageFrame>
  );
};

/** /propostas: the broker's proposals (its own and, read-only, those it co-brokers). */
export const BrokerProposalList = () => <ProposalList view="broker" />;
BrokerProposalList.path = '/propostas';

/** /propostas-seguradora: every proposal of the insurer, with the legal deadlines. */
export const InsurerProposalList = () => <ProposalList view="insurer" />;
InsurerProposalList.path = '/propostas-seguradora';
