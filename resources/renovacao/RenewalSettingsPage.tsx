import { Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { effectiveRenewal, type RenewalSettingsAnswer } from '../../domain/renewal';
import { BusyButton } from '../tomadores/BusyButton';
import { ConfigHistory, ConfigPageFrame, GeneralErrors } from './ConfigPageFrame';
import { RENEWAL_PATH } from './paths';
import { saveRenewalSettings } from './renewalApi';
import { renewalBreadcrumb } from './RenewalAreaPage';
import {
  checkSettingsForm,
  settingsFieldsOf,
  settingsFormOf,
  settingsInputOf,
  settingsMessagesByField,
} from './renewalForm';
import { RenewalSettingsInputs } from './RenewalSettingsInputs';
import { RenewalSimulation } from './RenewalSimulation';
import { useConfigForm } from './useConfigForm';
import { renewalKeys, useReloadAfter, useRenewalHistory, useRenewalSettings } from './useRenewal';

const breadcrumb = [
  ...renewalBreadcrumb,
  { label: 'aval.parametrizacao.areas.renovacao.title', to: RENEWAL_PATH },
];

const SettingsForm = ({ settings }: { settings: RenewalSettingsAnswer }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.renovacao.settings.${key}`, options);
  const notify = useNotify();
  const reload = useReloadAfter(renewalKeys.all);
  const form = useConfigForm(
    settingsFormOf(settings),
    checkSettingsForm,
    settingsMessagesByField,
    (values) => reload(saveRenewalSettings(settings.Version, settingsInputOf(values))),
  );
  // an automatic modality that follows the defaults, under the values on screen
  const simulated = effectiveRenewal(settingsFieldsOf(form.values), {
    AutomaticRenewal: true,
    DaysBeforeExpiry: null,
    MaxRenewals: null,
    AdjustmentIndex: 'NENHUM',
  });
  const save = async () => {
    if (await form.submit()) notify(t('saved'), { type: 'success' });
  };
  return (
    <Stack spacing={2}>
      <GeneralErrors messages={form.general} />
      <RenewalSettingsInputs form={form} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {settings.Version
            ? translate('aval.ruleConfig.version', { version: settings.Version })
            : translate('aval.ruleConfig.neverSaved')}
        </Typography>
        <Button onClick={() => form.reset(settingsFormOf(settings))} disabled={form.saving}>
          {translate('aval.ruleConfig.reset')}
        </Button>
        <BusyButton busy={form.saving} onClick={save}>
          {translate('aval.ruleConfig.save')}
        </BusyButton>
      </Stack>
      <RenewalSimulation config={simulated} hint={t('simulationHint')} />
    </Stack>
  );
};

/** /parametrizacao/renovacao/configurar-renovacao: the insurer's renewal defaults. */
export const RenewalSettingsPage = () => {
  const translate = useTranslate();
  const settings = useRenewalSettings();
  const history = useRenewalHistory();
  return (
    <ConfigPageFrame
      testId="page-configurar-renovacao"
      title={translate('resources.renovacao.settings.title')}
      subtitle={translate('resources.renovacao.settings.subtitle')}
      breadcrumb={breadcrumb}
      loading={settings.isPending}
      error={settings.error ? 'aval.ruleConfig.loadError' : null}
      onRetry={() => settings.refetch()}
    >
      {settings.data && <SettingsForm key={settings.data.Version} settings={settings.data} />}
      <ConfigHistory rows={history.data} loading={history.isPending} />
    </ConfigPageFrame>
  );
};
