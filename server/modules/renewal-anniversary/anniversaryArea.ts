import {
  type AnniversaryRuleFields,
  type AnniversarySettingsFields,
  anniversaryRuleLabels,
  anniversaryRuleSummary,
  anniversarySchedule,
  anniversarySettingsLabels,
  DEFAULT_ANNIVERSARY_SETTINGS,
  effectiveAnniversary,
  validateAnniversaryRule,
  validateAnniversarySettings,
} from '../../../domain/anniversaryEndorsement';
import type { AdjustmentIndex } from '../../../domain/renewal';
import { anniversaryModalityRules, anniversarySettings } from '../../db/schema';
import { ENTITIES } from './history';
import * as M from './messages';
import { modalityRuleKit } from './modalityRuleKit';

type SettingsRow = typeof anniversarySettings.$inferSelect;
type RuleRow = typeof anniversaryModalityRules.$inferSelect;

/**
 * The anniversary-endorsement area on the shared kit. Unlike renewal, every rule field but
 * IsEnabled may be null, meaning "follow the defaults".
 */
export const anniversaryKit = modalityRuleKit({
  settingsTable: anniversarySettings,
  rulesTable: anniversaryModalityRules,
  defaults: DEFAULT_ANNIVERSARY_SETTINGS,
  settingsOf: (row: SettingsRow): AnniversarySettingsFields => ({
    AnniversaryEnabled: row.anniversaryEnabled,
    DaysBeforeAnniversary: row.daysBeforeAnniversary,
    AdjustmentIndex: row.adjustmentIndex as AdjustmentIndex,
    ChargeAnnualPremium: row.chargeAnnualPremium,
    AutomaticIssue: row.automaticIssue,
  }),
  settingsColumns: (fields): Partial<SettingsRow> => ({
    anniversaryEnabled: fields.AnniversaryEnabled,
    daysBeforeAnniversary: fields.DaysBeforeAnniversary,
    adjustmentIndex: fields.AdjustmentIndex,
    chargeAnnualPremium: fields.ChargeAnnualPremium,
    automaticIssue: fields.AutomaticIssue,
  }),
  ruleOf: (row: RuleRow): AnniversaryRuleFields => ({
    IsEnabled: row.isEnabled,
    DaysBeforeAnniversary: row.daysBeforeAnniversary,
    AdjustmentIndex: row.adjustmentIndex as AdjustmentIndex | null,
    ChargeAnnualPremium: row.chargeAnnualPremium,
    AutomaticIssue: row.automaticIssue,
  }),
  ruleColumns: (fields): Partial<RuleRow> => ({
    isEnabled: fields.IsEnabled,
    daysBeforeAnniversary: fields.DaysBeforeAnniversary,
    adjustmentIndex: fields.AdjustmentIndex,
    chargeAnnualPremium: fields.ChargeAnnualPremium,
    automaticIssue: fields.AutomaticIssue,
  }),
  validateSettings: validateAnniversarySettings,
  validateRule: validateAnniversaryRule,
  effective: effectiveAnniversary,
  ruleSummary: anniversaryRuleSummary,
  entities: { settings: ENTITIES.anniversarySettings, rule: ENTITIES.anniversaryRule },
  labels: { settings: anniversarySettingsLabels, rule: anniversaryRuleLabels },
  messages: {
    ruleNotFound: M.ANNIVERSARY_RULE_NOT_FOUND,
    duplicateRule: M.DUPLICATE_ANNIVERSARY_RULE,
    staleSettings: M.STALE_ANNIVERSARY_SETTINGS,
  },
});

/** GetAnniversarySchedule: the anniversaries of a policy of the modality with this term. */
export const getAnniversarySchedule = anniversaryKit.scheduleCall(
  (term, effective) => anniversarySchedule(term, effective),
  // nothing of its own in the query
  () => undefined,
);
