import { Box, Grid, Paper, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_MODALITY_NAME, MAX_REF, modalityLabels } from '../../domain/modalities';
import {
  DaysInput,
  type FieldInputProps,
  FlagInput,
  IssueTimingInput,
  MoneyInput,
  RateInput,
} from './ModalityFieldInputs';

const Section = ({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) => (
  <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {hint && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
    )}
    <Grid container spacing={2} sx={{ mt: hint ? 0 : 1.5 }}>
      {children}
    </Grid>
  </Paper>
);

const Half = ({ children }: { children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>
);
const Quarter = ({ children }: { children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>
);
const Whole = ({ children }: { children: ReactNode }) => <Grid size={12}>{children}</Grid>;

export interface ModalityInputsProps extends FieldInputProps {
  /** Edit shows the "Excluída" flag; a new modality is never created deleted. */
  mode: 'create' | 'edit';
}

/** Every field of a modality, grouped as an insurer reads them; shared by create and edit. */
export const ModalityInputs = ({ mode, ...props }: ModalityInputsProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.form.${key}`);
  const { values, errors, onChange, disabled } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section title={t('identification')}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            id="modality-Name"
            fullWidth
            required
            disabled={disabled}
            label={modalityLabels.Name}
            value={values.Name}
            onChange={(event) => onChange('Name', event.target.value)}
            error={Boolean(errors.Name)}
            helperText={errors.Name}
            slotProps={{ htmlInput: { maxLength: MAX_MODALITY_NAME } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            id="modality-Ref"
            fullWidth
            disabled={disabled}
            label={modalityLabels.Ref}
            value={values.Ref}
            onChange={(event) => onChange('Ref', event.target.value)}
            error={Boolean(errors.Ref)}
            helperText={errors.Ref ?? t('refHint')}
            slotProps={{ htmlInput: { maxLength: MAX_REF } }}
          />
        </Grid>
      </Section>

      <Section title={t('limits')} hint={t('limitsHint')}>
        {/* whole rows: the automatic limit's label is long */}
        <Whole>
          <MoneyInput {...props} field="MaxInsuredAmountValue" required />
        </Whole>
        <Whole>
          <MoneyInput
            {...props}
            field="MaxInsuredAmountAutomaticValue"
            required={values.EnabledForAutomaticEmission}
          />
        </Whole>
      </Section>

      <Section title={t('premium')} hint={t('premiumHint')}>
        <Half>
          <MoneyInput {...props} field="MinInsurancePremium" required />
        </Half>
        <Half>
          <RateInput {...props} />
        </Half>
        <Whole>
          <FlagInput {...props} field="CanUseModalityTax" hint={t('canUseModalityTaxHint')} />
        </Whole>
      </Section>

      <Section title={t('terms')} hint={t('termsHint')}>
        <Quarter>
          <DaysInput {...props} field="MaxRetroactivityDays" />
        </Quarter>
        <Quarter>
          <DaysInput {...props} field="MaxFutureDays" />
        </Quarter>
        <Quarter>
          <DaysInput {...props} field="MinPeriodInDays" />
        </Quarter>
        <Quarter>
          <DaysInput {...props} field="MaxPeriodInDays" />
        </Quarter>
        <Whole>
          <FlagInput {...props} field="EqualizeValidityDate" hint={t('equalizeHint')} />
        </Whole>
      </Section>

      <Section title={t('issueTiming')}>
        <Whole>
          <IssueTimingInput
            {...props}
            hint={t('issueTimingHint')}
            options={{
              '': t('issueTimingTenant'),
              true: t('issueTimingAtOnce'),
              false: t('issueTimingOnPayment'),
            }}
          />
        </Whole>
      </Section>

      <Section title={t('automaticEmission')}>
        <Whole>
          <FlagInput
            {...props}
            field="EnabledForAutomaticEmission"
            hint={t('automaticEmissionHint')}
          />
        </Whole>
      </Section>

      <Section title={t('complementary')}>
        <Half>
          <FlagInput {...props} field="IsComplementaryModality" />
        </Half>
        <Half>
          <FlagInput {...props} field="HasComplementaryModality" />
        </Half>
      </Section>

      <Section title={t('automaticCancel')} hint={t('automaticCancelHint')}>
        <Half>
          <FlagInput {...props} field="EnableAutomaticCancel" />
        </Half>
        <Half>
          {values.EnableAutomaticCancel && (
            <DaysInput
              values={values}
              errors={errors}
              onChange={onChange}
              disabled={disabled}
              field="DaysForAutomaticCancel"
            />
          )}
        </Half>
      </Section>

      <Section title={t('others')}>
        <Whole>
          <FlagInput {...props} field="DisabledForRestrictiveBranchActivity" />
        </Whole>
        <Whole>
          <FlagInput {...props} field="IgnoreBranchWhenInsuredIsPF" />
        </Whole>
        {mode === 'edit' && (
          <Whole>
            <FlagInput {...props} field="IsDeleted" hint={t('deletedHint')} />
          </Whole>
        )}
      </Section>
    </Box>
  );
};
