import { z } from 'zod';
import {
  pjEvaluation,
  pjSettings,
  queryTypeList,
  queryTypeParameters,
} from '../../../domain/contracts/bureaus';
import { historyEntry } from '../../../domain/contracts/history';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/bureaus.ts, shared
// with the portal; the routes take the requests from there under their short names and the
// answers, in the envelope, here.
export {
  addBureauParameterBody as addBody,
  bureauParameterIdQuery as parameterIdQuery,
  pjEvaluationQuery as evaluateQuery,
  pjSettingsBody,
  queryTypeQuery,
  updateBureauParameterBody as updateBody,
} from '../../../domain/contracts/bureaus';

export const queryTypeAnswer = envelopeOf(queryTypeParameters);
export const listAnswer = envelopeOf(queryTypeList);
export const historyAnswer = envelopeOf(z.array(historyEntry));
export const pjSettingsAnswer = envelopeOf(pjSettings);
export const evaluateAnswer = envelopeOf(pjEvaluation);
