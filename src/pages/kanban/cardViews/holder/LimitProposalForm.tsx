import { Alert, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RequestLimitCardInfo } from '../../../../../domain/contracts/kanbanHolderCards';
import { readLimitProposal } from '../../../../../domain/limitReviews';
import { BusyButton, MoneyTextField } from '../../../../components';
import { gatewayMessages, messagesByField } from '../../../../components/parties';
import type { AvalDataProvider } from '../../../../providers/dataProvider';
import { cardText as t } from './CardFacts';

// the fields' labels as the gateway's pt-BR messages name them (messagesByField matches on them)
const LABELS = { limit: 'Novo limite', rate: 'Nova taxa' };
const toInput = (rate: string | null) => (rate ? rate.replace('.', ',') : '');

/**
 * The new limit and rate the analyst proposes (applied when the card is approved). A refusal keeps
 * what was typed, with each message under its field or, for the rest (a stale Version), above.
 */
export const LimitProposalForm = ({
  review,
  onSaved,
}: {
  review: RequestLimitCardInfo;
  onSaved: () => void;
}) => {
  const { updateRequestLimitProposal } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const [limit, setLimit] = useState<string | null>(review.ProposedLimitValue);
  const [rate, setRate] = useState(toInput(review.ProposedBaseRate));
  const [errors, setErrors] = useState<{ limit?: string; rate?: string; general: string[] }>({
    general: [],
  });
  const [saving, setSaving] = useState(false);
  const show = (messages: string[]) => {
    const { fields, general } = messagesByField(messages, LABELS);
    setErrors({ ...fields, general });
  };
  const save = async () => {
    const { problems } = readLimitProposal(limit, rate);
    if (problems.length) return show(problems);
    setSaving(true);
    try {
      await updateRequestLimitProposal({
        RequestLimitUniqueId: review.RequestLimitUniqueId,
        ProposedLimitValue: limit,
        ProposedBaseRate: rate,
        Version: review.Version,
      });
      setErrors({ general: [] });
      onSaved();
    } catch (error) {
      show(gatewayMessages(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap={2} sx={{ mb: 2 }} component="form" aria-label={translate(t('limitProposal.form'))}>
      {errors.general.length > 0 && <Alert severity="error">{errors.general.join(' ')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        <MoneyTextField
          label={LABELS.limit}
          value={limit}
          onChange={setLimit}
          error={errors.limit}
        />
        <TextField
          fullWidth
          label={translate(t('limitProposal.ratePerYear'), { label: LABELS.rate })}
          value={rate}
          onChange={(event) => setRate(event.target.value.replace(/[^\d,.]/g, '').slice(0, 12))}
          error={!!errors.rate}
          helperText={errors.rate}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      <div>
        <BusyButton busy={saving} onClick={save}>
          {translate(t('limitProposal.save'))}
        </BusyButton>
      </div>
    </Stack>
  );
};
