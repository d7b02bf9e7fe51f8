import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PaymentParameterTab } from '../../domain/installmentParameters';
import { FormDialog } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { PaymentParameterInputs } from './PaymentParameterInputs';
import { emptyPaymentForm } from './paymentForm';
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
  const { createPaymentParameter } = useDataProvider<AvalDataProvider>();
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
    <FormDialog
      title={translate('resources.pagamentos.createTitle')}
      titleId="payment-create-title"
      maxWidth="md"
      busy={form.saving}
      errors={form.general}
      onClose={onClose}
      onSave={save}
      cancelLabel={translate('resources.pagamentos.cancel')}
      saveLabel={translate('resources.pagamentos.save')}
    >
      <PaymentParameterInputs form={form} mode="create" disabled={form.saving} />
    </FormDialog>
  );
};
