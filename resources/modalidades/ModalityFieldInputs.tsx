import {
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { type ModalityField, type ModalityFlag, modalityLabels } from '../../domain/modalities';
import { DigitsTextField, MoneyTextField } from '../../src/components';
import { cleanDecimalTyping } from './decimalText';
import type {
  DayField,
  IssueTiming,
  ModalityFieldErrors,
  ModalityFormValues,
} from './modalityForm';

export interface FieldInputProps {
  values: ModalityFormValues;
  errors: ModalityFieldErrors;
  onChange: <K extends keyof ModalityFormValues>(field: K, value: ModalityFormValues[K]) => void;
  disabled?: boolean;
}

type MoneyField =
  'MaxInsuredAmountValue' | 'MaxInsuredAmountAutomaticValue' | 'MinInsurancePremium';

const fieldId = (field: ModalityField) => `modality-${field}`;

export const MoneyInput = ({
  field,
  required,
  values,
  errors,
  onChange,
  disabled,
}: FieldInputProps & { field: MoneyField; required?: boolean }) => (
  <MoneyTextField
    id={fieldId(field)}
    label={modalityLabels[field]}
    required={required}
    disabled={disabled}
    value={values[field]}
    onChange={(value) => onChange(field, value)}
    error={errors[field]}
  />
);

export const DaysInput = ({
  field,
  required = true,
  values,
  errors,
  onChange,
  disabled,
}: FieldInputProps & { field: DayField; required?: boolean }) => (
  <DigitsTextField
    id={fieldId(field)}
    label={modalityLabels[field]}
    required={required}
    disabled={disabled}
    value={values[field]}
    onChange={(value) => onChange(field, value.slice(0, 5))}
    error={errors[field]}
  />
);

export const RateInput = ({ values, errors, onChange, disabled }: FieldInputProps) => (
  <TextField
    id={fieldId('BaseRate')}
    fullWidth
    required
    disabled={disabled}
    label={modalityLabels.BaseRate}
    value={values.BaseRate}
    placeholder="0,0000"
    onChange={(event) => onChange('BaseRate', cleanDecimalTyping(event.target.value).slice(0, 12))}
    error={Boolean(errors.BaseRate)}
    helperText={errors.BaseRate}
    slotProps={{
      htmlInput: { inputMode: 'decimal' },
      input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
    }}
  />
);

export const FlagInput = ({
  field,
  hint,
  values,
  errors,
  onChange,
  disabled,
}: FieldInputProps & { field: ModalityFlag; hint?: string }) => (
  <div>
    <FormControlLabel
      control={
        <Switch
          checked={values[field]}
          disabled={disabled}
          onChange={(event) => onChange(field, event.target.checked)}
        />
      }
      label={modalityLabels[field]}
    />
    {(errors[field] || hint) && (
      <FormHelperText error={Boolean(errors[field])} sx={{ mt: -0.5, ml: 6 }}>
        {errors[field] ?? hint}
      </FormHelperText>
    )}
  </div>
);

/** The modality's own issuance timing, or none (the tenant's issuance settings decide). */
export const IssueTimingInput = ({
  values,
  errors,
  onChange,
  disabled,
  options,
  hint,
}: FieldInputProps & { options: Record<IssueTiming, string>; hint: string }) => (
  <TextField
    id={fieldId('IssueBeforePayment')}
    select
    fullWidth
    disabled={disabled}
    label={modalityLabels.IssueBeforePayment}
    value={values.IssueBeforePayment}
    onChange={(event) => onChange('IssueBeforePayment', event.target.value as IssueTiming)}
    error={Boolean(errors.IssueBeforePayment)}
    helperText={errors.IssueBeforePayment ?? hint}
    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
  >
    {(Object.entries(options) as [IssueTiming, string][]).map(([value, label]) => (
      <MenuItem key={value || 'tenant'} value={value}>
        {label}
      </MenuItem>
    ))}
  </TextField>
);
