import { useState } from 'react';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
export interface CheckedForm<V> {
  fields: FieldErrors<V>;
  general: string[];
}

/**
 * A configuration form's state: checks the domain rules before sending and, on a refused save,
 * puts the gateway's messages under the fields they name (`byField`), the rest above the form.
 */
export const useConfigForm = <V extends object>(
  initial: V,
  check: (values: V) => CheckedForm<V>,
  byField: (messages: string[]) => CheckedForm<V>,
  save: (values: V) => Promise<unknown>,
) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const onChange = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const show = (checked: CheckedForm<V>) => {
    setErrors(checked.fields);
    setGeneral(checked.general);
  };

  /** True when saved. */
  const submit = async () => {
    const checked = check(values);
    if (Object.values(checked.fields).some(Boolean) || checked.general.length) {
      show(checked);
      return false;
    }
    setSaving(true);
    try {
      await save(values);
      show({ fields: {}, general: [] });
      return true;
    } catch (error) {
      show(byField(gatewayMessages(error)));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reset = (next: V) => {
    setValues(next);
    show({ fields: {}, general: [] });
  };

  return { values, errors, general, saving, onChange, submit, reset };
};
export type ConfigForm<V extends object> = ReturnType<typeof useConfigForm<V>>;

/** What the inputs of a form read and call (a wider form may be passed). */
export interface FormFields<V> {
  values: V;
  errors: FieldErrors<V>;
  saving: boolean;
  onChange: <K extends keyof V & string>(field: K, value: V[K]) => void;
}
