import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { PaymentParameterTab } from '../../domain/installmentParameters';
import { BusyButton } from '../tomadores/BusyButton';
import { PaymentParameterInputs } from './PaymentParameterInputs';
import { emptyPaymentForm } from './paymentForm';
import { createPaymentParameter } from './paymentsApi';
import { usePaymentForm } from './usePaymentForm';
import { usePaymentReload } from './usePayments';

/** "Nova forma de pagamento": a new payment code, opened as its tab once saved. */
export const PaymentCreateDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (tab: PaymentParameterTab) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = usePaymentReload();
  const form = usePaymentForm(emptyPaymentForm(), (fields) =>
    reload(createPaymentParameter(fields)).then(onCreated),
  );
  const save = async () => {
    if (await form.submit()) {
      notify('resources.pagamentos.created', { type: 'success' });
      onClose();
    }
  };
  return (
    <Dialog
      open
      onClose={form.saving ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="payment-create-title"
    >
      <DialogTitle id="payment-create-title">
        {translate('resources.pagamentos.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {form.general.length > 0 && (
            <Alert severity="error">
              {form.general.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <PaymentParameterInputs form={form} mode="create" disabled={form.saving} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={form.saving}>
          {translate('resources.pagamentos.cancel')}
        </Button>
        <BusyButton busy={form.saving} onClick={save}>
          {translate('resources.pagamentos.save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
};
