import { z } from 'zod';
import {
  cancellationAnswer,
  numberOfDaysToCancelAnswer,
  policyBrief,
  policyDocumentQuery,
  policyHistoryEntry,
  policySearchAnswer,
} from '../../../domain/contracts/policies';
import { pageQuery } from '../../../domain/contracts/paging';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/policies.ts, shared
// with the portal; the routes take the requests from there and the answers, in the envelope, here.
export const policyPageAnswer = envelopeOf(policySearchAnswer);
export const policyBriefAnswer = envelopeOf(policyBrief);
export const policyHistoryAnswer = envelopeOf(z.array(policyHistoryEntry));
export const cancellationEnvelope = envelopeOf(cancellationAnswer);
export const daysToCancelEnvelope = envelopeOf(numberOfDaysToCancelAnswer);
export const policyUniqueIdAnswer = envelopeOf(z.string());
/** DownloadLastEndorsementDocument: the signed link, once endorsements exist (404 until then). */
export const endorsementDocumentAnswer = envelopeOf(
  z.object({ UrlToDownload: z.string().describe('Link assinado e temporário do PDF') }),
);

// The spec's query names of the party lists and of GetHistory (their own spelling).
export const holderPoliciesQuery = z.object({ PolicyHolderUniqueId: z.uuid(), ...pageQuery });
export const insuredPoliciesQuery = z.object({ UniqueId: z.uuid(), ...pageQuery });
export const policyHistoryQuery = z.object({ policyUniqueid: z.uuid() });
export const lastEndorsementQuery = policyDocumentQuery.pick({ ProposalUniqueId: true });
