import {
  anniversaryRule,
  anniversaryScheduleAnswer as anniversarySchedule,
  savedAnniversarySettings,
} from '../../../domain/contracts/anniversary';
import { envelopeOf } from '../../http/envelope';
import { areaAnswers } from './schemas';

// The calls' request and answer shapes are the contract in domain/contracts/anniversary.ts,
// shared with the portal; the routes take the requests from there and the answers, in the
// envelope, here.
export {
  anniversaryScheduleQuery,
  anniversarySettingsBody,
  createAnniversaryRuleBody,
  updateAnniversaryRuleBody,
} from '../../../domain/contracts/anniversary';

export const {
  settings: anniversarySettingsAnswer,
  rule: anniversaryRuleAnswer,
  rules: anniversaryRulesAnswer,
} = areaAnswers(savedAnniversarySettings, anniversaryRule);
export const anniversaryScheduleAnswer = envelopeOf(anniversarySchedule);
