import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  InputAdornment,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { findCoverageCalculationType } from '../../domain/coverageCalculation';
import { type CoverageAnswer, type CoverageInput, coverageLabels } from '../../domain/modalities';
import { FormDialog, MoneyTextField, useDialogSave } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import {
  buildCoverageInput,
  type CoverageFormErrors,
  type CoverageFormValues,
  coverageCalculationTypes,
  coverageErrorsOf,
  coverageFormOf,
  emptyCoverageForm,
} from './coverageForm';
import { cleanDecimalTyping } from './decimalText';

export interface CoverageDialogProps {
  /** The coverage being edited; absent for a new one. */
  coverage?: CoverageAnswer;
  onClose: () => void;
  onSave: (input: CoverageInput) => Promise<unknown>;
}

const noErrors: CoverageFormErrors = { params: {}, general: [] };

/** Adds or edits a coverage: the JSON parameters are typed fields of the calculation type. */
export const CoverageDialog = ({ coverage, onClose, onSave }: CoverageDialogProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.coverages.${key}`);
  const [values, setValues] = useState<CoverageFormValues>(() =>
    coverage ? coverageFormOf(coverage) : emptyCoverageForm(),
  );
  const [errors, setErrors] = useState<CoverageFormErrors>(noErrors);
  const { saving, save: saveWith } = useDialogSave(onClose);
  const type = findCoverageCalculationType(values.CoverageCalculationTypeId);
  const preview = buildCoverageInput(values).input?.CoverageCalculationJSONParam;

  const setParam = (key: string, value: string | null) => {
    setValues((current) => ({ ...current, params: { ...current.params, [key]: value } }));
    setErrors((current) => ({ ...current, params: { ...current.params, [key]: '' } }));
  };

  const save = async () => {
    const built = buildCoverageInput(values);
    setErrors(built.errors);
    const input = built.input;
    if (!input) return;
    await saveWith(
      async () => {
        await onSave(input);
      },
      (error) => {
        setErrors(coverageErrorsOf(gatewayMessages(error), values.CoverageCalculationTypeId));
      },
    );
  };

  return (
    <FormDialog
      title={t(coverage ? 'edit' : 'add')}
      titleId="coverage-dialog-title"
      busy={saving}
      errors={errors.general}
      onClose={onClose}
      onSave={save}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
    >
      <TextField
        label={coverageLabels.Name}
        required
        fullWidth
        value={values.Name}
        onChange={(event) => {
          setValues({ ...values, Name: event.target.value });
          setErrors({ ...errors, Name: undefined });
        }}
        error={Boolean(errors.Name)}
        helperText={errors.Name}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <FormControl error={Boolean(errors.CoverageCalculationTypeId)} required>
        <FormLabel id="coverage-type-label">{coverageLabels.CoverageCalculationTypeId}</FormLabel>
        <RadioGroup
          aria-labelledby="coverage-type-label"
          value={values.CoverageCalculationTypeId ?? ''}
          onChange={(event) => {
            setValues({ ...values, CoverageCalculationTypeId: Number(event.target.value) });
            setErrors({ ...errors, CoverageCalculationTypeId: undefined, params: {} });
          }}
        >
          {coverageCalculationTypes.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={
                <span>
                  {option.name}
                  <Typography variant="body2" color="text.secondary" component="span">
                    {` — ${option.description}`}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 0.5 }}
            />
          ))}
        </RadioGroup>
        {errors.CoverageCalculationTypeId && (
          <FormHelperText>{errors.CoverageCalculationTypeId}</FormHelperText>
        )}
      </FormControl>
      {type && (
        <Grid container spacing={2}>
          {type.parameters.map((spec) => (
            <Grid key={spec.key} size={{ xs: 12, sm: 6 }}>
              {spec.kind === 'money' ? (
                <MoneyTextField
                  label={spec.label}
                  required={spec.required}
                  value={values.params[spec.key]}
                  onChange={(value) => setParam(spec.key, value)}
                  error={errors.params[spec.key] || undefined}
                />
              ) : (
                <TextField
                  label={spec.label}
                  required={spec.required}
                  fullWidth
                  value={values.params[spec.key] ?? ''}
                  placeholder="0,0000"
                  onChange={(event) =>
                    setParam(spec.key, cleanDecimalTyping(event.target.value).slice(0, 12))
                  }
                  error={Boolean(errors.params[spec.key])}
                  helperText={errors.params[spec.key] || undefined}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: {
                      endAdornment: <InputAdornment position="end">%</InputAdornment>,
                    },
                  }}
                />
              )}
            </Grid>
          ))}
        </Grid>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={values.IsAdditional}
            onChange={(event) => setValues({ ...values, IsAdditional: event.target.checked })}
          />
        }
        label={coverageLabels.IsAdditional}
      />
      {preview && (
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="coverage-json-preview"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {`${coverageLabels.CoverageCalculationJSONParam}: ${preview}`}
        </Typography>
      )}
    </FormDialog>
  );
};
