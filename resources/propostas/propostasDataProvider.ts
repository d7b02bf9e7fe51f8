import type { GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import { proposalSortFields, type SearchProposalsQuery } from '../../domain/contracts/proposals';
import {
  filterQuery,
  pageQuery,
  sortQueryWithin,
  toListResult,
} from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as proposalsApi from './proposalsApi';

const withId = <Proposal extends { UniqueId: string }>(proposal: Proposal) => ({
  ...proposal,
  id: proposal.UniqueId,
});

/**
 * Resource `propostas`: SearchProposals (the spec's filters Number, PolicyHolderName, StatusId,
 * PolicyHolderCpfCnpj and InsuredCpfCnpj without their masks, InsuredName, StartDate, EndDate,
 * LegalDeadlineWithinDays; sorted by the answer's whitelisted fields) and GetProposalByUniqueId.
 * The record's id is the proposal's UniqueId, as in /propostas/proposta/:propostaUniqueId.
 */
const propostasMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    toListResult(
      await proposalsApi.searchProposals({
        ...(filterQuery(params.filter, {
          documents: ['PolicyHolderCpfCnpj', 'InsuredCpfCnpj'],
        }) as SearchProposalsQuery),
        ...pageQuery(params),
        ...sortQueryWithin(proposalSortFields, params),
      }),
      (proposal) => proposal.UniqueId,
    ),
  getOne: async (_resource: string, { id }: GetOneParams) => ({
    data: withId(await proposalsApi.getProposal(String(id))),
  }),
  getMany: async (_resource: string, { ids }: GetManyParams) => ({
    data: (await Promise.all(ids.map((id) => proposalsApi.getProposal(String(id))))).map(withId),
  }),
} as ResourceMapping;

/**
 * The proposal screens' named calls: the wizard's saves, pricing, submission, the actions, the
 * risk change and the timeline note.
 */
const proposalMethods = {
  searchProposalsByText: proposalsApi.searchProposalsByText,
  updateProposal: proposalsApi.updateProposal,
  updateProposalEndorsement: proposalsApi.updateProposalEndorsement,
  calculateFinancialData: proposalsApi.calculateFinancialData,
  saveFinancialData: proposalsApi.saveFinancialData,
  submitProposal: proposalsApi.submitProposal,
  cancelProposal: proposalsApi.cancelProposal,
  requestProposalAdjustment: proposalsApi.requestProposalAdjustment,
  rerunProposalEngine: proposalsApi.rerunProposalEngine,
  generateContractDraft: proposalsApi.generateContractDraft,
  getProposalRiskChange: proposalsApi.getProposalRiskChange,
  resetProposalRiskChange: proposalsApi.resetProposalRiskChange,
  addProposalTimelineNote: proposalsApi.addProposalTimelineNote,
  // the new-proposal wizard's
  searchHoldersForProposal: proposalsApi.searchHoldersForProposal,
  searchCoBrokers: proposalsApi.searchCoBrokers,
  getPendingProposalDocuments: proposalsApi.getPendingProposalDocuments,
  saveProposalDocument: proposalsApi.saveProposalDocument,
};
type ProposalMethods = typeof proposalMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends ProposalMethods {}
}

export const propostasProvider = defineResource('propostas', propostasMapping, proposalMethods);
