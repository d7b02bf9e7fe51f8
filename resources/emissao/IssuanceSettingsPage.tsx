import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BooleanInput,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { COLLECTION_BANKS } from '../../domain/boleto/banks';
import { CANCELLATION_METHODS } from '../../domain/cancellationRefund';
import {
  type IssuanceSettingsAnswer,
  type IssuanceSettingsValues,
  issuanceSettingsLabels,
  MAX_FIRST_DUE_DAYS,
  MIN_FIRST_DUE_DAYS,
} from '../../domain/issuanceSettings';
import { formatDateTime } from '../../domain/format';
import { FormErrorAlert, SettingsPage } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

const text = (key: string) => `resources.emissao.${key}`;

/** The gateway's refusal that names no field (a 409's message among them), above the fields. */
const SubmissionAlert = () => {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return typeof message === 'string' && message ? <FormErrorAlert messages={[message]} /> : null;
};

const valuesOf = ({
  Padrao: _p,
  Version: _v,
  AlteradoEm: _a,
  AlteradoPor: _b,
  ...values
}: IssuanceSettingsAnswer): IssuanceSettingsValues => values;

/** A 400's messages under the fields they name (by label), everything else (a 409) above. */
const refusalOf = (error: unknown) => {
  const { fields, general } = messagesByField(gatewayMessages(error), issuanceSettingsLabels);
  const errors: Record<string, unknown> = { ...fields };
  if (general.length) errors.root = { serverError: general.join(' ') };
  return errors;
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * The settings form, keyed by Version: a save shows the saved values; a refusal (400 or 409)
 * keeps what was typed, with the gateway's messages.
 */
const IssuanceSettingsForm = ({ answer }: { answer: IssuanceSettingsAnswer }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(text(key), options);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { saveIssuanceSettings } = useDataProvider<AvalDataProvider>();
  const [defaultValues] = useState(() => valuesOf(answer));

  const save = async (values: Record<string, unknown>) => {
    try {
      await saveIssuanceSettings(
        {
          ...(values as IssuanceSettingsValues),
          DiasPrimeiroVencimento: Number(values.DiasPrimeiroVencimento),
        },
        answer.Version,
      );
    } catch (error) {
      return refusalOf(error);
    }
    notify(text('saved'), { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['emissao'] });
    return undefined;
  };

  const field = (name: keyof typeof issuanceSettingsLabels) => ({
    source: name,
    label: t(`fields.${name}`),
  });

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('form.title')}
        subheader={
          answer.Padrao
            ? t('form.defaults')
            : answer.AlteradoEm
              ? t('form.changed', {
                  at: formatDateTime(answer.AlteradoEm),
                  by: answer.AlteradoPor ?? '—',
                })
              : undefined
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Form
          defaultValues={defaultValues}
          onSubmit={save}
          noValidate
          disableInvalidFormNotification
        >
          <Stack spacing={3}>
            <SubmissionAlert />
            <Section title={t('form.account')}>
              <SelectInput
                {...field('Banco')}
                choices={COLLECTION_BANKS.map((bank) => ({
                  id: bank.code,
                  name: `${bank.code} – ${bank.name}`,
                }))}
                helperText={t('help.Banco')}
              />
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <TextInput {...field('Agencia')} helperText={t('help.Agencia')} />
                <TextInput {...field('Conta')} helperText={t('help.Conta')} />
                <TextInput {...field('DigitoConta')} helperText={false} />
                <TextInput {...field('Carteira')} helperText={false} />
              </Stack>
              <TextInput
                {...field('CodigoBeneficiario')}
                helperText={t('help.CodigoBeneficiario')}
              />
            </Section>
            <Section title={t('form.beneficiary')}>
              <TextInput {...field('BeneficiarioNome')} helperText={false} />
              <TextInput {...field('BeneficiarioDocumento')} helperText={false} />
              <TextInput {...field('BeneficiarioEndereco')} helperText={false} />
              <TextInput {...field('ChavePix')} helperText={t('help.ChavePix')} />
            </Section>
            <Section title={t('form.issuance')}>
              <NumberInput
                {...field('DiasPrimeiroVencimento')}
                min={MIN_FIRST_DUE_DAYS}
                max={MAX_FIRST_DUE_DAYS}
                step={1}
                helperText={t('help.DiasPrimeiroVencimento', {
                  min: MIN_FIRST_DUE_DAYS,
                  max: MAX_FIRST_DUE_DAYS,
                })}
              />
              <BooleanInput
                {...field('EmitirAntesDoPagamento')}
                helperText={t('help.EmitirAntesDoPagamento')}
              />
              <RadioButtonGroupInput
                {...field('MetodoCancelamento')}
                row={false}
                choices={CANCELLATION_METHODS.map((method) => ({ id: method }))}
                optionText={(choice: { id: string }) => (
                  <span>
                    <strong>{t(`methods.${choice.id}.name`)}</strong>
                    {' — '}
                    {t(`methods.${choice.id}.explanation`)}
                  </span>
                )}
                helperText={false}
              />
            </Section>
            <div>
              <SaveButton alwaysEnable />
            </div>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

/** /parametrizacao/emissao: how the tenant issues and collects (issue 15), then the history. */
export const IssuanceSettingsPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(text(key));
  const { getIssuanceSettings, getIssuanceSettingsHistory } = useDataProvider<AvalDataProvider>();
  const settings = useQuery({
    queryKey: ['emissao', 'settings'],
    queryFn: () => getIssuanceSettings(),
  });
  const history = useQuery({
    queryKey: ['emissao', 'history'],
    queryFn: () => getIssuanceSettingsHistory(),
  });
  return (
    <SettingsPage
      testId="page-emissao"
      title={t('title')}
      subtitle={t('subtitle')}
      loading={settings.isPending}
      failed={Boolean(settings.error)}
      loadError={t('loadError')}
      historyTitle={t('history')}
      history={history}
    >
      {settings.data && <IssuanceSettingsForm key={settings.data.Version} answer={settings.data} />}
    </SettingsPage>
  );
};
