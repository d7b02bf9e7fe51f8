import { DialogContentText, Grid, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatBRL } from '../../domain/format';
import type {
  InstallmentModalityParameterAnswer,
  InstallmentParameterAnswer,
} from '../../domain/installmentParameters';
import type { ModalityGroupAnswer } from '../../domain/modalities';
import { Dropdown, FormDialog, MoneyTextField, useDialogSave } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import {
  checkOverrideForm,
  daysText,
  type OverrideFormValues,
  type PaymentFieldErrors,
  paymentMessagesByField,
} from './paymentForm';
import { StaleAlert } from './StaleAlert';
import { isStale, usePaymentReload } from './usePayments';

export interface OverrideDialogProps {
  parameter: InstallmentParameterAnswer;
  /** The override being edited; absent for a new one. */
  override?: InstallmentModalityParameterAnswer;
  groups: ModalityGroupAnswer[];
  onClose: () => void;
  onReload: () => void;
}

const initialOf = (override?: InstallmentModalityParameterAnswer): OverrideFormValues => ({
  ModalityId: override?.ModalityId ?? null,
  MaxInstallments: override?.MaxInstallments == null ? '' : String(override.MaxInstallments),
  MinInstallmentValue: override?.MinInstallmentValue ?? null,
  PossibleGracePeriodsInDays: daysText(override?.PossibleGracePeriodsInDays),
});

/** A modality's exception to the payment code: an empty field inherits the code's value. */
export const OverrideDialog = ({
  parameter,
  override,
  groups,
  onClose,
  onReload,
}: OverrideDialogProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.pagamentos.overrides.${key}`, options);
  const f = (key: string) => translate(`resources.pagamentos.fields.${key}`);
  const { savePaymentModalityOverride } = useDataProvider<AvalDataProvider>();
  const reload = usePaymentReload();
  const [values, setValues] = useState(initialOf(override));
  const [errors, setErrors] = useState<PaymentFieldErrors & { ModalityId?: string }>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const { saving, save: saveWith } = useDialogSave(onClose);
  const taken = new Set(parameter.ModalityParameters.map((item) => item.ModalityId));
  const modalityItems = groups.flatMap((group) =>
    group.Modalities.filter(
      (modality) => modality.Id === override?.ModalityId || !taken.has(modality.Id),
    ).map((modality) => ({
      value: modality.Id,
      label: `${modality.Name} · ${group.Name} (${group.BranchCode})`,
    })),
  );
  const change = <K extends keyof OverrideFormValues>(field: K, value: OverrideFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    const checked = checkOverrideForm(values);
    const modalityMissing = values.ModalityId ? undefined : t('modalityRequired');
    setErrors({ ...checked.errors, ModalityId: modalityMissing });
    setGeneral(checked.general);
    setStale(null);
    if (modalityMissing || Object.keys(checked.errors).length || checked.general.length) return;
    await saveWith(
      async () => {
        await reload(
          savePaymentModalityOverride(
            parameter.Id,
            values.ModalityId as number,
            override?.Version ?? 0,
            checked.valid,
          ),
        );
      },
      (error) => {
        const messages = gatewayMessages(error);
        if (isStale(error)) setStale(messages.join(' '));
        else {
          const split = paymentMessagesByField(messages);
          setErrors(split.fields);
          setGeneral(split.general);
        }
      },
    );
  };

  const inherited = (text: string) => t('inherits', { value: text });
  return (
    <FormDialog
      title={t(override ? 'editTitle' : 'createTitle', { name: parameter.Name })}
      titleId="override-title"
      busy={saving}
      errors={general}
      onClose={onClose}
      onSave={save}
      cancelLabel={translate('resources.pagamentos.cancel')}
      saveLabel={translate('resources.pagamentos.save')}
      layout="plain"
      intro={
        <>
          <DialogContentText sx={{ mb: 2 }}>{t('explain')}</DialogContentText>
          {stale && <StaleAlert message={stale} onReload={onReload} />}
        </>
      }
    >
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={12}>
          <Dropdown
            label={t('modality')}
            required
            items={modalityItems}
            value={values.ModalityId}
            onChange={(value) => change('ModalityId', (value as number | null) ?? null)}
            disabled={Boolean(override) || saving}
            error={errors.ModalityId}
            clearable={false}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            type="number"
            label={f('MaxInstallments')}
            value={values.MaxInstallments}
            onChange={(event) => change('MaxInstallments', event.target.value)}
            disabled={saving}
            error={Boolean(errors.MaxInstallments)}
            helperText={errors.MaxInstallments ?? inherited(String(parameter.MaxInstallments))}
          />
        </Grid>
        <Grid size={12}>
          <MoneyTextField
            label={f('MinInstallmentValue')}
            value={values.MinInstallmentValue}
            onChange={(value) => change('MinInstallmentValue', value)}
            disabled={saving}
            error={errors.MinInstallmentValue}
            placeholder={inherited(formatBRL(parameter.MinInstallmentValue))}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            label={f('PossibleGracePeriodsInDays')}
            value={values.PossibleGracePeriodsInDays}
            onChange={(event) => change('PossibleGracePeriodsInDays', event.target.value)}
            disabled={saving}
            error={Boolean(errors.PossibleGracePeriodsInDays)}
            helperText={
              errors.PossibleGracePeriodsInDays ??
              inherited(daysText(parameter.PossibleGracePeriodsInDays))
            }
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
};
