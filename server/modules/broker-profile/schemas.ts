import { z } from 'zod';
import {
  brokerProfileAnswer,
  type brokerProfileSettingsBody,
} from '../../../domain/contracts/brokerProfile';
import { historyEntry } from '../../../domain/contracts/history';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/brokerProfile.ts,
// shared with the portal; the routes take the request from there and the answers, in the
// envelope, here.
export type BrokerProfileSettingsBody = z.infer<typeof brokerProfileSettingsBody>;

export const settingsAnswer = envelopeOf(brokerProfileAnswer);
export const historyAnswer = envelopeOf(z.array(historyEntry));
