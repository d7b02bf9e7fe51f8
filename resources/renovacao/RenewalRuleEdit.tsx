import { Button, Chip, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  DEFAULT_RENEWAL_SETTINGS,
  effectiveRenewal,
  type RenewalRuleAnswer,
  type RenewalSettingsFields,
} from '../../domain/renewal';
import { BusyButton } from '../tomadores/BusyButton';
import { DeleteRuleButton } from './DeleteRuleButton';
import { ConfigHistory, ConfigPageFrame, GeneralErrors } from './ConfigPageFrame';
import { RENEWAL_RULES_PATH } from './paths';
import { deleteRenewalRule, updateRenewalRule } from './renewalApi';
import {
  checkRuleForm,
  ruleFieldsOf,
  ruleFormOf,
  ruleInputOf,
  ruleMessagesByField,
} from './renewalForm';
import { ruleBreadcrumb } from './RenewalRuleCreate';
import { RenewalRuleInputs } from './RenewalRuleInputs';
import { RenewalSimulation } from './RenewalSimulation';
import { useConfigForm } from './useConfigForm';
import {
  renewalKeys,
  useReloadAfter,
  useRenewalHistory,
  useRenewalRule,
  useRenewalSettings,
} from './useRenewal';

const RuleForm = ({
  rule,
  defaults,
}: {
  rule: RenewalRuleAnswer;
  defaults: RenewalSettingsFields;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = useReloadAfter(renewalKeys.all);
  const form = useConfigForm(ruleFormOf(rule), checkRuleForm, ruleMessagesByField, (values) =>
    reload(updateRenewalRule(rule.UniqueId, rule.Version, ruleInputOf(values))),
  );
  const save = async () => {
    if (await form.submit()) notify('resources.renovacao.edit.saved', { type: 'success' });
  };
  return (
    <Stack spacing={2}>
      <GeneralErrors messages={form.general} />
      <RenewalRuleInputs form={form} defaultDays={defaults.DaysBeforeExpiry} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {translate('aval.ruleConfig.version', { version: rule.Version })}
        </Typography>
        <DeleteRuleButton
          modalityName={rule.ModalityName}
          remove={() => deleteRenewalRule(rule.UniqueId, rule.Version)}
          queryKey={renewalKeys.all}
          listPath={RENEWAL_RULES_PATH}
          disabled={form.saving}
        />
        <Button onClick={() => form.reset(ruleFormOf(rule))} disabled={form.saving}>
          {translate('aval.ruleConfig.reset')}
        </Button>
        <BusyButton busy={form.saving} onClick={save}>
          {translate('aval.ruleConfig.save')}
        </BusyButton>
      </Stack>
      <RenewalSimulation config={effectiveRenewal(defaults, ruleFieldsOf(form.values))} />
    </Stack>
  );
};

/** /parametrizacao/renovacao/editar-modalidade-renovacao/:token — the token is the rule's UniqueId. */
export const RenewalRuleEdit = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const rule = useRenewalRule(token);
  const settings = useRenewalSettings();
  const history = useRenewalHistory(token);
  const status = (rule.error as { status?: number } | null)?.status;
  const missing = status === 404 || status === 400;
  return (
    <ConfigPageFrame
      testId="page-editar-modalidade-renovacao"
      title={rule.data?.ModalityName ?? translate('resources.renovacao.edit.title')}
      subtitle={
        rule.data
          ? `${rule.data.BranchCode} · ${rule.data.ModalityGroupName}`
          : rule.isPending
            ? translate('resources.renovacao.edit.subtitle')
            : undefined
      }
      breadcrumb={ruleBreadcrumb}
      loading={rule.isPending}
      error={
        missing
          ? 'resources.renovacao.edit.notFound'
          : rule.error
            ? 'aval.ruleConfig.loadError'
            : null
      }
      back={missing ? RENEWAL_RULES_PATH : undefined}
      onRetry={() => rule.refetch()}
      actions={
        rule.data && (
          <Chip
            color={rule.data.Effective.AutomaticRenewal ? 'success' : 'default'}
            label={translate(
              `resources.renovacao.rules.${rule.data.Effective.AutomaticRenewal ? 'automatic' : 'manual'}`,
            )}
          />
        )
      }
    >
      {rule.data && (
        <>
          <RuleForm
            key={rule.data.Version}
            rule={rule.data}
            defaults={settings.data ?? DEFAULT_RENEWAL_SETTINGS}
          />
          <ConfigHistory rows={history.data} loading={history.isPending} />
        </>
      )}
    </ConfigPageFrame>
  );
};
