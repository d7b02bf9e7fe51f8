import { Card, CardContent, CardHeader, Grid, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { maskPhone } from '../../domain/format';
import type { PolicyHolderDetail } from '../../domain/policyHolders';
import { BusyButton, DateTextField, FormFooter, MoneyTextField } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties';
import { FlagsCard } from './FlagsCard';
import type { HolderAccess } from './holderAccess';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface DataTabProps {
  holder: PolicyHolderDetail;
  permissions: HolderAccess;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

const complementaryLabels = {
  Email: 'E-mail',
  Phone: 'Telefone',
  MainActivity: 'Atividade principal',
  FoundationDate: 'Data de fundação',
  AnnualRevenue: 'Faturamento anual',
  NetWorth: 'Patrimônio líquido',
};
type ComplementaryField = keyof typeof complementaryLabels;

const complementaryOf = (holder: PolicyHolderDetail) => ({
  Email: holder.Email ?? '',
  Phone: maskPhone(holder.Phone),
  MainActivity: holder.MainActivity ?? '',
  FoundationDate: holder.FoundationDate,
  AnnualRevenue: holder.AnnualRevenue,
  NetWorth: holder.NetWorth,
});

/** Dados: the name, the complementary data and the flags. A failed save keeps what was typed. */
export const DataTab = ({ holder, permissions, reload }: DataTabProps) => {
  const { saveComplementaryData, updatePolicyHolderName } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`resources.tomadores.${key}`);
  const [name, setName] = useState(holder.Name);
  const [nameError, setNameError] = useState<string>();
  const [savingName, setSavingName] = useState(false);
  const [form, setForm] = useState(() => complementaryOf(holder));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ComplementaryField, string>>>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const readOnly = !permissions.edit;

  const saveName = async () => {
    setSavingName(true);
    setNameError(undefined);
    try {
      await reload(updatePolicyHolderName(holder.UniqueId, name, holder.Version));
      notify(t('data.nameSaved'), { type: 'success' });
    } catch (error) {
      setNameError(gatewayMessages(error).join(' '));
    } finally {
      setSavingName(false);
    }
  };

  const saveComplementary = async () => {
    setSaving(true);
    setFieldErrors({});
    setGeneralErrors([]);
    try {
      await reload(
        saveComplementaryData({
          PolicyHolderUniqueId: holder.UniqueId,
          ...form,
          Version: holder.Version,
        }),
      );
      notify(t('data.complementarySaved'), { type: 'success' });
    } catch (error) {
      const { fields, general } = messagesByField(gatewayMessages(error), complementaryLabels);
      setFieldErrors(fields);
      setGeneralErrors(general);
    } finally {
      setSaving(false);
    }
  };

  const field = (key: 'Email' | 'MainActivity', grid = 6) => (
    <Grid size={{ xs: 12, md: grid }}>
      <TextField
        label={t(`fields.${key}`)}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        error={Boolean(fieldErrors[key])}
        helperText={fieldErrors[key]}
        disabled={readOnly}
        fullWidth
      />
    </Grid>
  );

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardHeader title={t('data.nameTitle')} slotProps={{ title: { variant: 'h6' } }} />
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              label={t('fields.Name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError}
              disabled={readOnly}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {!readOnly && (
              <BusyButton
                busy={savingName}
                disabled={!name.trim() || name === holder.Name}
                onClick={saveName}
                sx={{ flexShrink: 0, mt: 1 }}
              >
                {t('data.saveName')}
              </BusyButton>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={t('data.complementaryTitle')} slotProps={{ title: { variant: 'h6' } }} />
        <CardContent>
          <Grid container spacing={2}>
            {field('Email')}
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label={t('fields.Phone')}
                value={form.Phone}
                onChange={(event) => setForm({ ...form, Phone: maskPhone(event.target.value) })}
                error={Boolean(fieldErrors.Phone)}
                helperText={fieldErrors.Phone}
                disabled={readOnly}
                fullWidth
              />
            </Grid>
            {field('MainActivity', 8)}
            <Grid size={{ xs: 12, md: 4 }}>
              <DateTextField
                label="resources.tomadores.fields.FoundationDate"
                value={form.FoundationDate}
                onChange={(value) => setForm({ ...form, FoundationDate: value })}
                error={fieldErrors.FoundationDate}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MoneyTextField
                label="resources.tomadores.fields.AnnualRevenue"
                value={form.AnnualRevenue}
                onChange={(value) => setForm({ ...form, AnnualRevenue: value })}
                error={fieldErrors.AnnualRevenue}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MoneyTextField
                label="resources.tomadores.fields.NetWorth"
                value={form.NetWorth}
                onChange={(value) => setForm({ ...form, NetWorth: value })}
                error={fieldErrors.NetWorth}
                disabled={readOnly}
              />
            </Grid>
          </Grid>
          <FormFooter
            messages={generalErrors}
            saving={saving}
            saveLabel={t('data.saveComplementary')}
            canSave={!readOnly}
            onSave={saveComplementary}
            spacing={2}
          />
        </CardContent>
      </Card>
      <FlagsCard holder={holder} permissions={permissions} reload={reload} />
    </Stack>
  );
};
