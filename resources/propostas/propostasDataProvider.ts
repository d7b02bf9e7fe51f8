import type { GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { SearchProposalsQuery } from '../../domain/contracts/proposals';
import { proposalSortFields } from '../../domain/listSortFields';
import {
  filterQuery,
  pageQuery,
  sortQueryWithin,
  toListResult,
} from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as bankSlipsApi from './bankSlipsApi';
import * as proposalsApi from './proposalsApi';

const withId = <Proposal extends { UniqueId: string }>(proposal: Proposal) => ({
  ...proposal,
  id: proposal.UniqueId,
});

/**
 * getOne's meta for the insurer's summary (/propostas-seguradora/proposta/…), which reads the
 * proposal through GetProposalByUniqueId2; without it getOne is GetProposalByUniqueId (the
 * broker's detail, the timeline and the wizard).
 */
export const INSURER_SUMMARY_META = { view: 'insurer' } as const;

const readProposal = (id: string, meta: unknown) =>
  (meta as { view?: string } | undefined)?.view === INSURER_SUMMARY_META.view
    ? proposalsApi.getProposalForInsurer(id)
    : proposalsApi.getProposal(id);

/**
 * Resource `propostas`: SearchProposals (the spec's filters Number, PolicyHolderName, StatusId,
 * PolicyHolderCpfCnpj and InsuredCpfCnpj without their masks, InsuredName, StartDate, EndDate,
 * LegalDeadlineWithinDays; sorted by the answer's whitelisted fields) and GetProposalByUniqueId
 * (GetProposalByUniqueId2 with INSURER_SUMMARY_META). The record's id is the proposal's
 * UniqueId, as in /propostas/proposta/:propostaUniqueId.
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
  getOne: async (_resource: string, { id, meta }: GetOneParams) => ({
    data: withId(await readProposal(String(id), meta)),
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
  getProposals: proposalsApi.getProposals,
  getProposalForInsurer: proposalsApi.getProposalForInsurer,
  updateProposal: proposalsApi.updateProposal,
  updateProposalEndorsement: proposalsApi.updateProposalEndorsement,
  calculateFinancialData: proposalsApi.calculateFinancialData,
  saveFinancialData: proposalsApi.saveFinancialData,
  submitProposal: proposalsApi.submitProposal,
  issueProposal: proposalsApi.issueProposal,
  cancelProposal: proposalsApi.cancelProposal,
  requestProposalAdjustment: proposalsApi.requestProposalAdjustment,
  rerunProposalEngine: proposalsApi.rerunProposalEngine,
  generateContractDraft: proposalsApi.generateContractDraft,
  getProposalRiskChange: proposalsApi.getProposalRiskChange,
  resetProposalRiskChange: proposalsApi.resetProposalRiskChange,
  addProposalTimelineNote: proposalsApi.addProposalTimelineNote,
  // the detail's texts: rendered with the proposal's data, and the particular clauses' editor
  getProposalContractualTerms: proposalsApi.getProposalContractualTerms,
  getCompanyProposalTags: proposalsApi.getCompanyProposalTags,
  updateParticularClauses: proposalsApi.updateParticularClauses,
  // the new-proposal wizard's
  searchHoldersForProposal: proposalsApi.searchHoldersForProposal,
  searchCoBrokers: proposalsApi.searchCoBrokers,
  getPendingProposalDocuments: proposalsApi.getPendingProposalDocuments,
  validateDeadlineModality: proposalsApi.validateDeadlineModality,
  validateRetroactivityDays: proposalsApi.validateRetroactivityDays,
  saveProposalDocument: proposalsApi.saveProposalDocument,
  // the bank slips card (issue 15)
  getBankSlips: bankSlipsApi.getBankSlips,
  downloadBankSlips: bankSlipsApi.downloadBankSlips,
};
type ProposalMethods = typeof proposalMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends ProposalMethods {}
}

export const propostasProvider = defineResource('propostas', propostasMapping, proposalMethods);
