import { TextField } from '@mui/material';
import type { ComponentType } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { DateTextField } from '../../../src/components/DateTextField';
import type { FieldBaseProps } from '../../../src/components/fieldProps';
import { MoneyTextField } from '../../../src/components/MoneyTextField';

/*
 * The app's masked fields (MoneyTextField: R$ 1.234,56 from the cents; DateTextField:
 * DD/MM/AAAA with a calendar) as react-admin inputs, so a step's react-admin Form holds their
 * values and shows the gateway's messages under them. `onValueChange` runs after the form has
 * the new value (the term's dates and days follow each other).
 */

interface WizardInputProps {
  source: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  onValueChange?: () => void;
}

const useWizardInput = (source: string) => {
  const { field, fieldState } = useInput({ source });
  return { field, error: fieldState.error?.message };
};

/** MoneyTextField and DateTextField alike: a string (or null) in, a string (or null) out. */
type MaskedField = ComponentType<
  FieldBaseProps & { value: string | null; onChange: (value: string | null) => void }
>;

const MaskedInput = ({
  component: Field,
  source,
  label,
  required,
  disabled,
  onValueChange,
}: WizardInputProps & { component: MaskedField }) => {
  const { field, error } = useWizardInput(source);
  return (
    <Field
      id={`wizard-${source}`}
      name={field.name}
      label={label}
      required={required}
      disabled={disabled}
      value={field.value ?? null}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.();
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

export const MoneyInput = (props: WizardInputProps) => (
  <MaskedInput component={MoneyTextField} {...props} />
);

export const DayInput = (props: WizardInputProps) => (
  <MaskedInput component={DateTextField} {...props} />
);

/** A whole number of days (empty: null). */
export const DaysInput = ({
  source,
  label,
  required,
  disabled,
  onValueChange,
}: WizardInputProps) => {
  const translate = useTranslate();
  const { field, error } = useWizardInput(source);
  return (
    <TextField
      id={`wizard-${source}`}
      name={field.name}
      fullWidth
      type="number"
      label={translate(label, { _: label })}
      required={required}
      disabled={disabled}
      value={field.value ?? ''}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 5);
        field.onChange(digits === '' ? null : Number(digits));
        onValueChange?.();
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
    />
  );
};
