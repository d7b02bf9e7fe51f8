import { z } from 'zod';
import { partyHistoryEntry } from '../../../domain/contracts/history';
import {
  complementaryDataBody,
  economicGroup,
  flagAnswer as flag,
  insertPolicyHolderBody,
  limitsCalculation,
  nominationAnswer as nomination,
  policyHolderBranch,
  policyHolderDetail,
  policyHolderListItem,
  policyHolderNameAnswer,
  policyHolderProposalCheck,
  policyHolderVersionAnswer,
} from '../../../domain/contracts/policyHolders';
import { envelopeOf } from '../../http/envelope';
import { pagedOf } from '../../http/paging';
import { partyLocationSchema } from '../locations/schemas';

// The calls' request and answer shapes are the contract in domain/contracts/policyHolders.ts,
// shared with the portal; here the routes find the requests under their short names and the
// answers in the envelope.
export {
  annualInstallmentQuery as installmentQuery,
  branchInsertQuery,
  branchUniqueIdQuery,
  brokerUniqueIdQuery,
  complementaryDataBody as complementaryBody,
  economicGroupBody,
  holderCnpjQuery as cnpjQuery,
  holderIdQuery,
  holderToggleBody as toggleBody,
  holderUniqueIdQuery,
  insertPolicyHolderBody as insertBody,
  justifiedToggleBody,
  nominationBody,
  nominationDecisionBody as decisionBody,
  policyHolderLocationIdQuery as locationIdQuery,
  policyHolderNameBody as nameBody,
  policyHolderTextSearchQuery as textSearchQuery,
  policyHolderUniqueIdQuery as uniqueIdQuery,
  savePolicyHolderLocationBody as saveLocationBody,
  searchPolicyHoldersQuery as searchQuery,
} from '../../../domain/contracts/policyHolders';

/** The bodies as the services receive them, parsed (defaults and transforms applied). */
export type InsertPolicyHolderBody = z.infer<typeof insertPolicyHolderBody>;
export type ComplementaryDataBody = z.infer<typeof complementaryDataBody>;

export const pagedAnswer = envelopeOf(pagedOf(policyHolderListItem));
export const listAnswer = envelopeOf(z.array(policyHolderListItem));
export const detailAnswer = envelopeOf(policyHolderDetail);
export const nameAnswer = envelopeOf(policyHolderNameAnswer);
export const versionAnswer = envelopeOf(policyHolderVersionAnswer);
export const flagAnswer = envelopeOf(flag);
export const booleanAnswer = envelopeOf(z.boolean());
export const locationAnswer = envelopeOf(partyLocationSchema);
export const branchAnswer = envelopeOf(policyHolderBranch);
export const branchesAnswer = envelopeOf(z.array(policyHolderBranch));
export const economicGroupAnswer = envelopeOf(economicGroup);
export const historyAnswer = envelopeOf(z.array(partyHistoryEntry));
export const limitsAnswer = envelopeOf(limitsCalculation);
export const proposalCheckAnswer = envelopeOf(policyHolderProposalCheck);
export const nominationAnswer = envelopeOf(nomination);
