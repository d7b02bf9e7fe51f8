import { useTranslate } from 'react-admin';
import {
  MAX_DAYS_BEFORE_EXPIRY,
  MAX_NOTICE_DAYS,
  renewalSettingsLabels as L,
} from '../../domain/renewal';
import { Cell, ConfigSection, DaysField, SwitchField } from './ConfigInputs';
import type { RenewalSettingsForm } from './renewalForm';
import type { FormFields } from './useConfigForm';

/** The renewal defaults (configurar-renovacao). */
export const RenewalSettingsInputs = ({ form }: { form: FormFields<RenewalSettingsForm> }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.renovacao.settings.${key}`);
  const { values, errors, onChange, saving } = form;
  const flag = (
    field:
      | 'RenewalEnabled'
      | 'AutoIssueWhenUnchanged'
      | 'RecalculatePremium'
      | 'BlockOnHolderRestrictions',
  ) => (
    <SwitchField
      id={`renewal-${field}`}
      label={L[field]}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={errors[field]}
      hint={t(`hints.${field}`)}
      disabled={saving}
    />
  );
  return (
    <>
      <ConfigSection title={t('sections.when')} hint={t('sections.whenHint')}>
        <Cell wide>{flag('RenewalEnabled')}</Cell>
        <Cell>
          <DaysField
            id="renewal-DaysBeforeExpiry"
            required
            label={L.DaysBeforeExpiry}
            value={values.DaysBeforeExpiry}
            onChange={(value) => onChange('DaysBeforeExpiry', value)}
            error={errors.DaysBeforeExpiry}
            hint={`1 a ${MAX_DAYS_BEFORE_EXPIRY}`}
            disabled={saving}
          />
        </Cell>
        <Cell>
          <DaysField
            id="renewal-NotifyBrokerDaysBefore"
            required
            label={L.NotifyBrokerDaysBefore}
            value={values.NotifyBrokerDaysBefore}
            onChange={(value) => onChange('NotifyBrokerDaysBefore', value)}
            error={errors.NotifyBrokerDaysBefore}
            hint={translate('resources.renovacao.settings.hints.NotifyBrokerDaysBefore', {
              max: MAX_NOTICE_DAYS,
            })}
            disabled={saving}
          />
        </Cell>
      </ConfigSection>
      <ConfigSection title={t('sections.how')} hint={t('sections.howHint')}>
        <Cell wide>{flag('AutoIssueWhenUnchanged')}</Cell>
        <Cell wide>{flag('RecalculatePremium')}</Cell>
        <Cell wide>{flag('BlockOnHolderRestrictions')}</Cell>
      </ConfigSection>
    </>
  );
};
