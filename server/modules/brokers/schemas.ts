import { z } from 'zod';
import {
  bankOption,
  brokerBlockedAnswer,
  brokerCommission,
  brokerDetail,
  brokerFinancialData,
  brokerRegistrationAnswer,
  brokerSearchResult,
  brokerStatus,
  insertedBroker,
  type brokerJustificationBody,
  type updateBrokerBody,
  type validateBrokerRegistrationBody,
} from '../../../domain/contracts/brokers';
import { partyHistoryEntry } from '../../../domain/contracts/history';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/brokers.ts, shared
// with the portal; the routes take the requests from there and the answers, in the envelope, here.
export {
  brokerSortFields,
  type BrokerSortField,
  type SearchBrokersQuery,
} from '../../../domain/contracts/brokers';

export type UpdateBrokerBody = z.infer<typeof updateBrokerBody>;
export type BrokerJustificationBody = z.infer<typeof brokerJustificationBody>;
export type ValidateBrokerRegistrationBody = z.infer<typeof validateBrokerRegistrationBody>;

export const searchBrokersAnswer = envelopeOf(brokerSearchResult);
export const brokerAnswer = envelopeOf(brokerDetail);
export const brokerStatusAnswer = envelopeOf(brokerStatus);
export const banksAnswer = envelopeOf(z.array(bankOption));
export const historyAnswer = envelopeOf(z.array(partyHistoryEntry));
export const commissionsAnswer = envelopeOf(z.array(brokerCommission));
export const financialDataAnswer = envelopeOf(brokerFinancialData);
export const blockedAnswer = envelopeOf(brokerBlockedAnswer);
export const registrationAnswer = envelopeOf(brokerRegistrationAnswer);
export const insertedBrokerAnswer = envelopeOf(insertedBroker);
