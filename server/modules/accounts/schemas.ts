import { z } from 'zod';
import {
  insertBrokerResult,
  passwordLinkInfo,
  registrationCheck,
} from '../../../domain/contracts/accounts';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/accounts.ts, shared
// with the portal; the routes take the requests from here and the answers, in the envelope.
export {
  changePasswordBody,
  changeRequestBody,
  insertBrokerBody,
  ownPasswordBody,
  recoveryBody,
  registrationQuery,
} from '../../../domain/contracts/accounts';

export const changeRequestAnswer = envelopeOf(passwordLinkInfo);
export const registrationAnswer = envelopeOf(registrationCheck);
export const insertBrokerAnswer = envelopeOf(insertBrokerResult);
export const messageAnswer = envelopeOf(z.string());
export const trueAnswer = envelopeOf(z.boolean());
