import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Link, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  DEFAULT_RENEWAL_SETTINGS,
  effectiveRenewal,
  renewalRuleLabels,
} from '../../domain/renewal';
import { BusyButton } from '../tomadores/BusyButton';
import { ConfigPageFrame, GeneralErrors } from './ConfigPageFrame';
import { ConfigSection, Cell } from './ConfigInputs';
import { ModalityPicker } from './ModalityPicker';
import { RENEWAL_PATH, RENEWAL_RULES_PATH, renewalEditPath } from './paths';
import { createRenewalRule } from './renewalApi';
import { renewalBreadcrumb } from './RenewalAreaPage';
import {
  checkRuleForm,
  EMPTY_RULE_FORM,
  ruleFieldsOf,
  ruleInputOf,
  ruleMessagesByField,
  type RenewalRuleForm,
} from './renewalForm';
import { RenewalRuleInputs } from './RenewalRuleInputs';
import { RenewalSimulation } from './RenewalSimulation';
import { useConfigForm } from './useConfigForm';
import { renewalKeys, useReloadAfter, useRenewalRules, useRenewalSettings } from './useRenewal';

export const ruleBreadcrumb = [
  ...renewalBreadcrumb,
  { label: 'aval.parametrizacao.areas.renovacao.title', to: RENEWAL_PATH },
  { label: 'resources.renovacao.rules.title', to: RENEWAL_RULES_PATH },
];

/** /parametrizacao/renovacao/criar-modalidade-renovacao: a new modality rule. */
export const RenewalRuleCreate = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.renovacao.create.${key}`);
  const notify = useNotify();
  const navigate = useNavigate();
  const settings = useRenewalSettings();
  const rules = useRenewalRules();
  const reload = useReloadAfter(renewalKeys.all);
  const [modality, setModality] = useState('');
  const [modalityError, setModalityError] = useState<string>();
  const form = useConfigForm<RenewalRuleForm>(
    EMPTY_RULE_FORM,
    checkRuleForm,
    ruleMessagesByField,
    async (values) => {
      const rule = await reload(createRenewalRule(modality, ruleInputOf(values)));
      notify(t('saved'), { type: 'success' });
      navigate(renewalEditPath(rule.UniqueId));
    },
  );
  const defaults = settings.data ?? DEFAULT_RENEWAL_SETTINGS;
  const save = () => {
    if (modality) void form.submit();
    else setModalityError(t('chooseModality'));
  };
  return (
    <ConfigPageFrame
      testId="page-criar-modalidade-renovacao"
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={ruleBreadcrumb}
    >
      <Stack spacing={2}>
        <GeneralErrors messages={form.general} />
        <ConfigSection title={renewalRuleLabels.ModalityUniqueId}>
          <Cell wide>
            <ModalityPicker
              id="renewal-rule-ModalityUniqueId"
              label={renewalRuleLabels.ModalityUniqueId}
              value={modality}
              onChange={(value) => {
                setModality(value);
                setModalityError(undefined);
              }}
              taken={(rules.data ?? []).map((rule) => rule.ModalityUniqueId)}
              error={modalityError}
              disabled={form.saving}
            />
          </Cell>
        </ConfigSection>
        <RenewalRuleInputs form={form} defaultDays={defaults.DaysBeforeExpiry} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to={RENEWAL_RULES_PATH} disabled={form.saving}>
            {translate('aval.ruleConfig.cancel')}
          </Button>
          <BusyButton busy={form.saving} onClick={save}>
            {t('save')}
          </BusyButton>
        </Stack>
        <RenewalSimulation config={effectiveRenewal(defaults, ruleFieldsOf(form.values))} />
      </Stack>
    </ConfigPageFrame>
  );
};
