import { FormControlLabel, Grid, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_INSTALLMENTS } from '../../domain/installmentParameters';
import { MoneyTextField } from '../../src/components';
import type { PaymentForm } from './usePaymentForm';

export interface PaymentParameterInputsProps {
  form: Pick<PaymentForm, 'values' | 'errors' | 'onChange'>;
  mode: 'create' | 'edit';
  disabled?: boolean;
}

/** The fields of a payment code, shared by the tab's form and "Nova forma de pagamento". */
export const PaymentParameterInputs = ({ form, mode, disabled }: PaymentParameterInputsProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.pagamentos.fields.${key}`, options);
  const { values, errors, onChange } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          required
          label={t('Code')}
          value={values.Code}
          onChange={(event) => onChange('Code', event.target.value.toUpperCase())}
          disabled={disabled || mode === 'edit'}
          error={Boolean(errors.Code)}
          helperText={errors.Code ?? t(mode === 'edit' ? 'codeFixed' : 'codeHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          fullWidth
          required
          label={t('Name')}
          value={values.Name}
          onChange={(event) => onChange('Name', event.target.value)}
          disabled={disabled}
          error={Boolean(errors.Name)}
          helperText={errors.Name}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          required
          type="number"
          label={t('MaxInstallments')}
          value={values.MaxInstallments}
          onChange={(event) => onChange('MaxInstallments', event.target.value)}
          disabled={disabled}
          error={Boolean(errors.MaxInstallments)}
          helperText={errors.MaxInstallments ?? t('maxHelp', { max: MAX_INSTALLMENTS })}
          slotProps={{ htmlInput: { min: 1, max: MAX_INSTALLMENTS } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <MoneyTextField
          required
          label={t('MinInstallmentValue')}
          value={values.MinInstallmentValue}
          onChange={(value) => onChange('MinInstallmentValue', value)}
          disabled={disabled}
          error={errors.MinInstallmentValue}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          required
          label={t('PossibleGracePeriodsInDays')}
          value={values.PossibleGracePeriodsInDays}
          onChange={(event) => onChange('PossibleGracePeriodsInDays', event.target.value)}
          disabled={disabled}
          error={Boolean(errors.PossibleGracePeriodsInDays)}
          helperText={errors.PossibleGracePeriodsInDays ?? t('daysHelp')}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Switch
              checked={values.IsActive}
              onChange={(event) => onChange('IsActive', event.target.checked)}
              disabled={disabled}
            />
          }
          label={t('IsActive')}
        />
      </Grid>
    </Grid>
  );
};
