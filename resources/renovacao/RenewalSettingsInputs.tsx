import {
  MAX_DAYS_BEFORE_EXPIRY,
  MAX_NOTICE_DAYS,
  renewalSettingsLabels,
} from '../../domain/renewal';
import { Cell, ConfigSection, DaysField, fieldBinder, SwitchField } from './ConfigInputs';
import type { RenewalSettingsForm } from './renewalForm';
import type { FormFields } from './useConfigForm';
import { useTexts } from './useTexts';

type Flag =
  'RenewalEnabled' | 'AutoIssueWhenUnchanged' | 'RecalculatePremium' | 'BlockOnHolderRestrictions';

/** The renewal defaults (configurar-renovacao). */
export const RenewalSettingsInputs = ({ form }: { form: FormFields<RenewalSettingsForm> }) => {
  const t = useTexts('resources.renovacao.settings');
  const field = fieldBinder(form, 'renewal', renewalSettingsLabels);
  const flag = (name: Flag) => <SwitchField {...field(name)} hint={t(`hints.${name}`)} />;
  return (
    <>
      <ConfigSection title={t('sections.when')} hint={t('sections.whenHint')}>
        <Cell wide>{flag('RenewalEnabled')}</Cell>
        <Cell>
          <DaysField
            {...field('DaysBeforeExpiry')}
            required
            hint={`1 a ${MAX_DAYS_BEFORE_EXPIRY}`}
          />
        </Cell>
        <Cell>
          <DaysField
            {...field('NotifyBrokerDaysBefore')}
            required
            hint={t('hints.NotifyBrokerDaysBefore', { max: MAX_NOTICE_DAYS })}
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
