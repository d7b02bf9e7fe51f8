import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CancellationAnswer, PolicyBrief } from '../../domain/contracts/policies';
import { formatBRL, formatDate } from '../../domain/format';
import { BusyButton, DateTextField, Datum } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** The longest reason InternalCancelPolicy takes (internalCancelBody). */
const REASON_MAX_LENGTH = 2000;

export interface PolicyCancelDialogProps {
  policy: Pick<PolicyBrief, 'UniqueId' | 'PolicyNumber' | 'Version'>;
  onClose: () => void;
  /** After the cancellation went through (the detail reads the policy again). */
  onCancelled: (answer: CancellationAnswer) => Promise<unknown> | void;
}

/**
 * The internal cancellation (CANCELAR_APOLICE_MANUALMENTE): the reason (required) and the date
 * (today when empty); "Calcular restituição" asks InternalCancelPolicy with Simulate true and
 * shows the method, days in force, retained premium and refund; only then "Confirmar
 * cancelamento" cancels with the Version read. A refusal (a 409 when someone changed the policy)
 * keeps the dialog and what was typed, with the gateway's message.
 */
export const PolicyCancelDialog = ({ policy, onClose, onCancelled }: PolicyCancelDialogProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.apolices.cancel.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [simulation, setSimulation] = useState<CancellationAnswer | null>(null);
  const days = useQuery({
    queryKey: ['apolices', 'getNumberOfDaysToCancelPolicy'],
    queryFn: () => dataProvider.getNumberOfDaysToCancelPolicy(),
    retry: false,
  });

  const trimmed = reason.trim();
  const reasonError = touched && trimmed === '' ? t('reasonRequired') : undefined;
  const input = () => ({ Reason: trimmed, ...(date && { CancellationDate: date }) });

  const call = async (step: () => Promise<void>) => {
    setTouched(true);
    if (trimmed === '') return;
    setBusy(true);
    setFailure([]);
    try {
      await step();
    } catch (error) {
      setFailure(gatewayMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const simulate = () =>
    call(async () => setSimulation(await dataProvider.simulatePolicyCancel(policy, input())));

  const confirm = () =>
    call(async () => {
      const answer = await dataProvider.cancelPolicy(policy, input());
      await onCancelled(answer);
      onClose();
    });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="policy-cancel-title"
    >
      <DialogTitle id="policy-cancel-title">
        {t('title', { number: policy.PolicyNumber })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{t('message')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
            error={Boolean(reasonError)}
            helperText={reasonError}
            disabled={busy}
          />
          <Box>
            <DateTextField
              label={t('date')}
              value={date}
              onChange={(value) => {
                setDate(value);
                // another date, another refund: it is computed again before confirming
                setSimulation(null);
              }}
              disabled={busy}
            />
            <DialogContentText variant="caption" component="p" sx={{ mt: 0.5 }}>
              {t('dateHint')}
              {days.data !== undefined && ` ${t('daysToCancel', { smart_count: days.data })}`}
            </DialogContentText>
          </Box>
          {simulation && (
            <Box
              component="section"
              aria-label={t('refundTitle')}
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Stack
                component="dl"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                useFlexGap
                sx={{ m: 0, flexWrap: 'wrap' }}
              >
                <Datum label={t('method')}>{simulation.MethodName}</Datum>
                <Datum label={t('cancellationDate')}>
                  {formatDate(simulation.CancellationDate)}
                </Datum>
                <Datum label={t('daysInForce')}>
                  {t('daysOf', { days: simulation.DaysInForce, term: simulation.TermDays })}
                </Datum>
                <Datum label={t('retainedPremium')}>{formatBRL(simulation.RetainedPremium)}</Datum>
                <Datum label={t('refund')}>{formatBRL(simulation.RefundValue)}</Datum>
              </Stack>
            </Box>
          )}
          {failure.length > 0 && <Alert severity="error">{failure.join(' ')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
        {simulation ? (
          <BusyButton busy={busy} color="error" onClick={confirm}>
            {t('confirm')}
          </BusyButton>
        ) : (
          <BusyButton busy={busy} onClick={simulate}>
            {t('simulate')}
          </BusyButton>
        )}
      </DialogActions>
    </Dialog>
  );
};
