import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  anniversaryRuleLabels,
  DEFAULT_ANNIVERSARY_SETTINGS,
  effectiveAnniversary,
} from '../../domain/anniversaryEndorsement';
import { Cell, ConfigSection } from '../renovacao/ConfigInputs';
import { ConfigPageFrame, GeneralErrors } from '../renovacao/ConfigPageFrame';
import { ModalityPicker } from '../renovacao/ModalityPicker';
import { useConfigForm } from '../renovacao/useConfigForm';
import { useReloadAfter } from '../renovacao/useRenewal';
import { BusyButton } from '../tomadores/BusyButton';
import { createAnniversaryRule } from './anniversaryApi';
import { anniversaryAreaBreadcrumb } from './AnniversaryAreaPage';
import {
  type AnniversaryRuleForm,
  checkRuleForm,
  EMPTY_RULE_FORM,
  ruleFieldsOf,
  ruleInputOf,
  ruleMessagesByField,
} from './anniversaryForm';
import { AnniversaryRuleInputs } from './AnniversaryRuleInputs';
import { AnniversarySimulation } from './AnniversarySimulation';
import { ANNIVERSARY_RULES_PATH, anniversaryEditPath } from './paths';
import { anniversaryKeys, useAnniversaryRules, useAnniversarySettings } from './useAnniversary';

export const anniversaryRuleBreadcrumb = [
  ...anniversaryAreaBreadcrumb,
  { label: 'resources.aniversario.rules.title', to: ANNIVERSARY_RULES_PATH },
];

/** /parametrizacao/endosso/criar-modalidade-aniversario: a new modality rule. */
export const AnniversaryRuleCreate = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.aniversario.create.${key}`);
  const notify = useNotify();
  const navigate = useNavigate();
  const settings = useAnniversarySettings();
  const rules = useAnniversaryRules();
  const reload = useReloadAfter(anniversaryKeys.all);
  const [modality, setModality] = useState('');
  const [modalityError, setModalityError] = useState<string>();
  const form = useConfigForm<AnniversaryRuleForm>(
    EMPTY_RULE_FORM,
    checkRuleForm,
    ruleMessagesByField,
    async (values) => {
      const rule = await reload(createAnniversaryRule(modality, ruleInputOf(values)));
      notify(t('saved'), { type: 'success' });
      navigate(anniversaryEditPath(rule.UniqueId));
    },
  );
  const defaults = settings.data ?? DEFAULT_ANNIVERSARY_SETTINGS;
  const save = () => {
    if (modality) void form.submit();
    else setModalityError(t('chooseModality'));
  };
  return (
    <ConfigPageFrame
      testId="page-criar-modalidade-aniversario"
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={anniversaryRuleBreadcrumb}
    >
      <Stack spacing={2}>
        <GeneralErrors messages={form.general} />
        <ConfigSection title={anniversaryRuleLabels.ModalityUniqueId}>
          <Cell wide>
            <ModalityPicker
              id="anniversary-rule-ModalityUniqueId"
              label={anniversaryRuleLabels.ModalityUniqueId}
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
        <AnniversaryRuleInputs form={form} defaults={defaults} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to={ANNIVERSARY_RULES_PATH} disabled={form.saving}>
            {translate('aval.ruleConfig.cancel')}
          </Button>
          <BusyButton busy={form.saving} onClick={save}>
            {t('save')}
          </BusyButton>
        </Stack>
        <AnniversarySimulation config={effectiveAnniversary(defaults, ruleFieldsOf(form.values))} />
      </Stack>
    </ConfigPageFrame>
  );
};
