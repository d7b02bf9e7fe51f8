import { z } from 'zod';
import {
  branchGroupHistoryEntry,
  parameterisationBranch,
  premiumLimitParameter,
} from '../../../domain/contracts/branchGroups';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/branchGroups.ts,
// shared with the portal; the routes take the requests from there and the answers, in the
// envelope, here.

export const branchAnswer = envelopeOf(parameterisationBranch);
export const branchesAnswer = envelopeOf(z.array(parameterisationBranch));
export const premiumLimitParameterAnswer = envelopeOf(premiumLimitParameter);
export const branchGroupHistoryAnswer = envelopeOf(z.array(branchGroupHistoryEntry));
