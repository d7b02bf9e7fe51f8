import {
  FormControlLabel,
  FormHelperText,
  Grid,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FormFields } from './useConfigForm';
import {
  ADJUSTMENT_INDEXES,
  type AdjustmentIndex,
  adjustmentIndexLabels,
} from '../../domain/renewal';

/** The inputs the renewal and anniversary forms share: sections, switches, days, index. */
export const ConfigSection = ({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) => (
  <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {hint && (
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    )}
    <Grid container spacing={2} sx={{ mt: 1.5 }}>
      {children}
    </Grid>
  </Paper>
);

export const Cell = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <Grid size={wide ? 12 : { xs: 12, sm: 6 }}>{children}</Grid>
);

export interface FieldProps<T> {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

export const SwitchField = ({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
}: FieldProps<boolean>) => (
  <div>
    <FormControlLabel
      control={
        <Switch
          id={id}
          checked={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
      label={label}
    />
    {(error || hint) && (
      <FormHelperText error={Boolean(error)} sx={{ mt: -0.5, ml: 6 }}>
        {error ?? hint}
      </FormHelperText>
    )}
  </div>
);

/** What the text inputs of these forms set alike: id, label, value, and the error or hint under. */
const textFieldProps = <T,>({ id, label, value, error, hint, disabled }: FieldProps<T>) => ({
  id,
  label,
  value,
  disabled,
  fullWidth: true,
  error: Boolean(error),
  helperText: error ?? hint,
});

/** A whole number of days as typed (digits only); blank is allowed where the field inherits. */
export const DaysField = ({
  required,
  counts = false,
  ...field
}: FieldProps<string> & {
  required?: boolean;
  /** a count, not days: no unit */ counts?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      {...textFieldProps(field)}
      required={required}
      onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 3))}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          endAdornment: counts ? undefined : (
            <Typography variant="body2" color="text.secondary">
              {translate('aval.ruleConfig.days')}
            </Typography>
          ),
        },
      }}
    />
  );
};

/** A select whose empty choice, when given an `inheritLabel`, follows the defaults. */
const ChoiceSelect = <V extends string>({
  inheritLabel,
  choices,
  ...field
}: FieldProps<V | ''> & { inheritLabel?: string; choices: { value: V; label: string }[] }) => (
  <TextField
    {...textFieldProps(field)}
    select
    onChange={(event) => field.onChange(event.target.value as V | '')}
    // the empty choice ("follows the default") is shown, not left blank
    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
  >
    {inheritLabel !== undefined && <MenuItem value="">{inheritLabel}</MenuItem>}
    {choices.map((choice) => (
      <MenuItem key={choice.value} value={choice.value}>
        {choice.label}
      </MenuItem>
    ))}
  </TextField>
);

const indexChoices = ADJUSTMENT_INDEXES.map((index) => ({
  value: index,
  label: adjustmentIndexLabels[index],
}));

/** The adjustment index; with `inheritLabel`, an empty choice that follows the defaults. */
export const IndexSelect = (
  props: FieldProps<AdjustmentIndex | ''> & { inheritLabel?: string },
) => <ChoiceSelect {...props} choices={indexChoices} />;

export type TriState = '' | 'true' | 'false';
export const triStateOf = (value: boolean | null): TriState =>
  value === null ? '' : value ? 'true' : 'false';
export const booleanOf = (value: TriState): boolean | null =>
  value === '' ? null : value === 'true';

/** Yes / no / follow the defaults (shown with the default's current answer). */
export const TriStateSelect = (props: FieldProps<TriState> & { inheritLabel: string }) => {
  const translate = useTranslate();
  return (
    <ChoiceSelect<'true' | 'false'>
      {...props}
      choices={[
        { value: 'true', label: translate('aval.ruleConfig.yes') },
        { value: 'false', label: translate('aval.ruleConfig.no') },
      ]}
    />
  );
};

/**
 * What an input of a configuration form reads and calls for `field`: its id (`<prefix>-<field>`),
 * label, value, error and change; the input adds its hint and anything of its own.
 */
export const fieldBinder =
  <V,>(form: FormFields<V>, idPrefix: string, labels: Record<string, string>) =>
  <K extends keyof V & string>(field: K): FieldProps<V[K]> => ({
    id: `${idPrefix}-${field}`,
    label: labels[field],
    value: form.values[field],
    onChange: (value) => form.onChange(field, value),
    error: form.errors[field],
    disabled: form.saving,
  });

export const daysOf = (text: string) => (text.trim() === '' ? null : Number(text));
export const textOf = (days: number | null) => (days === null ? '' : String(days));
