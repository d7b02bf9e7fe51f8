import { z } from 'zod';
import { historyEntry } from '../../../domain/contracts/history';
import { positiveBodyId, positiveQueryId } from '../../../domain/contracts/integers';
import {
  companyBranch,
  coverage,
  coverageObject,
  complementaryModality,
  insertCoverageBody,
  insertModalityBody,
  modality,
  modalityGroup,
  modalityListItem,
  premiumLimit,
  updateCoverageBody,
  updateModalityBody,
} from '../../../domain/contracts/modalities';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/modalities.ts, shared
// with the portal; the routes take the requests from there and the answers, in the envelope, here.

/** The id schemas other modules' contracts also use (installment and bureau parameters). */
export const positiveId = positiveQueryId();
export const bodyId = positiveBodyId();

export type InsertModalityBody = z.infer<typeof insertModalityBody>;
export type UpdateModalityBody = z.infer<typeof updateModalityBody>;
export type InsertCoverageBody = z.infer<typeof insertCoverageBody>;
export type UpdateCoverageBody = z.infer<typeof updateCoverageBody>;

export const branchesAnswer = envelopeOf(z.array(companyBranch));
export const modalitiesAnswer = envelopeOf(z.array(modalityListItem));
export const groupsAnswer = envelopeOf(z.array(modalityGroup));
export const modalityAnswer = envelopeOf(modality);
export const coverageAnswer = envelopeOf(coverage);
export const coveragesAnswer = envelopeOf(z.array(coverage));
export const coverageObjectsAnswer = envelopeOf(z.array(coverageObject));
export const linksAnswer = envelopeOf(z.array(complementaryModality));
export const linkAnswer = envelopeOf(complementaryModality);
export const historyAnswer = envelopeOf(z.array(historyEntry));
export const premiumLimitAnswer = envelopeOf(premiumLimit);
