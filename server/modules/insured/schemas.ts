import { z } from 'zod';
import { partyHistoryEntry } from '../../../domain/contracts/history';
import {
  insertInsuredBody,
  insuredDetail,
  insuredProposalValidation,
  insuredSummary,
} from '../../../domain/contracts/insured';
import { envelopeOf } from '../../http/envelope';
import { pagedOf } from '../../http/paging';
import { partyLocationSchema } from '../locations/schemas';

// The calls' request and answer shapes are the contract in domain/contracts/insured.ts, shared
// with the portal; the routes take the requests from there and the answers, in the envelope, here.
export { insuredSortFields, type InsuredSortField } from '../../../domain/contracts/insured';

export type InsertInsuredBody = z.infer<typeof insertInsuredBody>;

export const insuredsPageAnswer = envelopeOf(pagedOf(insuredSummary));
export const insuredListAnswer = envelopeOf(z.array(insuredDetail));
export const insuredAnswer = envelopeOf(insuredDetail);
export const historyAnswer = envelopeOf(z.array(partyHistoryEntry));
export const locationAnswer = envelopeOf(partyLocationSchema);
export const booleanAnswer = envelopeOf(z.boolean());
export const validationAnswer = envelopeOf(insuredProposalValidation);
