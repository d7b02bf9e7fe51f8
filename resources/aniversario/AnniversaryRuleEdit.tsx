import { Button, Chip, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  type AnniversaryRuleAnswer,
  type AnniversarySettingsFields,
  DEFAULT_ANNIVERSARY_SETTINGS,
  effectiveAnniversary,
} from '../../domain/anniversaryEndorsement';
import { ConfigHistory, ConfigPageFrame, GeneralErrors } from '../renovacao/ConfigPageFrame';
import { useConfigForm } from '../renovacao/useConfigForm';
import { useReloadAfter } from '../renovacao/useRenewal';
import { BusyButton } from '../tomadores/BusyButton';
import { DeleteRuleButton } from '../renovacao/DeleteRuleButton';
import { deleteAnniversaryRule, updateAnniversaryRule } from './anniversaryApi';
import {
  checkRuleForm,
  ruleFieldsOf,
  ruleFormOf,
  ruleInputOf,
  ruleMessagesByField,
} from './anniversaryForm';
import { anniversaryRuleBreadcrumb } from './AnniversaryRuleCreate';
import { AnniversaryRuleInputs } from './AnniversaryRuleInputs';
import { AnniversarySimulation } from './AnniversarySimulation';
import { ANNIVERSARY_RULES_PATH } from './paths';
import {
  anniversaryKeys,
  useAnniversaryHistory,
  useAnniversaryRule,
  useAnniversarySettings,
} from './useAnniversary';

const RuleForm = ({
  rule,
  defaults,
}: {
  rule: AnniversaryRuleAnswer;
  defaults: AnniversarySettingsFields;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = useReloadAfter(anniversaryKeys.all);
  const form = useConfigForm(ruleFormOf(rule), checkRuleForm, ruleMessagesByField, (values) =>
    reload(updateAnniversaryRule(rule.UniqueId, rule.Version, ruleInputOf(values))),
  );
  const save = async () => {
    if (await form.submit()) notify('resources.aniversario.edit.saved', { type: 'success' });
  };
  return (
    <Stack spacing={2}>
      <GeneralErrors messages={form.general} />
      <AnniversaryRuleInputs form={form} defaults={defaults} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {translate('aval.ruleConfig.version', { version: rule.Version })}
        </Typography>
        <DeleteRuleButton
          modalityName={rule.ModalityName}
          remove={() => deleteAnniversaryRule(rule.UniqueId, rule.Version)}
          queryKey={anniversaryKeys.all}
          listPath={ANNIVERSARY_RULES_PATH}
          disabled={form.saving}
        />
        <Button onClick={() => form.reset(ruleFormOf(rule))} disabled={form.saving}>
          {translate('aval.ruleConfig.reset')}
        </Button>
        <BusyButton busy={form.saving} onClick={save}>
          {translate('aval.ruleConfig.save')}
        </BusyButton>
      </Stack>
      <AnniversarySimulation config={effectiveAnniversary(defaults, ruleFieldsOf(form.values))} />
    </Stack>
  );
};

/** /parametrizacao/endosso/editar-modalidade-aniversario/:token — the rule's UniqueId. */
export const AnniversaryRuleEdit = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const rule = useAnniversaryRule(token);
  const settings = useAnniversarySettings();
  const history = useAnniversaryHistory(token);
  const status = (rule.error as { status?: number } | null)?.status;
  const missing = status === 404 || status === 400;
  const enabled = rule.data?.Effective.Enabled;
  return (
    <ConfigPageFrame
      testId="page-editar-modalidade-aniversario"
      title={rule.data?.ModalityName ?? translate('resources.aniversario.edit.title')}
      subtitle={
        rule.data
          ? `${rule.data.BranchCode} · ${rule.data.ModalityGroupName}`
          : rule.isPending
            ? translate('resources.aniversario.edit.subtitle')
            : undefined
      }
      breadcrumb={anniversaryRuleBreadcrumb}
      loading={rule.isPending}
      error={
        missing
          ? 'resources.aniversario.edit.notFound'
          : rule.error
            ? 'aval.ruleConfig.loadError'
            : null
      }
      back={missing ? ANNIVERSARY_RULES_PATH : undefined}
      onRetry={() => rule.refetch()}
      actions={
        rule.data && (
          <Chip
            color={enabled ? 'success' : 'default'}
            label={translate(`resources.aniversario.rules.${enabled ? 'enabled' : 'disabled'}`)}
          />
        )
      }
    >
      {rule.data && (
        <>
          <RuleForm
            key={rule.data.Version}
            rule={rule.data}
            defaults={settings.data ?? DEFAULT_ANNIVERSARY_SETTINGS}
          />
          <ConfigHistory rows={history.data} loading={history.isPending} />
        </>
      )}
    </ConfigPageFrame>
  );
};
