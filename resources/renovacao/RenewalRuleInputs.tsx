import { MAX_RENEWALS, type RenewalSettingsFields, renewalRuleLabels } from '../../domain/renewal';
import {
  Cell,
  ConfigSection,
  DaysField,
  fieldBinder,
  IndexSelect,
  SwitchField,
} from './ConfigInputs';
import type { RenewalRuleForm } from './renewalForm';
import type { FormFields } from './useConfigForm';
import { useTexts } from './useTexts';

/** A modality's renewal rule; shared by create and edit. */
export const RenewalRuleInputs = ({
  form,
  defaults,
}: {
  form: FormFields<RenewalRuleForm>;
  /** The defaults: their days are what a blank field follows. */
  defaults: RenewalSettingsFields;
}) => {
  const t = useTexts('resources.renovacao.rule');
  const field = fieldBinder(form, 'renewal-rule', renewalRuleLabels);
  return (
    <ConfigSection title={t('section')} hint={t('sectionHint')}>
      <Cell wide>
        <SwitchField {...field('AutomaticRenewal')} hint={t('automaticHint')} />
      </Cell>
      <Cell>
        <DaysField
          {...field('DaysBeforeExpiry')}
          hint={t('daysHint', { days: defaults.DaysBeforeExpiry })}
        />
      </Cell>
      <Cell>
        <DaysField {...field('MaxRenewals')} counts hint={t('maxHint', { max: MAX_RENEWALS })} />
      </Cell>
      <Cell>
        <IndexSelect
          {...field('AdjustmentIndex')}
          // the rule always names an index: no empty choice
          onChange={(value) => form.onChange('AdjustmentIndex', value || 'NENHUM')}
          hint={t('indexHint')}
        />
      </Cell>
    </ConfigSection>
  );
};
