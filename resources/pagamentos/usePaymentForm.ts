import { useState } from 'react';
import type { InstallmentParameterFields } from '../../domain/installmentParameters';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import {
  checkPaymentForm,
  type PaymentFieldErrors,
  type PaymentFormValues,
  paymentMessagesByField,
} from './paymentForm';
import { isStale } from './usePayments';

/**
 * A payment code form: the domain rules before sending, the gateway's messages under the fields
 * they name, and a stale write (409) kept apart so the screen can offer to reload.
 */
export const usePaymentForm = (
  initial: PaymentFormValues,
  save: (fields: InstallmentParameterFields) => Promise<unknown>,
) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PaymentFieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onChange = <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** True when saved. */
  const submit = async () => {
    const checked = checkPaymentForm(values);
    setErrors(checked.errors);
    setGeneral(checked.general);
    setStale(null);
    if (Object.keys(checked.errors).length || checked.general.length) return false;
    setSaving(true);
    try {
      await save(checked.valid);
      return true;
    } catch (error) {
      const messages = gatewayMessages(error);
      if (isStale(error)) setStale(messages.join(' '));
      else {
        const split = paymentMessagesByField(messages);
        setErrors(split.fields);
        setGeneral(split.general);
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reset = (next: PaymentFormValues) => {
    setValues(next);
    setErrors({});
    setGeneral([]);
    setStale(null);
  };

  return { values, errors, general, stale, saving, onChange, submit, reset };
};
export type PaymentForm = ReturnType<typeof usePaymentForm>;
