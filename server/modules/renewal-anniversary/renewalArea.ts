import {
  type AdjustmentIndex,
  DEFAULT_RENEWAL_SETTINGS,
  effectiveRenewal,
  type RenewalRuleFields,
  type RenewalSettingsFields,
  renewalRuleLabels,
  renewalRuleSummary,
  renewalSchedule,
  renewalSettingsLabels,
  validateRenewalRule,
  validateRenewalSettings,
} from '../../../domain/renewal';
import { renewalModalityRules, renewalSettings } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { ENTITIES } from './history';
import * as M from './messages';
import { modalityRuleKit, type ScheduleQuery } from './modalityRuleKit';

type SettingsRow = typeof renewalSettings.$inferSelect;
type RuleRow = typeof renewalModalityRules.$inferSelect;

/** The renewal area on the shared kit: its tables, fields, domain rules and messages. */
export const renewalKit = modalityRuleKit({
  settingsTable: renewalSettings,
  rulesTable: renewalModalityRules,
  defaults: DEFAULT_RENEWAL_SETTINGS,
  settingsOf: (row: SettingsRow): RenewalSettingsFields => ({
    RenewalEnabled: row.renewalEnabled,
    DaysBeforeExpiry: row.daysBeforeExpiry,
    AutoIssueWhenUnchanged: row.autoIssueWhenUnchanged,
    RecalculatePremium: row.recalculatePremium,
    BlockOnHolderRestrictions: row.blockOnHolderRestrictions,
    NotifyBrokerDaysBefore: row.notifyBrokerDaysBefore,
  }),
  settingsColumns: (fields): Partial<SettingsRow> => ({
    renewalEnabled: fields.RenewalEnabled,
    daysBeforeExpiry: fields.DaysBeforeExpiry,
    autoIssueWhenUnchanged: fields.AutoIssueWhenUnchanged,
    recalculatePremium: fields.RecalculatePremium,
    blockOnHolderRestrictions: fields.BlockOnHolderRestrictions,
    notifyBrokerDaysBefore: fields.NotifyBrokerDaysBefore,
  }),
  ruleOf: (row: RuleRow): RenewalRuleFields => ({
    AutomaticRenewal: row.automaticRenewal,
    DaysBeforeExpiry: row.daysBeforeExpiry,
    MaxRenewals: row.maxRenewals,
    AdjustmentIndex: row.adjustmentIndex as AdjustmentIndex,
  }),
  ruleColumns: (fields): Partial<RuleRow> => ({
    automaticRenewal: fields.AutomaticRenewal,
    daysBeforeExpiry: fields.DaysBeforeExpiry,
    maxRenewals: fields.MaxRenewals,
    adjustmentIndex: fields.AdjustmentIndex,
  }),
  validateSettings: validateRenewalSettings,
  validateRule: validateRenewalRule,
  effective: effectiveRenewal,
  ruleSummary: renewalRuleSummary,
  entities: { settings: ENTITIES.renewalSettings, rule: ENTITIES.renewalRule },
  labels: { settings: renewalSettingsLabels, rule: renewalRuleLabels },
  messages: {
    ruleNotFound: M.RENEWAL_RULE_NOT_FOUND,
    duplicateRule: M.DUPLICATE_RENEWAL_RULE,
    staleSettings: M.STALE_RENEWAL_SETTINGS,
  },
});

/** The renewals a policy already had (0 when not said): 0 to 99, else 400. */
const readRenewalsDone = (query: ScheduleQuery) => {
  const renewalsDone = query.renewalsDone ? Number(query.renewalsDone) : 0;
  if (!Number.isInteger(renewalsDone) || renewalsDone < 0 || renewalsDone > 99) {
    throw new ValidationError(M.RENEWALS_DONE_INVALID);
  }
  return renewalsDone;
};

/** GetRenewalSchedule: when a policy of the modality with this term opens its renewal. */
export const getRenewalSchedule = renewalKit.scheduleCall(renewalSchedule, readRenewalsDone);
