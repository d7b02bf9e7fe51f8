import { Alert, Stack, TextField } from '@mui/material';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BankSlipForSettlement } from '../../../domain/contracts/finance';
import { formatNumberPtBR } from '../../../domain/format';
import { BusyButton, FormDialog } from '../../components';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';
import { FoundSlip, FoundSlips } from './FoundSlips';

interface Draft {
  paidAt: string;
  amount: string;
  justification: string;
}

const draftFor = (slip: BankSlipForSettlement): Draft => ({
  paidAt: format(new Date(), 'yyyy-MM-dd'),
  amount: formatNumberPtBR(slip.Amount, { minFractionDigits: 2, maxFractionDigits: 2 }),
  justification: '',
});

/**
 * "Baixa manual": finds a slip by its linha digitável or nosso número, shows it, and settles it
 * with the payment's date, amount and a required justification, sending the Version the search
 * read. A refusal (409 stale or already settled, 400 bad amount/date) keeps the dialog and what
 * was typed, with the server's message.
 */
export const ManualSettlementDialog = ({
  onClose,
  onSettled,
}: {
  onClose: () => void;
  onSettled: () => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`aval.finance.manual.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const notify = useNotify();
  const titleId = useId();
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);
  const [slips, setSlips] = useState<BankSlipForSettlement[] | null>(null);
  const [slip, setSlip] = useState<BankSlipForSettlement | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const search = async () => {
    setSearching(true);
    setErrors([]);
    try {
      const found = await dataProvider.searchBankSlipsForSettlement(text);
      setSlips(found);
      if (found.length === 1) select(found[0]);
      else {
        // another search, another slip: nothing stays chosen from the last one
        setSlip(null);
        setDraft(null);
      }
    } catch (error) {
      setSlips(null);
      setErrors([errorText(error)]);
    } finally {
      setSearching(false);
    }
  };

  const select = (chosen: BankSlipForSettlement) => {
    setSlip(chosen);
    setDraft(draftFor(chosen));
    setFieldErrors({});
    setErrors([]);
  };

  const change = (field: keyof Draft) => (value: string) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    if (!slip || !draft) {
      setErrors([t('slipRequired')]);
      return;
    }
    const missing: Partial<Record<keyof Draft, string>> = {};
    if (!draft.paidAt) missing.paidAt = t('paidAtRequired');
    if (!draft.amount.trim()) missing.amount = t('amountRequired');
    if (!draft.justification.trim()) missing.justification = t('justificationRequired');
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    setErrors([]);
    try {
      const answer = await dataProvider.settleBankSlipManually({
        BankSlipUniqueId: slip.UniqueId,
        PaidAt: draft.paidAt,
        Amount: draft.amount.trim(),
        Justification: draft.justification.trim(),
        Version: slip.Version,
      });
      notify(
        answer.PolicyNumber ? 'aval.finance.manual.doneWithPolicy' : 'aval.finance.manual.done',
        { type: 'success', messageArgs: { policy: answer.PolicyNumber } },
      );
      onSettled();
    } catch (error) {
      setErrors([errorText(error)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('title')}
      titleId={titleId}
      maxWidth="md"
      busy={saving}
      errors={errors}
      onClose={onClose}
      onSave={save}
      cancelLabel={t('cancel')}
      saveLabel={t('confirm')}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'start' }}>
        <TextField
          label={t('search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          size="small"
          fullWidth
          disabled={saving}
        />
        <BusyButton
          variant="outlined"
          busy={searching}
          disabled={saving || text.trim() === ''}
          onClick={search}
        >
          {t('searchButton')}
        </BusyButton>
      </Stack>
      {slips?.length === 0 && <Alert severity="info">{t('notFound')}</Alert>}
      {slips && slips.length > 1 && (
        <FoundSlips slips={slips} selected={slip} onSelect={select} disabled={saving} />
      )}
      {slip && <FoundSlip slip={slip} />}
      {slip && slip.Status !== 'ABERTO' && <Alert severity="warning">{t('notOpen')}</Alert>}
      {slip && draft && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('paidAt')}
              value={draft.paidAt}
              onChange={(event) => change('paidAt')(event.target.value)}
              error={Boolean(fieldErrors.paidAt)}
              helperText={fieldErrors.paidAt}
              slotProps={{ inputLabel: { shrink: true } }}
              required
              fullWidth
              disabled={saving}
            />
            <TextField
              label={t('paidAmount')}
              value={draft.amount}
              onChange={(event) => change('amount')(event.target.value)}
              error={Boolean(fieldErrors.amount)}
              helperText={fieldErrors.amount}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              required
              fullWidth
              disabled={saving}
            />
          </Stack>
          <TextField
            label={t('justification')}
            value={draft.justification}
            onChange={(event) => change('justification')(event.target.value)}
            error={Boolean(fieldErrors.justification)}
            helperText={fieldErrors.justification}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            required
            multiline
            minRows={3}
            fullWidth
            disabled={saving}
          />
        </>
      )}
    </FormDialog>
  );
};
