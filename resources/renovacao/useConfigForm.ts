import { useState } from 'react';
import { gatewayMessages, messagesByField } from '../../src/components/parties/gatewayMessages';

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

/**
 * A form's checks by the same domain rule the gateway applies, run on what the form would send:
 * `check` before sending, `messagesByField` for a refusal, `fieldsOf` for the simulation
 * (invalid values fall back to what the rule reads for them).
 */
export const domainFormRules = <Form, Input, Fields>(
  validate: (input: Input) => { values: Fields; problems: string[] },
  labels: Record<string, string>,
  inputOf: (form: Form) => Input,
) => {
  const byField = (messages: string[]) => messagesByField(messages, labels) as CheckedForm<Form>;
  return {
    inputOf,
    messagesByField: byField,
    check: (form: Form) => byField(validate(inputOf(form)).problems),
    fieldsOf: (form: Form) => validate(inputOf(form)).values,
  };
};
