import {
  type AdjustmentIndex,
  type RenewalRuleFields,
  type RenewalSettingsFields,
  renewalRuleLabels,
  renewalSettingsLabels,
  validateRenewalRule,
  validateRenewalSettings,
} from '../../domain/renewal';
import { messagesByField } from '../../src/components/parties/gatewayMessages';
import { daysOf, textOf } from './ConfigInputs';

/** The renewal forms as the user edits them: days as typed text. */
export type RenewalSettingsForm = Omit<
  RenewalSettingsFields,
  'DaysBeforeExpiry' | 'NotifyBrokerDaysBefore'
> & { DaysBeforeExpiry: string; NotifyBrokerDaysBefore: string };

export interface RenewalRuleForm {
  AutomaticRenewal: boolean;
  DaysBeforeExpiry: string;
  MaxRenewals: string;
  AdjustmentIndex: AdjustmentIndex;
}

export const settingsFormOf = (fields: RenewalSettingsFields): RenewalSettingsForm => ({
  ...fields,
  DaysBeforeExpiry: String(fields.DaysBeforeExpiry),
  NotifyBrokerDaysBefore: String(fields.NotifyBrokerDaysBefore),
});

export const settingsInputOf = (form: RenewalSettingsForm) => ({
  ...form,
  DaysBeforeExpiry: daysOf(form.DaysBeforeExpiry),
  NotifyBrokerDaysBefore: daysOf(form.NotifyBrokerDaysBefore),
});

export const EMPTY_RULE_FORM: RenewalRuleForm = {
  AutomaticRenewal: true,
  DaysBeforeExpiry: '',
  MaxRenewals: '',
  AdjustmentIndex: 'NENHUM',
};

export const ruleFormOf = (fields: RenewalRuleFields): RenewalRuleForm => ({
  AutomaticRenewal: fields.AutomaticRenewal,
  DaysBeforeExpiry: textOf(fields.DaysBeforeExpiry),
  MaxRenewals: textOf(fields.MaxRenewals),
  AdjustmentIndex: fields.AdjustmentIndex,
});

export const ruleInputOf = (form: RenewalRuleForm) => ({
  ...form,
  DaysBeforeExpiry: daysOf(form.DaysBeforeExpiry),
  MaxRenewals: daysOf(form.MaxRenewals),
});

export const settingsMessagesByField = (messages: string[]) =>
  messagesByField(messages, renewalSettingsLabels);
export const ruleMessagesByField = (messages: string[]) =>
  messagesByField(messages, renewalRuleLabels);

export const checkSettingsForm = (form: RenewalSettingsForm) =>
  settingsMessagesByField(validateRenewalSettings(settingsInputOf(form)).problems);
export const checkRuleForm = (form: RenewalRuleForm) =>
  ruleMessagesByField(validateRenewalRule(ruleInputOf(form)).problems);

/** The rule as the domain reads it, for the simulation (invalid days fall back to defaults). */
export const ruleFieldsOf = (form: RenewalRuleForm): RenewalRuleFields =>
  validateRenewalRule(ruleInputOf(form)).values;
export const settingsFieldsOf = (form: RenewalSettingsForm): RenewalSettingsFields =>
  validateRenewalSettings(settingsInputOf(form)).values;
