import { Alert, Card, CardActions, CardContent, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { InstallmentParameterAnswer } from '../../domain/installmentParameters';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { PaymentParameterInputs } from './PaymentParameterInputs';
import { paymentFormOf } from './paymentForm';
import { StaleAlert } from './StaleAlert';
import { usePaymentForm } from './usePaymentForm';
import { usePaymentReload } from './usePayments';

/** The payment code's own parameter, edited with the Version it was read at. */
export const PaymentParameterCard = ({
  parameter,
  onReload,
}: {
  parameter: InstallmentParameterAnswer;
  onReload: () => void;
}) => {
  const translate = useTranslate();
  const reload = usePaymentReload();
  const notify = useNotify();
  const { changePaymentParameter } = useDataProvider<AvalDataProvider>();
  const form = usePaymentForm(paymentFormOf(parameter), (fields) =>
    reload(changePaymentParameter(parameter.Id, parameter.Version, fields)),
  );
  const save = async () => {
    if (await form.submit()) notify('resources.pagamentos.saved', { type: 'success' });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          {form.stale && <StaleAlert message={form.stale} onReload={onReload} />}
          {form.general.length > 0 && (
            <Alert severity="error">
              {form.general.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <PaymentParameterInputs form={form} mode="edit" disabled={form.saving} />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <BusyButton busy={form.saving} onClick={save}>
          {translate('resources.pagamentos.save')}
        </BusyButton>
      </CardActions>
    </Card>
  );
};
