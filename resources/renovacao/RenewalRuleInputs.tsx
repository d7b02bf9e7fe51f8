import { useTranslate } from 'react-admin';
import { MAX_RENEWALS, renewalRuleLabels as L } from '../../domain/renewal';
import { Cell, ConfigSection, DaysField, IndexSelect, SwitchField } from './ConfigInputs';
import type { RenewalRuleForm } from './renewalForm';
import type { FormFields } from './useConfigForm';

/** A modality's renewal rule; shared by create and edit. */
export const RenewalRuleInputs = ({
  form,
  defaultDays,
}: {
  form: FormFields<RenewalRuleForm>;
  /** The defaults' days, shown as what a blank field follows. */
  defaultDays: number;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.renovacao.rule.${key}`, options);
  const { values, errors, onChange, saving } = form;
  return (
    <ConfigSection title={t('section')} hint={t('sectionHint')}>
      <Cell wide>
        <SwitchField
          id="renewal-rule-AutomaticRenewal"
          label={L.AutomaticRenewal}
          value={values.AutomaticRenewal}
          onChange={(value) => onChange('AutomaticRenewal', value)}
          error={errors.AutomaticRenewal}
          hint={t('automaticHint')}
          disabled={saving}
        />
      </Cell>
      <Cell>
        <DaysField
          id="renewal-rule-DaysBeforeExpiry"
          label={L.DaysBeforeExpiry}
          value={values.DaysBeforeExpiry}
          onChange={(value) => onChange('DaysBeforeExpiry', value)}
          error={errors.DaysBeforeExpiry}
          hint={t('daysHint', { days: defaultDays })}
          disabled={saving}
        />
      </Cell>
      <Cell>
        <DaysField
          id="renewal-rule-MaxRenewals"
          counts
          label={L.MaxRenewals}
          value={values.MaxRenewals}
          onChange={(value) => onChange('MaxRenewals', value)}
          error={errors.MaxRenewals}
          hint={t('maxHint', { max: MAX_RENEWALS })}
          disabled={saving}
        />
      </Cell>
      <Cell>
        <IndexSelect
          id="renewal-rule-AdjustmentIndex"
          label={L.AdjustmentIndex}
          value={values.AdjustmentIndex}
          onChange={(value) => onChange('AdjustmentIndex', value || 'NENHUM')}
          error={errors.AdjustmentIndex}
          hint={t('indexHint')}
          disabled={saving}
        />
      </Cell>
    </ConfigSection>
  );
};
