import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useNotify, useTranslate } from 'react-admin';
import { formatDigitableLine } from '../../domain/boleto/barcode';
import type { BankSlipSummary } from '../../domain/contracts/policies';
import { formatBRL, formatDate } from '../../domain/format';
import type { StatusColor } from '../../domain/statusColor';
import { StatusChip } from '../../src/components';
import { RowsTable } from '../../src/components/lists';

type Slip = BankSlipSummary & { id: string };
const Col = DataTable.Col<Slip>;

const slipColors: Record<BankSlipSummary['Status'], StatusColor> = {
  ABERTO: 'blue',
  PAGO: 'green',
  CANCELADO: 'danger',
};

const useSlipTexts = () => {
  const translate = useTranslate();
  return (key: string) => translate(`resources.propostas.bankSlips.${key}`);
};

/** The linha digitável in its printed groups, with a button that copies its digits. */
const DigitableLineCell = ({ slip }: { slip: Slip }) => {
  const t = useSlipTexts();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard?.writeText(slip.DigitableLine);
    notify(t('copied'), { type: 'info' });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {formatDigitableLine(slip.DigitableLine)}
      </Typography>
      <Tooltip title={t('copy')}>
        <IconButton size="small" aria-label={t('copy')} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

export interface BankSlipsTableProps {
  /** The screen's resource (propostas, apolices): the rows' context, not their store. */
  resource: string;
  slips: BankSlipSummary[] | undefined;
  /** Names the table for assistive technology. */
  label: string;
  empty?: ReactNode;
}

/**
 * A proposal's bank slips — on the proposal's detail and on its policy's documents — one row per
 * instalment: due date, amount, linha digitável (copyable), status chip, when and how much was
 * paid, and how it was settled.
 */
export const BankSlipsTable = ({ resource, slips, label, empty }: BankSlipsTableProps) => {
  const t = useSlipTexts();
  const rows = slips?.map((slip) => ({ ...slip, id: slip.UniqueId }));
  return (
    <RowsTable<Slip>
      resource={resource}
      // not the resource's list store: its hidden or moved columns are not these
      storeKey="bankSlips.datatable"
      rows={rows}
      isPending={!slips}
      sort={{ field: 'InstallmentNumber', order: 'ASC' }}
      aria-label={label}
      empty={empty}
    >
      <Col source="InstallmentNumber" label={t('installment')} />
      <Col source="DueDate" label={t('dueDate')} render={(slip) => formatDate(slip.DueDate)} />
      <Col
        source="Amount"
        label={t('amount')}
        align="right"
        render={(slip) => formatBRL(slip.Amount)}
      />
      <Col
        source="DigitableLine"
        label={t('digitableLine')}
        disableSort
        render={(slip) => <DigitableLineCell slip={slip} />}
      />
      <Col
        source="Status"
        label={t('status')}
        render={(slip) => <StatusChip label={slip.StatusName} color={slipColors[slip.Status]} />}
      />
      <Col
        source="PaidAt"
        label={t('paidAt')}
        render={(slip) =>
          slip.PaidAt
            ? `${formatDate(slip.PaidAt)} · ${formatBRL(slip.PaidAmount ?? slip.Amount)}`
            : '—'
        }
      />
      <Col
        source="SettlementSource"
        label={t('source')}
        disableSort
        render={(slip) => (slip.SettlementSource ? t(`source${slip.SettlementSource}`) : '—')}
      />
    </RowsTable>
  );
};
