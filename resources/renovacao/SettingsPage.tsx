import { Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ConfigHistory, ConfigPageFrame, FormActions, GeneralErrors } from './ConfigPageFrame';
import { type AreaTypes, type ModalityRuleScreens, useReloadAfter } from './modalityRuleScreens';
import { useConfigForm } from './useConfigForm';

const SettingsForm = <T extends AreaTypes>({
  area,
  settings,
}: {
  area: ModalityRuleScreens<T>;
  settings: T['settings'] & { Version: number };
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.${area.resource}.settings.${key}`);
  const notify = useNotify();
  const reload = useReloadAfter(area.queries.keys.all);
  const { saveSettings } = area.queries.useCalls();
  const { formOf, check, inputOf, fieldsOf } = area.settingsForm;
  const form = useConfigForm(formOf(settings), check, (values) =>
    reload(saveSettings(settings.Version, inputOf(values))),
  );
  const save = async () => {
    if (await form.submit()) notify(t('saved'), { type: 'success' });
  };
  return (
    <Stack spacing={2}>
      <GeneralErrors messages={form.general} />
      <area.SettingsInputs form={form} />
      <FormActions
        note={
          settings.Version
            ? translate('aval.ruleConfig.version', { version: settings.Version })
            : translate('aval.ruleConfig.neverSaved')
        }
        saving={form.saving}
        onReset={() => form.reset(formOf(settings))}
        onSave={save}
      />
      <area.Simulation
        config={area.simulateDefaults(fieldsOf(form.values))}
        hint={t('simulationHint')}
      />
    </Stack>
  );
};

/** configurar-<word>: the insurer's defaults of the area, simulated, with their history. */
export const SettingsPage = <T extends AreaTypes>({ area }: { area: ModalityRuleScreens<T> }) => {
  const translate = useTranslate();
  const settings = area.queries.useSettings();
  const history = area.queries.useHistory();
  return (
    <ConfigPageFrame
      testId={`page-configurar-${area.routeWord}`}
      title={translate(`resources.${area.resource}.settings.title`)}
      subtitle={translate(`resources.${area.resource}.settings.subtitle`)}
      breadcrumb={area.breadcrumbs.area}
      loading={settings.isPending}
      error={settings.error ? 'aval.ruleConfig.loadError' : null}
      onRetry={() => settings.refetch()}
    >
      {settings.data && (
        <SettingsForm key={settings.data.Version} area={area} settings={settings.data} />
      )}
      <ConfigHistory rows={history.data} loading={history.isPending} />
    </ConfigPageFrame>
  );
};
