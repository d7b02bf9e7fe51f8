import { useState } from 'react';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import { type FieldLabels, fieldErrors } from '../../src/providers/fieldErrors';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
export interface CheckedForm<V> {
  fields: FieldErrors<V>;
  general: string[];
}

/**
 * Messages split as the other forms split them: each one the shared rule
 * (src/providers/fieldErrors.ts) puts under a field goes there, the rest above the form.
 * `errors` is that rule's answer (react-admin's server-side validation shape, its `root` apart).
 */
const checkedOf = <V>(messages: string[], errors?: Record<string, unknown>): CheckedForm<V> => {
  const { root: _root, ...fields } = errors ?? {};
  const underFields = new Set(Object.values(fields));
  return {
    fields: fields as FieldErrors<V>,
    general: messages.filter((message) => !underFields.has(message)),
  };
};

/** The field errors a refused write carries (`body.errors`, set by withFieldErrors). */
const refusalErrors = (error: unknown) =>
  (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;

/**
 * A configuration form's state: checks the domain rules before sending and, on a refused save,
 * shows the gateway's messages under the fields the data provider's withFieldErrors named (the
 * shared field-error mechanism), the rest above the form.
 */
export const useConfigForm = <V extends object>(
  initial: V,
  check: (values: V) => CheckedForm<V>,
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
      show(checkedOf<V>(gatewayMessages(error), refusalErrors(error)));
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
 * `check` before sending (its messages placed by the shared field-error rule, with the labels the
 * gateway's messages start with), `fieldsOf` for the simulation (invalid values fall back to what
 * the rule reads for them).
 */
export const domainFormRules = <Form, Input, Fields>(
  validate: (input: Input) => { values: Fields; problems: string[] },
  labels: FieldLabels,
  inputOf: (form: Form) => Input,
) => ({
  inputOf,
  check: (form: Form) => {
    const { problems } = validate(inputOf(form));
    return checkedOf<Form>(problems, fieldErrors(problems, labels));
  },
  fieldsOf: (form: Form) => validate(inputOf(form)).values,
});
