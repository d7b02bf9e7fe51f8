import { Alert, Card, CardContent, CardHeader } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { ProposalSummary } from '../../domain/contracts/proposals';
import { stripDocument } from '../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../domain/format';
import { DEFAULT_PER_PAGE, RecordLink, RowsTable } from '../../src/components/lists';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { proposalPath } from '../propostas/paths';
import { useProposalDetailView } from '../propostas/proposalAccess';
import { ProposalStatusChip } from '../propostas/ProposalStatusChip';

type Proposal = ProposalSummary & { id: string };
const Col = DataTable.Col<Proposal>;

const orDash = (text: string | null | undefined) => text || '—';

/**
 * "Propostas do tomador": the holder's newest proposals (GetProposals by its CPF/CNPJ, at most
 * 100, within the caller's scope), sortable in the browser; each opens the proposal detail the
 * user may reach.
 */
export const HolderProposalsCard = ({ cpfCnpj }: { cpfCnpj: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { view, isPending: linksPending } = useProposalDetailView();
  const t = (key: string) => translate(`resources.tomadores.proposals.${key}`);
  const document = stripDocument(cpfCnpj);
  const proposals = useQuery({
    queryKey: ['propostas', 'getProposals', { PolicyHolderCpfCnpj: document }],
    queryFn: async () =>
      (await dataProvider.getProposals({ PolicyHolderCpfCnpj: document })).map((proposal) => ({
        ...proposal,
        id: proposal.UniqueId,
      })),
  });
  const pathOf = (proposal: Proposal) => (view ? proposalPath(view, proposal) : undefined);

  return (
    <Card variant="outlined" component="section" aria-label={t('title')}>
      <CardHeader
        title={t('title')}
        subheader={t('newest')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {proposals.isError ? (
          <Alert severity="error">{gatewayMessages(proposals.error).join(' ')}</Alert>
        ) : (
          <RowsTable
            resource="propostas"
            rows={proposals.data}
            perPage={DEFAULT_PER_PAGE}
            // the rows wait for the screen they link to
            isPending={proposals.isPending || linksPending}
            storeKey="tomadores.proposals.datatable"
            sort={{ field: 'CreatedAt', order: 'DESC' }}
            aria-label={t('title')}
            rowClick={
              view ? (_id, _resource, record) => pathOf(record as Proposal) ?? false : false
            }
            empty={<Alert severity="info">{t('empty')}</Alert>}
          >
            <Col
              source="Number"
              render={(proposal) => {
                const to = pathOf(proposal);
                return to ? (
                  <RecordLink to={to}>{String(proposal.Number)}</RecordLink>
                ) : (
                  String(proposal.Number)
                );
              }}
            />
            <Col source="InsuredName" render={(proposal) => orDash(proposal.InsuredName)} />
            <Col source="ModalityName" render={(proposal) => orDash(proposal.ModalityName)} />
            <Col
              source="InsuredAmountValue"
              label={t('amount')}
              align="right"
              render={(proposal) => orDash(formatBRL(proposal.InsuredAmountValue))}
            />
            <Col
              source="StatusId"
              render={(proposal) => (
                <ProposalStatusChip statusId={proposal.StatusId} statusName={proposal.StatusName} />
              )}
            />
            <Col source="StartDate" render={(proposal) => orDash(formatDate(proposal.StartDate))} />
          </RowsTable>
        )}
      </CardContent>
    </Card>
  );
};
