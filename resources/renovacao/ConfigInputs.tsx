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

interface FieldProps<T> {
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

/** A whole number of days as typed (digits only); blank is allowed where the field inherits. */
export const DaysField = ({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  required,
  counts = false,
}: FieldProps<string> & {
  required?: boolean;
  /** a count, not days: no unit */ counts?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      id={id}
      fullWidth
      required={required}
      disabled={disabled}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 3))}
      error={Boolean(error)}
      helperText={error ?? hint}
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

/** The adjustment index; with `inheritLabel`, an empty choice that follows the defaults. */
export const IndexSelect = ({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  inheritLabel,
}: FieldProps<AdjustmentIndex | ''> & { inheritLabel?: string }) => (
  <TextField
    id={id}
    select
    fullWidth
    disabled={disabled}
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as AdjustmentIndex | '')}
    error={Boolean(error)}
    helperText={error ?? hint}
    // the empty choice ("follows the default") is shown, not left blank
    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
  >
    {inheritLabel !== undefined && <MenuItem value="">{inheritLabel}</MenuItem>}
    {ADJUSTMENT_INDEXES.map((index) => (
      <MenuItem key={index} value={index}>
        {adjustmentIndexLabels[index]}
      </MenuItem>
    ))}
  </TextField>
);

export type TriState = '' | 'true' | 'false';
export const triStateOf = (value: boolean | null): TriState =>
  value === null ? '' : value ? 'true' : 'false';
export const booleanOf = (value: TriState): boolean | null =>
  value === '' ? null : value === 'true';

/** Yes / no / follow the defaults (shown with the default's current answer). */
export const TriStateSelect = ({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  inheritLabel,
}: FieldProps<TriState> & { inheritLabel: string }) => {
  const translate = useTranslate();
  return (
    <TextField
      id={id}
      select
      fullWidth
      disabled={disabled}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as TriState)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{inheritLabel}</MenuItem>
      <MenuItem value="true">{translate('aval.ruleConfig.yes')}</MenuItem>
      <MenuItem value="false">{translate('aval.ruleConfig.no')}</MenuItem>
    </TextField>
  );
};

export const daysOf = (text: string) => (text.trim() === '' ? null : Number(text));
export const textOf = (days: number | null) => (days === null ? '' : String(days));
