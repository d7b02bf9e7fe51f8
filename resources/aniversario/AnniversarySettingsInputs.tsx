import { useTranslate } from 'react-admin';
import {
  anniversarySettingsLabels as L,
  MAX_DAYS_BEFORE_ANNIVERSARY,
} from '../../domain/anniversaryEndorsement';
import {
  Cell,
  ConfigSection,
  DaysField,
  IndexSelect,
  SwitchField,
} from '../renovacao/ConfigInputs';
import type { FormFields } from '../renovacao/useConfigForm';
import type { AnniversarySettingsForm } from './anniversaryForm';

type Flag = 'AnniversaryEnabled' | 'ChargeAnnualPremium' | 'AutomaticIssue';

/** The anniversary-endorsement defaults (configurar-aniversario). */
export const AnniversarySettingsInputs = ({
  form,
}: {
  form: FormFields<AnniversarySettingsForm>;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.aniversario.settings.${key}`, options);
  const { values, errors, onChange, saving } = form;
  const flag = (field: Flag) => (
    <SwitchField
      id={`anniversary-${field}`}
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
        <Cell wide>{flag('AnniversaryEnabled')}</Cell>
        <Cell>
          <DaysField
            id="anniversary-DaysBeforeAnniversary"
            required
            label={L.DaysBeforeAnniversary}
            value={values.DaysBeforeAnniversary}
            onChange={(value) => onChange('DaysBeforeAnniversary', value)}
            error={errors.DaysBeforeAnniversary}
            hint={t('hints.DaysBeforeAnniversary', { max: MAX_DAYS_BEFORE_ANNIVERSARY })}
            disabled={saving}
          />
        </Cell>
        <Cell>
          <IndexSelect
            id="anniversary-AdjustmentIndex"
            label={L.AdjustmentIndex}
            value={values.AdjustmentIndex}
            onChange={(value) => onChange('AdjustmentIndex', value || 'NENHUM')}
            error={errors.AdjustmentIndex}
            disabled={saving}
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
