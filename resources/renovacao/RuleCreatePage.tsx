import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  CreateBase,
  Link,
  type SaveHandler,
  useNotify,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BusyButton } from '../../src/components/BusyButton';
import { Cell, ConfigSection } from './ConfigInputs';
import { ConfigPageFrame, GeneralErrors } from './ConfigPageFrame';
import { ModalityPicker } from './ModalityPicker';
import {
  type AreaTypes,
  type ModalityRuleScreens,
  quietMutation,
  type RuleOf,
  saveAndSettle,
  useReloadAfter,
} from './modalityRuleScreens';
import { useConfigForm } from './useConfigForm';

const RuleCreateView = <T extends AreaTypes>({ area }: { area: ModalityRuleScreens<T> }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.${area.resource}.create.${key}`);
  const notify = useNotify();
  const navigate = useNavigate();
  const settings = area.queries.useSettings();
  const rules = area.queries.useRules();
  const reload = useReloadAfter(area.queries.keys.all);
  const saveRule = useSaveContext().save as SaveHandler<RuleOf<T>>;
  const [modality, setModality] = useState('');
  const [modalityError, setModalityError] = useState<string>();
  const { empty, check, inputOf, fieldsOf } = area.ruleForm;
  const form = useConfigForm<T['ruleForm']>(empty, check, async (values) => {
    const rule = await reload(
      saveAndSettle(saveRule, { ModalityUniqueId: modality, ...inputOf(values) } as RuleOf<T>),
    );
    notify(t('saved'), { type: 'success' });
    navigate(area.paths.edit(rule.UniqueId));
  });
  const defaults = settings.data ?? area.defaults;
  const save = () => {
    if (modality) void form.submit();
    else setModalityError(t('chooseModality'));
  };
  return (
    <ConfigPageFrame
      testId={`page-criar-modalidade-${area.routeWord}`}
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={area.breadcrumbs.rules}
    >
      <Stack spacing={2}>
        <GeneralErrors messages={form.general} />
        <ConfigSection title={area.modalityLabel}>
          <Cell wide>
            <ModalityPicker
              id={`${area.idPrefix}-rule-ModalityUniqueId`}
              label={area.modalityLabel}
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
        <area.RuleInputs form={form} defaults={defaults} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to={area.paths.rules} disabled={form.saving}>
            {translate('aval.ruleConfig.cancel')}
          </Button>
          <BusyButton busy={form.saving} onClick={save}>
            {t('save')}
          </BusyButton>
        </Stack>
        <area.Simulation config={area.effective(defaults, fieldsOf(form.values))} />
      </Stack>
    </ConfigPageFrame>
  );
};

/**
 * criar-modalidade-<word>: a new modality rule (modalities that already have one are not
 * offered), simulated under the values on screen, created by react-admin's Create controller on
 * the area's resource; saved, it opens the rule's edit page.
 */
export const RuleCreatePage = <T extends AreaTypes>({ area }: { area: ModalityRuleScreens<T> }) => (
  <CreateBase resource={area.resource} redirect={false} mutationOptions={quietMutation}>
    <RuleCreateView area={area} />
  </CreateBase>
);
