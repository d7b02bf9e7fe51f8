import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { BankSlipSummary } from '../../domain/contracts/policies';
import type { StatusColor } from '../../domain/statusColor';
import { formatBRL, formatDate } from '../../domain/format';
import { StatusChip } from '../../src/components';
import { RowsTable } from '../../src/components/lists';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { DetailCard } from '../propostas/DetailCard';
import type { PolicyRecord } from './policyRecord';
import { usePolicyDownload } from './usePolicyDownload';

type Slip = BankSlipSummary & { id: string };
const Col = DataTable.Col<Slip>;

const slipColors: Record<BankSlipSummary['Status'], StatusColor> = {
  ABERTO: 'blue',
  PAGO: 'green',
  CANCELADO: 'danger',
};

/**
 * "Documentos": the policy PDF, the last endorsement's, the issuance report (with
 * DOWNLOAD_DO_LAUDO_DE_EMISSAO) and the bank slips, each a signed link the gateway renders; and
 * the slips with their payment state.
 */
export const PolicyDocumentsCard = ({
  policy,
  mayIssuanceReport,
}: {
  policy: PolicyRecord;
  mayIssuanceReport: boolean;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.apolices.documents.${key}`);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { download, running } = usePolicyDownload();
  const proposal = policy.ProposalUniqueId;
  const slips = policy.BankSlips.map((slip) => ({ ...slip, id: slip.UniqueId }));

  const downloadButton = (name: string, call: () => void) => (
    <Button
      key={name}
      variant="outlined"
      onClick={call}
      disabled={running !== null}
      startIcon={running === name ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {t(name)}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <DetailCard title={t('title')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {downloadButton('policy', () =>
            download('policy', () => dataProvider.downloadPolicyDocument(proposal)),
          )}
          {downloadButton('lastEndorsement', () =>
            download(
              'lastEndorsement',
              () => dataProvider.downloadLastEndorsementDocument(proposal),
              { missingIsInfo: true },
            ),
          )}
          {mayIssuanceReport &&
            downloadButton('issuanceReport', () =>
              download('issuanceReport', () => dataProvider.loadIssuanceReport(proposal)),
            )}
          {slips.length > 0 &&
            downloadButton('bankSlips', () =>
              download(
                'bankSlips',
                // the proposal's call (resources/propostas): the slips are the proposal's
                async () => (await dataProvider.downloadBankSlips(proposal)).LinksToDownload,
              ),
            )}
        </Stack>
      </DetailCard>
      <DetailCard title={t('slipsTitle')}>
        <RowsTable
          resource="apolices"
          rows={slips}
          sort={{ field: 'InstallmentNumber', order: 'ASC' }}
          aria-label={t('slipsTitle')}
          empty={<Alert severity="info">{t('noSlips')}</Alert>}
        >
          <Col source="InstallmentNumber" label={t('InstallmentNumber')} />
          <Col source="DueDate" label={t('DueDate')} render={(slip) => formatDate(slip.DueDate)} />
          <Col
            source="Amount"
            label={t('Amount')}
            align="right"
            render={(slip) => formatBRL(slip.Amount)}
          />
          <Col
            source="Status"
            label={t('Status')}
            render={(slip) => (
              <StatusChip label={slip.StatusName} color={slipColors[slip.Status]} />
            )}
          />
          <Col
            source="PaidAt"
            label={t('PaidAt')}
            render={(slip) =>
              slip.PaidAt
                ? `${formatDate(slip.PaidAt)} · ${formatBRL(slip.PaidAmount ?? slip.Amount)}`
                : '—'
            }
          />
          <Col
            source="SettlementSource"
            label={t('SettlementSource')}
            disableSort
            render={(slip) => (slip.SettlementSource ? t(`source${slip.SettlementSource}`) : '—')}
          />
          <Col source="DigitableLine" label={t('DigitableLine')} disableSort />
        </RowsTable>
      </DetailCard>
    </Stack>
  );
};
