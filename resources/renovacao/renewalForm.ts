import {
  type AdjustmentIndex,
  type RenewalRuleFields,
  type RenewalSettingsFields,
  renewalRuleLabels,
  renewalSettingsLabels,
  validateRenewalRule,
  validateRenewalSettings,
} from '../../domain/renewal';
import { daysOf, textOf } from './ConfigInputs';
import { domainFormRules } from './useConfigForm';

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

const settingsFormOf = (fields: RenewalSettingsFields): RenewalSettingsForm => ({
  ...fields,
  DaysBeforeExpiry: String(fields.DaysBeforeExpiry),
  NotifyBrokerDaysBefore: String(fields.NotifyBrokerDaysBefore),
});

const settingsInputOf = (form: RenewalSettingsForm) => ({
  ...form,
  DaysBeforeExpiry: daysOf(form.DaysBeforeExpiry),
  NotifyBrokerDaysBefore: daysOf(form.NotifyBrokerDaysBefore),
});

const EMPTY_RULE_FORM: RenewalRuleForm = {
  AutomaticRenewal: true,
  DaysBeforeExpiry: '',
  MaxRenewals: '',
  AdjustmentIndex: 'NENHUM',
};

const ruleFormOf = (fields: RenewalRuleFields): RenewalRuleForm => ({
  AutomaticRenewal: fields.AutomaticRenewal,
  DaysBeforeExpiry: textOf(fields.DaysBeforeExpiry),
  MaxRenewals: textOf(fields.MaxRenewals),
  AdjustmentIndex: fields.AdjustmentIndex,
});

const ruleInputOf = (form: RenewalRuleForm) => ({
  ...form,
  DaysBeforeExpiry: daysOf(form.DaysBeforeExpiry),
  MaxRenewals: daysOf(form.MaxRenewals),
});

/** The defaults' form (configurar-renovacao) and a modality rule's form (create and edit). */
export const renewalSettingsForm = {
  formOf: settingsFormOf,
  ...domainFormRules(validateRenewalSettings, renewalSettingsLabels, settingsInputOf),
};
export const renewalRuleForm = {
  empty: EMPTY_RULE_FORM,
  formOf: ruleFormOf,
  ...domainFormRules(validateRenewalRule, renewalRuleLabels, ruleInputOf),
};
