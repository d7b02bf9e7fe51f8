import {
  anniversarySettingsLabels,
  MAX_DAYS_BEFORE_ANNIVERSARY,
} from '../../domain/anniversaryEndorsement';
import {
  Cell,
  ConfigSection,
  DaysField,
  fieldBinder,
  IndexSelect,
  SwitchField,
} from '../renovacao/ConfigInputs';
import type { FormFields } from '../renovacao/useConfigForm';
import type { AnniversarySettingsForm } from './anniversaryForm';
import { useTexts } from '../renovacao/useTexts';

type Flag = 'AnniversaryEnabled' | 'ChargeAnnualPremium' | 'AutomaticIssue';

/** The anniversary-endorsement defaults (configurar-aniversario). */
export const AnniversarySettingsInputs = ({
  form,
}: {
  form: FormFields<AnniversarySettingsForm>;
}) => {
  const t = useTexts('resources.aniversario.settings');
  const field = fieldBinder(form, 'anniversary', anniversarySettingsLabels);
  const flag = (name: Flag) => <SwitchField {...field(name)} hint={t(`hints.${name}`)} />;
  return (
    <>
      <ConfigSection title={t('sections.when')} hint={t('sections.whenHint')}>
        <Cell wide>{flag('AnniversaryEnabled')}</Cell>
        <Cell>
          <DaysField
            {...field('DaysBeforeAnniversary')}
            required
            hint={t('hints.DaysBeforeAnniversary', { max: MAX_DAYS_BEFORE_ANNIVERSARY })}
          />
        </Cell>
        <Cell>
          <IndexSelect
            {...field('AdjustmentIndex')}
            // the defaults always name an index: no empty choice
            onChange={(value) => form.onChange('AdjustmentIndex', value || 'NENHUM')}
          />
        </Cell>
      </ConfigSection>
      <ConfigSection title={t('sections.how')} hint={t('sections.howHint')}>
        <Cell wide>{flag('ChargeAnnualPremium')}</Cell>
        <Cell wide>{flag('AutomaticIssue')}</Cell>
      </ConfigSection>
    </>
  );
};
