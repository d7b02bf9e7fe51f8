import { Chip, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfigHistory, ConfigPageFrame, FormActions, GeneralErrors } from './ConfigPageFrame';
import { DeleteRuleButton } from './DeleteRuleButton';
import {
  type AreaTypes,
  type ModalityRuleScreens,
  type RuleOf,
  useReloadAfter,
  useRuleWrites,
} from './modalityRuleScreens';
import { useConfigForm } from './useConfigForm';

const RuleForm = <T extends AreaTypes>({
  area,
  rule,
  defaults,
}: {
  area: ModalityRuleScreens<T>;
  rule: RuleOf<T>;
  defaults: T['settings'];
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = useReloadAfter(area.queries.keys.all);
  const { updateRule, deleteRule } = useRuleWrites<RuleOf<T>, T['ruleInput']>(area.resource);
  const { formOf, check, messagesByField, inputOf, fieldsOf } = area.ruleForm;
  const form = useConfigForm(formOf(rule), check, messagesByField, (values) =>
    reload(updateRule(rule, inputOf(values))),
  );
  const save = async () => {
    if (await form.submit()) notify(`resources.${area.resource}.edit.saved`, { type: 'success' });
  };
  return (
    <Stack spacing={2}>
      <GeneralErrors messages={form.general} />
      <area.RuleInputs form={form} defaults={defaults} />
      <FormActions
        note={translate('aval.ruleConfig.version', { version: rule.Version })}
        saving={form.saving}
        onReset={() => form.reset(formOf(rule))}
        onSave={save}
      >
        <DeleteRuleButton
          modalityName={rule.ModalityName}
          remove={() => deleteRule(rule)}
          queryKey={area.queries.keys.all}
          listPath={area.paths.rules}
          disabled={form.saving}
        />
      </FormActions>
      <area.Simulation config={area.effective(defaults, fieldsOf(form.values))} />
    </Stack>
  );
};

/**
 * editar-modalidade-<word>/:token — the token is the rule's UniqueId: the rule's form, its
 * removal, the simulation under the values on screen and the rule's history.
 */
export const RuleEditPage = <T extends AreaTypes>({ area }: { area: ModalityRuleScreens<T> }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.${area.resource}.${key}`);
  const { token = '' } = useParams();
  const rule = area.queries.useRule(token);
  const settings = area.queries.useSettings();
  const history = area.queries.useHistory(token);
  const status = (rule.error as { status?: number } | null)?.status;
  const missing = status === 404 || status === 400;
  const applies = rule.data && area.status(rule.data.Effective);
  return (
    <ConfigPageFrame
      testId={`page-editar-modalidade-${area.routeWord}`}
      title={rule.data?.ModalityName ?? t('edit.title')}
      subtitle={
        rule.data
          ? `${rule.data.BranchCode} · ${rule.data.ModalityGroupName}`
          : rule.isPending
            ? t('edit.subtitle')
            : undefined
      }
      breadcrumb={area.breadcrumbs.rules}
      loading={rule.isPending}
      error={
        missing
          ? `resources.${area.resource}.edit.notFound`
          : rule.error
            ? 'aval.ruleConfig.loadError'
            : null
      }
      back={missing ? area.paths.rules : undefined}
      onRetry={() => rule.refetch()}
      actions={
        applies && (
          <Chip color={applies.on ? 'success' : 'default'} label={t(`rules.${applies.label}`)} />
        )
      }
    >
      {rule.data && (
        <>
          <RuleForm
            key={rule.data.Version}
            area={area}
            rule={rule.data}
            defaults={settings.data ?? area.defaults}
          />
          <ConfigHistory rows={history.data} loading={history.isPending} />
        </>
      )}
    </ConfigPageFrame>
  );
};
