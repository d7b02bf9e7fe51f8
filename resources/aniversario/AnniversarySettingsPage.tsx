import { Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import {
  type AnniversarySettingsAnswer,
  effectiveAnniversary,
} from '../../domain/anniversaryEndorsement';
import { ConfigHistory, ConfigPageFrame, GeneralErrors } from '../renovacao/ConfigPageFrame';
import { useConfigForm } from '../renovacao/useConfigForm';
import { useReloadAfter } from '../renovacao/useRenewal';
import { BusyButton } from '../tomadores/BusyButton';
import { saveAnniversarySettings } from './anniversaryApi';
import { anniversaryAreaBreadcrumb } from './AnniversaryAreaPage';
import {
  checkSettingsForm,
  settingsFieldsOf,
  settingsFormOf,
  settingsInputOf,
  settingsMessagesByField,
} from './anniversaryForm';
import { AnniversarySettingsInputs } from './AnniversarySettingsInputs';
import { AnniversarySimulation } from './AnniversarySimulation';
import { anniversaryKeys, useAnniversaryHistory, useAnniversarySettings } from './useAnniversary';

const SettingsForm = ({ settings }: { settings: AnniversarySettingsAnswer }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.aniversario.settings.${key}`, options);
  const notify = useNotify();
  const reload = useReloadAfter(anniversaryKeys.all);
  const form = useConfigForm(
    settingsFormOf(settings),
    checkSettingsForm,
    settingsMessagesByField,
    (values) => reload(saveAnniversarySettings(settings.Version, settingsInputOf(values))),
  );
  const save = async () => {
    if (await form.submit()) notify(t('saved'), { type: 'success' });
  };
  return (
    <Stack spacing={2}>
      <GeneralErrors messages={form.general} />
      <AnniversarySettingsInputs form={form} />
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
      <AnniversarySimulation
        config={effectiveAnniversary(settingsFieldsOf(form.values), null)}
        hint={t('simulationHint')}
      />
    </Stack>
  );
};

/** /parametrizacao/endosso/configurar-aniversario: the insurer's anniversary defaults. */
export const AnniversarySettingsPage = () => {
  const translate = useTranslate();
  const settings = useAnniversarySettings();
  const history = useAnniversaryHistory();
  return (
    <ConfigPageFrame
      testId="page-configurar-aniversario"
      title={translate('resources.aniversario.settings.title')}
      subtitle={translate('resources.aniversario.settings.subtitle')}
      breadcrumb={anniversaryAreaBreadcrumb}
      loading={settings.isPending}
      error={settings.error ? 'aval.ruleConfig.loadError' : null}
      onRetry={() => settings.refetch()}
    >
      {settings.data && <SettingsForm key={settings.data.Version} settings={settings.data} />}
      <ConfigHistory rows={history.data} loading={history.isPending} />
    </ConfigPageFrame>
  );
};
