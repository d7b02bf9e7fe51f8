import { z } from 'zod';
import { historyEntry } from '../../../domain/contracts/history';
import {
  renewalRule,
  renewalScheduleAnswer as renewalSchedule,
  savedRenewalSettings,
} from '../../../domain/contracts/renewal';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/renewal.ts (and
// anniversary.ts), shared with the portal; the routes take the requests from there and the
// answers, in the envelope, here.
export {
  createRenewalRuleBody,
  deleteRuleBody,
  ruleHistoryQuery as historyQuery,
  renewalScheduleQuery,
  renewalSettingsBody,
  ruleTokenQuery,
  updateRenewalRuleBody,
} from '../../../domain/contracts/renewal';

export const historyAnswer = envelopeOf(z.array(historyEntry));

/** The answers of an area's defaults (with their Version), of one rule and of the rule list. */
export const areaAnswers = (settings: z.ZodType, rule: z.ZodType) => ({
  settings: envelopeOf(settings),
  rule: envelopeOf(rule),
  rules: envelopeOf(z.array(rule)),
});

export const {
  settings: renewalSettingsAnswer,
  rule: renewalRuleAnswer,
  rules: renewalRulesAnswer,
} = areaAnswers(savedRenewalSettings, renewalRule);
export const renewalScheduleAnswer = envelopeOf(renewalSchedule);
