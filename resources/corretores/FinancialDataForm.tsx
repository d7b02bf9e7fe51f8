import { Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  type BankAccountData,
  type BankAccountField,
  bankAccountLabels,
  bankAccountProblems,
  bankAccountTypes,
} from '../../domain/banks';
import { Dropdown, FormFooter } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties';
import type { BankOption } from '../../domain/brokers';
import { useBrokerText } from './useBrokerText';

export interface FinancialDataFormProps {
  value: BankAccountData;
  /** The bank's name as the gateway answers it (GetBrokerFinancialData). */
  bankName?: string | null;
  banks: BankOption[] | undefined;
  banksLoading?: boolean;
  canEdit: boolean;
  /** Saves the account; a rejection keeps what was typed and shows the gateway's messages. */
  onSave: (data: BankAccountData) => Promise<unknown>;
}

type Errors = Partial<Record<BankAccountField, string>>;

const textFields: { field: BankAccountField; maxLength: number; width: number }[] = [
  { field: 'BankBranchNumber', maxLength: 5, width: 4 },
  { field: 'BankBranchDigit', maxLength: 1, width: 2 },
  { field: 'BankAccountNumber', maxLength: 13, width: 4 },
  { field: 'BankAccountDigit', maxLength: 1, width: 2 },
];

const localErrors = (draft: BankAccountData): Errors =>
  Object.fromEntries(
    bankAccountProblems(draft).map(({ field, message }) => [field, message]),
  ) as Errors;

/** Dados financeiros: the bank account the broker's commissions are paid into. */
export const FinancialDataForm = ({
  value,
  bankName,
  banks,
  banksLoading,
  canEdit,
  onSave,
}: FinancialDataFormProps) => {
  const t = useBrokerText();
  const [draft, setDraft] = useState<BankAccountData>(value);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const set = (field: BankAccountField, next: string | number | null) => {
    setDraft((current) => ({ ...current, [field]: next === '' ? null : next }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = localErrors(draft);
    setErrors(problems);
    setGeneral([]);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      const split = messagesByField(gatewayMessages(error), bankAccountLabels);
      setErrors(split.fields);
      setGeneral(split.general);
    }
    setSaving(false);
  };

  const disabled = !canEdit || saving;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={t('tabs.financial')}
    >
      {bankName && (
        <Typography variant="body2" color="text.secondary">
          {t('financial.currentBank', { name: bankName })}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Dropdown<BankOption>
            label={bankAccountLabels.BankId}
            required
            items={banks}
            loading={banksLoading}
            optionLabel="Label"
            optionValue="Id"
            placeholder="Selecione o banco"
            value={draft.BankId}
            onChange={(next) => set('BankId', next === null ? null : String(next))}
            disabled={disabled}
            error={errors.BankId}
            name="BankId"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Dropdown<{ Id: number; Name: string }>
            label={bankAccountLabels.BankAccountTypeId}
            required
            items={bankAccountTypes}
            optionLabel="Name"
            optionValue="Id"
            value={draft.BankAccountTypeId}
            onChange={(next) => set('BankAccountTypeId', next === null ? null : Number(next))}
            disabled={disabled}
            error={errors.BankAccountTypeId}
            name="BankAccountTypeId"
          />
        </Grid>
        {textFields.map(({ field, maxLength, width }) => (
          <Grid key={field} size={{ xs: field.endsWith('Digit') ? 4 : 8, sm: width }}>
            <TextField
              fullWidth
              label={bankAccountLabels[field]}
              name={field}
              required={field !== 'BankBranchDigit'}
              value={draft[field] ?? ''}
              onChange={(event) =>
                set(
                  field,
                  field.endsWith('Digit')
                    ? event.target.value.replace(/[^0-9xX]/g, '').toUpperCase()
                    : event.target.value.replace(/\D/g, ''),
                )
              }
              slotProps={{ htmlInput: { maxLength, inputMode: 'numeric' } }}
              disabled={disabled}
              error={!!errors[field]}
              helperText={errors[field]}
            />
          </Grid>
        ))}
      </Grid>
      <FormFooter
        messages={general}
        saving={saving}
        saveLabel={t('actions.save')}
        canSave={canEdit}
      />
    </Stack>
  );
};
