import {
  type AnniversaryRuleFields,
  type AnniversarySettingsFields,
  anniversaryRuleLabels,
  anniversarySettingsLabels,
  validateAnniversaryRule,
  validateAnniversarySettings,
} from '../../domain/anniversaryEndorsement';
import type { AdjustmentIndex } from '../../domain/renewal';
import { messagesByField } from '../../src/components/parties/gatewayMessages';
import { booleanOf, daysOf, textOf, type TriState, triStateOf } from '../renovacao/ConfigInputs';

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

export const settingsFormOf = (fields: AnniversarySettingsFields): AnniversarySettingsForm => ({
  ...fields,
  DaysBeforeAnniversary: String(fields.DaysBeforeAnniversary),
});
export const settingsInputOf = (form: AnniversarySettingsForm) => ({
  ...form,
  DaysBeforeAnniversary: daysOf(form.DaysBeforeAnniversary),
});

export const EMPTY_RULE_FORM: AnniversaryRuleForm = {
  IsEnabled: true,
  DaysBeforeAnniversary: '',
  AdjustmentIndex: '',
  ChargeAnnualPremium: '',
  AutomaticIssue: '',
};

export const ruleFormOf = (fields: AnniversaryRuleFields): AnniversaryRuleForm => ({
  IsEnabled: fields.IsEnabled,
  DaysBeforeAnniversary: textOf(fields.DaysBeforeAnniversary),
  AdjustmentIndex: fields.AdjustmentIndex ?? '',
  ChargeAnnualPremium: triStateOf(fields.ChargeAnnualPremium),
  AutomaticIssue: triStateOf(fields.AutomaticIssue),
});
export const ruleInputOf = (form: AnniversaryRuleForm) => ({
  IsEnabled: form.IsEnabled,
  DaysBeforeAnniversary: daysOf(form.DaysBeforeAnniversary),
  AdjustmentIndex: form.AdjustmentIndex || null,
  ChargeAnnualPremium: booleanOf(form.ChargeAnnualPremium),
  AutomaticIssue: booleanOf(form.AutomaticIssue),
});

export const settingsMessagesByField = (messages: string[]) =>
  messagesByField(messages, anniversarySettingsLabels);
export const ruleMessagesByField = (messages: string[]) =>
  messagesByField(messages, anniversaryRuleLabels);

export const checkSettingsForm = (form: AnniversarySettingsForm) =>
  settingsMessagesByField(validateAnniversarySettings(settingsInputOf(form)).problems);
export const checkRuleForm = (form: AnniversaryRuleForm) =>
  ruleMessagesByField(validateAnniversaryRule(ruleInputOf(form)).problems);

export const settingsFieldsOf = (form: AnniversarySettingsForm) =>
  validateAnniversarySettings(settingsInputOf(form)).values;
export const ruleFieldsOf = (form: AnniversaryRuleForm) =>
  validateAnniversaryRule(ruleInputOf(form)).values;
