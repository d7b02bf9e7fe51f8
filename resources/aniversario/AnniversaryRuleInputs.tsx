import { useTranslate } from 'react-admin';
import {
  type AnniversarySettingsFields,
  anniversaryRuleLabels,
} from '../../domain/anniversaryEndorsement';
import { adjustmentIndexLabels } from '../../domain/renewal';
import {
  Cell,
  ConfigSection,
  DaysField,
  fieldBinder,
  IndexSelect,
  SwitchField,
  TriStateSelect,
} from '../renovacao/ConfigInputs';
import type { FormFields } from '../renovacao/useConfigForm';
import type { AnniversaryRuleForm } from './anniversaryForm';
import { useTexts } from '../renovacao/useTexts';

/** A modality's anniversary rule; blank fields follow the defaults (shown in each hint). */
export const AnniversaryRuleInputs = ({
  form,
  defaults,
}: {
  form: FormFields<AnniversaryRuleForm>;
  defaults: AnniversarySettingsFields;
}) => {
  const translate = useTranslate();
  const t = useTexts('resources.aniversario.rule');
  const yesNo = (value: boolean) => translate(`aval.ruleConfig.${value ? 'yes' : 'no'}`);
  const inherit = (value: string) => translate('aval.ruleConfig.inherit', { value });
  const field = fieldBinder(form, 'anniversary-rule', anniversaryRuleLabels);
  return (
    <ConfigSection title={t('section')} hint={t('sectionHint')}>
      <Cell wide>
        <SwitchField {...field('IsEnabled')} hint={t('enabledHint')} />
      </Cell>
      <Cell>
        <DaysField
          {...field('DaysBeforeAnniversary')}
          hint={t('daysHint', { days: defaults.DaysBeforeAnniversary })}
        />
      </Cell>
      <Cell>
        <IndexSelect
          {...field('AdjustmentIndex')}
          inheritLabel={inherit(adjustmentIndexLabels[defaults.AdjustmentIndex])}
        />
      </Cell>
      <Cell>
        <TriStateSelect
          {...field('ChargeAnnualPremium')}
          inheritLabel={inherit(yesNo(defaults.ChargeAnnualPremium))}
        />
      </Cell>
      <Cell>
        <TriStateSelect
          {...field('AutomaticIssue')}
          hint={t('issueHint')}
          inheritLabel={inherit(yesNo(defaults.AutomaticIssue))}
        />
      </Cell>
    </ConfigSection>
  );
};
