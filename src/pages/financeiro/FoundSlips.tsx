import { Button } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { formatDigitableLine } from '../../../domain/boleto/barcode';
import type { BankSlipForSettlement } from '../../../domain/contracts/finance';
import { formatBRL, formatDate } from '../../../domain/format';
import { CNAB_RETURN_FILES_RESOURCE } from '../../../resources/financeiro/financeiroDataProvider';
import { DataList, Datum } from '../../components';
import { RowsTable } from '../../components/lists';

type SlipRow = BankSlipForSettlement & { id: string };
const Col = DataTable.Col<SlipRow>;

const useManualTexts = () => {
  const translate = useTranslate();
  return (key: string) => translate(`aval.finance.manual.${key}`);
};

/** The slip the manual settlement is for: its fields, as the detail cards list them. */
export const FoundSlip = ({ slip }: { slip: BankSlipForSettlement }) => {
  const t = useManualTexts();
  return (
    <DataList aria-label={t('selected')}>
      <Datum label={t('proposal')}>{slip.ProposalNumber}</Datum>
      <Datum label={t('holder')}>{slip.PolicyHolderName}</Datum>
      <Datum label={t('installment')}>{slip.InstallmentNumber}</Datum>
      <Datum label={t('dueDate')}>{formatDate(slip.DueDate)}</Datum>
      <Datum label={t('amount')}>{formatBRL(slip.Amount)}</Datum>
      <Datum label={t('status')}>{slip.StatusName}</Datum>
      <Datum label={t('ourNumber')}>{slip.OurNumber}</Datum>
      <Datum label={t('digitableLine')}>{formatDigitableLine(slip.DigitableLine)}</Datum>
    </DataList>
  );
};

/**
 * Several slips answer the search (the same nosso número at two banks): one row each, to pick
 * the one paid; the picked row is marked.
 */
export const FoundSlips = ({
  slips,
  selected,
  onSelect,
  disabled,
}: {
  slips: BankSlipForSettlement[];
  selected: BankSlipForSettlement | null;
  onSelect: (slip: BankSlipForSettlement) => void;
  disabled: boolean;
}) => {
  const t = useManualTexts();
  return (
    <RowsTable<SlipRow>
      resource={CNAB_RETURN_FILES_RESOURCE}
      storeKey="financeiro-baixa-manual.slips"
      rows={slips.map((slip) => ({ ...slip, id: slip.UniqueId }))}
      aria-label={t('found')}
      rowSx={(row) => (row.UniqueId === selected?.UniqueId ? { bgcolor: 'action.selected' } : {})}
    >
      <Col source="ProposalNumber" label={t('proposal')} disableSort />
      <Col source="PolicyHolderName" label={t('holder')} disableSort />
      <Col source="InstallmentNumber" label={t('installment')} align="right" disableSort />
      <Col
        source="DueDate"
        label={t('dueDate')}
        disableSort
        render={(slip) => formatDate(slip.DueDate)}
      />
      <Col
        source="Amount"
        label={t('amount')}
        align="right"
        disableSort
        render={(slip) => formatBRL(slip.Amount)}
      />
      <Col source="StatusName" label={t('status')} disableSort />
      <Col
        label=""
        disableSort
        render={(slip) =>
          slip.UniqueId !== selected?.UniqueId && (
            <Button size="small" onClick={() => onSelect(slip)} disabled={disabled}>
              {t('choose')}
            </Button>
          )
        }
      />
    </RowsTable>
  );
};
