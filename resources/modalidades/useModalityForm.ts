import { useState } from 'react';
import type { ModalityWriteInput } from '../../domain/modalities';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import {
  checkModalityForm,
  type ModalityFieldErrors,
  type ModalityFormValues,
  modalityInputOf,
  modalityMessagesByField,
} from './modalityForm';

/**
 * The modality form's state: checks the domain rules before sending, and on a refused save puts
 * the gateway's messages under the fields they name, keeping everything typed.
 */
export const useModalityForm = (
  initial: ModalityFormValues,
  save: (input: ModalityWriteInput) => Promise<unknown>,
) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ModalityFieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const onChange = <K extends keyof ModalityFormValues>(field: K, value: ModalityFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const show = ({ fields, general: rest }: ReturnType<typeof checkModalityForm>) => {
    setErrors(fields);
    setGeneral(rest);
  };

  /** True when saved; `blocked` (another field of the screen is wrong) checks without sending. */
  const submit = async (blocked = false) => {
    const checked = checkModalityForm(values);
    if (blocked || Object.keys(checked.fields).length || checked.general.length) {
      show(checked);
      return false;
    }
    setSaving(true);
    try {
      await save(modalityInputOf(values));
      show({ fields: {}, general: [] });
      return true;
    } catch (error) {
      show(modalityMessagesByField(gatewayMessages(error)));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reset = (next: ModalityFormValues) => {
    setValues(next);
    show({ fields: {}, general: [] });
  };

  return { values, errors, general, saving, onChange, submit, reset };
};
