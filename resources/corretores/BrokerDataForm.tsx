import { Grid, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import {
  type BrokerRegistrationField,
  brokerRegistrationFieldProblem,
} from '../../domain/brokerRegistration';
import type { BrokerDetail } from '../../domain/brokers';
import { maskCnpj } from '../../domain/cpfCnpj';
import { maskPhone } from '../../domain/format';
import { FormFooter } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties';
import { useBrokerText } from './useBrokerText';

export interface BrokerData {
  Name: string;
  Email: string;
  Phone: string;
  SusepCode: string;
}

type Field = keyof BrokerData;

const labels: Record<Field, string> = {
  Name: 'Razão social',
  Email: 'E-mail',
  Phone: 'Telefone',
  SusepCode: 'Código SUSEP',
};

const rules: Record<Field, BrokerRegistrationField> = {
  Name: 'Name',
  Email: 'Email',
  Phone: 'Phone',
  SusepCode: 'SusepCode',
};

export interface BrokerDataFormProps {
  broker: BrokerDetail;
  canEdit: boolean;
  /** Only the insurer changes the SUSEP code; the CNPJ never changes. */
  canEditSusep: boolean;
  onSave: (data: BrokerData) => Promise<unknown>;
}

const dataOf = (broker: BrokerDetail): BrokerData => ({
  Name: broker.Name,
  Email: broker.Email ?? '',
  Phone: maskPhone(broker.Phone ?? ''),
  SusepCode: broker.SusepCode,
});

/** Dados: razão social, CNPJ (read-only), SUSEP code, e-mail and phone. */
export const BrokerDataForm = ({ broker, canEdit, canEditSusep, onSave }: BrokerDataFormProps) => {
  const t = useBrokerText();
  const [draft, setDraft] = useState<BrokerData>(() => dataOf(broker));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      (Object.keys(labels) as Field[]).flatMap((field) => {
        const message = brokerRegistrationFieldProblem(rules[field], draft[field]);
        return message ? [[field, message]] : [];
      }),
    );
    setErrors(problems);
    setGeneral([]);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      const split = messagesByField(gatewayMessages(error), labels);
      setErrors(split.fields);
      setGeneral(split.general);
    }
    setSaving(false);
  };

  const field = (name: Field, options: { disabled?: boolean; mask?: (v: string) => string }) => (
    <TextField
      fullWidth
      required
      name={name}
      label={labels[name]}
      value={draft[name]}
      onChange={(event) => {
        const value = options.mask ? options.mask(event.target.value) : event.target.value;
        setDraft((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      disabled={!canEdit || saving || options.disabled}
      error={!!errors[name]}
      helperText={errors[name]}
    />
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('tabs.data')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>{field('Name', {})}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField fullWidth label="CNPJ" value={maskCnpj(broker.Cnpj)} disabled />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{field('SusepCode', { disabled: !canEditSusep })}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{field('Email', {})}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{field('Phone', { mask: maskPhone })}</Grid>
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
