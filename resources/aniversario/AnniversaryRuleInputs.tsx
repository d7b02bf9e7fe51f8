import { useTranslate } from 'react-admin';
import {
  type AnniversarySettingsFields,
  anniversaryRuleLabels as L,
} from '../../domain/anniversaryEndorsement';
import { adjustmentIndexLabels } from '../../domain/renewal';
import {
  Cell,
  ConfigSection,
  DaysField,
  IndexSelect,
  SwitchField,
  TriStateSelect,
} from '../renovacao/ConfigInputs';
import type { FormFields } from '../renovacao/useConfigForm';
import type { AnniversaryRuleForm } from './anniversaryForm';

/** A modality's anniversary rule; blank fields follow the defaults (shown in each hint). */
export const AnniversaryRuleInputs = ({
  form,
  defaults,
}: {
  form: FormFields<AnniversaryRuleForm>;
  defaults: AnniversarySettingsFields;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.aniversario.rule.${key}`, options);
  const yesNo = (value: boolean) => translate(`aval.ruleConfig.${value ? 'yes' : 'no'}`);
  const inherit = (value: string) => translate('aval.ruleConfig.inherit', { value });
  const { values, errors, onChange, saving } = form;
  return (
    <ConfigSection title={t('section')} hint={t('sectionHint')}>
      <Cell wide>
        <SwitchField
          id="anniversary-rule-IsEnabled"
          label={L.IsEnabled}
          value={values.IsEnabled}
          onChange={(value) => onChange('IsEnabled', value)}
          error={errors.IsEnabled}
          hint={t('enabledHint')}
          disabled={saving}
        />
      </Cell>
      <Cell>
        <DaysField
          id="anniversary-rule-DaysBeforeAnniversary"
          label={L.DaysBeforeAnniversary}
          value={values.DaysBeforeAnniversary}
          onChange={(value) => onChange('DaysBeforeAnniversary', value)}
          error={errors.DaysBeforeAnniversary}
          hint={t('daysHint', { days: defaults.DaysBeforeAnniversary })}
          disabled={saving}
        />
      </Cell>
      <Cell>
        <IndexSelect
          id="anniversary-rule-AdjustmentIndex"
          label={L.AdjustmentIndex}
          value={values.AdjustmentIndex}
          onChange={(value) => onChange('AdjustmentIndex', value)}
          error={errors.AdjustmentIndex}
          inheritLabel={inherit(adjustmentIndexLabels[defaults.AdjustmentIndex])}
          disabled={saving}
        />
      </Cell>
      <Cell>
        <TriStateSelect
          id="anniversary-rule-ChargeAnnualPremium"
          label={L.ChargeAnnualPremium}
          value={values.ChargeAnnualPremium}
          onChange={(value) => onChange('ChargeAnnualPremium', value)}
          error={errors.ChargeAnnualPremium}
          inheritLabel={inherit(yesNo(defaults.ChargeAnnualPremium))}
          disabled={saving}
        />
      </Cell>
      <Cell>
        <TriStateSelect
          id="anniversary-rule-AutomaticIssue"
          label={L.AutomaticIssue}
          value={values.AutomaticIssue}
          onChange={(value) => onChange('AutomaticIssue', value)}
          error={errors.AutomaticIssue}
          hint={t('issueHint')}
          inheritLabel={inherit(yesNo(defaults.AutomaticIssue))}
          disabled={saving}
        />
      </Cell>
    </ConfigSection>
  );
};
