import { z } from 'zod';
import {
  generalConditionHistoryEntry,
  generalConditionSector,
  generalConditions,
  generalConditionVersion,
  publishBody as publishContract,
} from '../../../domain/contracts/generalConditions';
import { envelopeOf } from '../../http/envelope';
import { sanitisingRichText } from '../../http/richText';

// The calls' request and answer shapes are the contract in domain/contracts/generalConditions.ts,
// shared with the portal; the routes take the requests from there, the publication's text
// sanitised here, and the answers, in the envelope, here.

export const publishBody = sanitisingRichText(publishContract, ['Html']);

export const conditionsAnswer = envelopeOf(generalConditions);
export const sectorAnswer = envelopeOf(generalConditionSector);
export const versionAnswer = envelopeOf(generalConditionVersion);
export const historyAnswer = envelopeOf(z.array(generalConditionHistoryEntry));
