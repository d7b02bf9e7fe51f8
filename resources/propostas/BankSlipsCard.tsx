import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDigitableLine } from '../../domain/boleto/barcode';
import type { BankSlipSummary } from '../../domain/contracts/policies';
import { formatBRL, formatDate } from '../../domain/format';
import { ProposalStatus } from '../../domain/proposalStatus';
import type { StatusColor } from '../../domain/statusColor';
import { StatusChip, useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { DetailCard } from './DetailCard';

const slipColor: Record<BankSlipSummary['Status'], StatusColor> = {
  ABERTO: 'blue',
  PAGO: 'green',
  CANCELADO: 'danger',
};

/** The statuses in which a proposal has slips to show. */
const WITH_SLIPS: readonly number[] = [ProposalStatus.AguardandoPagamento, ProposalStatus.Emitida];

/**
 * The proposal's bank slips (a small table inside the detail's card, like the other cards): one
 * row per instalment with due date, amount, linha digitável (copyable), status and how it was
 * paid, and "Baixar boletos", which opens each slip's PDF.
 */
export const BankSlipsCard = ({
  proposal,
}: {
  proposal: { UniqueId: string; StatusId: number };
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.propostas.bankSlips.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const notify = useNotify();
  const modals = useModals();
  const shown = WITH_SLIPS.includes(proposal.StatusId);
  const { data: slips, isError } = useQuery({
    queryKey: ['bankSlips', proposal.UniqueId],
    queryFn: () => dataProvider.getBankSlips(proposal.UniqueId),
    enabled: shown,
  });
  if (!shown || (!isError && !slips?.length)) return null;

  const copy = async (line: string) => {
    await navigator.clipboard?.writeText(line);
    notify(t('copied'), { type: 'info' });
  };
  const download = async () => {
    const close = modals.showLoading();
    try {
      const { LinksToDownload } = await dataProvider.downloadBankSlips(proposal.UniqueId);
      close();
      for (const link of LinksToDownload) window.open(link, '_blank', 'noopener');
    } catch (error) {
      close();
      await modals.showError(gatewayMessages(error));
    }
  };

  return (
    <DetailCard
      title={t('title')}
      action={
        <Button startIcon={<DownloadIcon />} onClick={download} disabled={isError}>
          {t('download')}
        </Button>
      }
    >
      {isError ? (
        <Alert severity="error">{t('loadError')}</Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('installment')}</TableCell>
              <TableCell>{t('dueDate')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
              <TableCell>{t('digitableLine')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('paid')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slips?.map((slip) => (
              <TableRow key={slip.UniqueId}>
                <TableCell>{slip.InstallmentNumber}</TableCell>
                <TableCell>{formatDate(slip.DueDate)}</TableCell>
                <TableCell align="right">{formatBRL(slip.Amount)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {formatDigitableLine(slip.DigitableLine)}
                    </Typography>
                    <Tooltip title={t('copy')}>
                      <IconButton
                        size="small"
                        aria-label={t('copy')}
                        onClick={() => void copy(slip.DigitableLine)}
                      >
                        <ContentCopyIcon fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </TableCell>
                <TableCell>
                  <StatusChip label={slip.StatusName} color={slipColor[slip.Status]} />
                </TableCell>
                <TableCell>
                  {slip.PaidAt
                    ? `${t('paidOn', { date: formatDate(slip.PaidAt) })}${slip.SettlementSource ? ` · ${t(`source${slip.SettlementSource}`)}` : ''}`
                    : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailCard>
  );
};
