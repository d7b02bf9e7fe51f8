import {
  type AnniversaryRuleFields,
  type AnniversarySettingsFields,
  anniversaryRuleLabels,
  anniversarySettingsLabels,
  validateAnniversaryRule,
  validateAnniversarySettings,
} from '../../domain/anniversaryEndorsement';
import type { AdjustmentIndex } from '../../domain/renewal';
import { booleanOf, daysOf, textOf, type TriState, triStateOf } from '../renovacao/ConfigInputs';
import { domainFormRules } from '../renovacao/useConfigForm';

export type AnniversarySettingsForm = Omit<AnniversarySettingsFields, 'DaysBeforeAnniversary'> & {
  DaysBeforeAnniversary: string;
};

/** A rule as edited: blank days, '' index and '' flags follow the defaults. */
export interface AnniversaryRuleForm {
  IsEnabled: boolean;
  DaysBeforeAnniversary: string;
  AdjustmentIndex: AdjustmentIndex | '';
  ChargeAnnualPremium: TriState;
  AutomaticIssue: TriState;
}

const settingsFormOf = (fields: AnniversarySettingsFields): AnniversarySettingsForm => ({
  ...fields,
  DaysBeforeAnniversary: String(fields.DaysBeforeAnniversary),
});
const settingsInputOf = (form: AnniversarySettingsForm) => ({
  ...form,
  DaysBeforeAnniversary: daysOf(form.DaysBeforeAnniversary),
});

const EMPTY_RULE_FORM: AnniversaryRuleForm = {
  IsEnabled: true,
  DaysBeforeAnniversary: '',
  AdjustmentIndex: '',
  ChargeAnnualPremium: '',
  AutomaticIssue: '',
};

const ruleFormOf = (fields: AnniversaryRuleFields): AnniversaryRuleForm => ({
  IsEnabled: fields.IsEnabled,
  DaysBeforeAnniversary: textOf(fields.DaysBeforeAnniversary),
  AdjustmentIndex: fields.AdjustmentIndex ?? '',
  ChargeAnnualPremium: triStateOf(fields.ChargeAnnualPremium),
  AutomaticIssue: triStateOf(fields.AutomaticIssue),
});
const ruleInputOf = (form: AnniversaryRuleForm) => ({
  IsEnabled: form.IsEnabled,
  DaysBeforeAnniversary: daysOf(form.DaysBeforeAnniversary),
  AdjustmentIndex: form.AdjustmentIndex || null,
  ChargeAnnualPremium: booleanOf(form.ChargeAnnualPremium),
  AutomaticIssue: booleanOf(form.AutomaticIssue),
});

/** The defaults' form (configurar-aniversario) and a modality rule's form (create and edit). */
export const anniversarySettingsForm = {
  formOf: settingsFormOf,
  ...domainFormRules(validateAnniversarySettings, anniversarySettingsLabels, settingsInputOf),
};
export const anniversaryRuleForm = {
  empty: EMPTY_RULE_FORM,
  formOf: ruleFormOf,
  ...domainFormRules(validateAnniversaryRule, anniversaryRuleLabels, ruleInputOf),
};
