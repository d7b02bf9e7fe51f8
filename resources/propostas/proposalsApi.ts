import type { CoBrokerOption } from '../../domain/contracts/coBrokers';
import type { EngineName } from '../../domain/engines';
import type {
  DeadlineModalityInput,
  DeadlineValidation,
  TermValidation,
} from '../../domain/contracts/proposalTexts';
import type {
  FinancialCalculation,
  FinancialDataInput,
  GetProposalsQuery,
  ProposalDetail,
  ProposalSummary,
  SearchProposalsQuery,
  UpdateProposalInput,
} from '../../domain/contracts/proposals';
import type { ProposalRiskChange, TimelineNoteInput } from '../../domain/contracts/proposalTexts';
import type {
  ParticularClausesInput,
  ProposalContractualTerms,
  ProposalTag,
} from '../../domain/contracts/proposalTexts';
import type {
  PendingRequiredDocument,
  SaveProposalDocumentInput,
} from '../../domain/contracts/proposalDocuments';
import type { PolicyHolderListItem } from '../../domain/policyHolders';
import type { RequestDocument } from '../../domain/requestDocuments';
import { gatewayClient } from '../../src/providers/gatewayClient';
import type { GatewayPage } from '../../src/providers/listParams';

export type ProposalsPage = GatewayPage<ProposalSummary>;

/**
 * The proposal calls of the gateway (spec part 2 §7 "Proposals"), typed from their contract
 * (domain/contracts/proposals.ts), the same zod objects the gateway validates and answers with.
 */
export const searchProposals = (query: SearchProposalsQuery) =>
  gatewayClient.get<ProposalsPage>('Proposal/SearchProposals', { query });

export const getProposal = (uniqueId: string) =>
  gatewayClient.get<ProposalDetail>('Proposal/GetProposalByUniqueId', {
    query: { ProposalUniqueId: uniqueId },
  });

/** The insurer's summary reads the proposal through the spec's second call (the same answer). */
export const getProposalForInsurer = (uniqueId: string) =>
  gatewayClient.get<ProposalDetail>('Proposal/GetProposalByUniqueId2', {
    query: { ProposalUniqueId: uniqueId },
  });

/** The newest proposals (at most 100, unpaged) matching SearchProposals' filters, status as Status. */
export const getProposals = (query: GetProposalsQuery) =>
  gatewayClient.get<ProposalSummary[]>('Proposal/GetProposals', { query });

/** The broker's quick search over its own proposals: number, party name or document. */
export const searchProposalsByText = (TextSearch: string) =>
  gatewayClient.post<ProposalSummary[]>('Proposal/SearchBrokerProposalByText', {
    query: { TextSearch },
  });

/** Creates the quote (no UniqueId) or saves a wizard step (UniqueId and the Version read). */
export const updateProposal = (input: UpdateProposalInput) =>
  gatewayClient.post<ProposalDetail>('Proposal/UpdateProposal', { json: input });

/** UpdateProposal for an endorsement proposal (EmissionProposalType 3): same body and rules. */
export const updateProposalEndorsement = (input: UpdateProposalInput) =>
  gatewayClient.post<ProposalDetail>('Proposal/UpdateProposalEndorsement', { json: input });

/** The premium and its calculation memory for the choices sent; nothing is saved. */
export const calculateFinancialData = (input: FinancialDataInput) =>
  gatewayClient.post<FinancialCalculation>('Proposal/CalculateFinancialData', { json: input });

/** Prices again on the gateway and saves the financial data with its memory. */
export const saveFinancialData = (input: FinancialDataInput) =>
  gatewayClient.post<ProposalDetail>('Proposal/UpdateCalculateFinancialData', { json: input });

/** Sends the quote (or resubmits it): the automatic engines decide at once. */
export const submitProposal = (proposal: Pick<ProposalDetail, 'UniqueId' | 'Version'>) =>
  gatewayClient.post<ProposalDetail>('Proposal/SubmitProposal', {
    json: { ProposalUniqueId: proposal.UniqueId, Version: proposal.Version },
  });

/** Issues an approved proposal: its bank slips, then the policy (at once or once paid). */
export const issueProposal = (proposal: Pick<ProposalDetail, 'UniqueId' | 'Version'>) =>
  gatewayClient.post<ProposalDetail>('Proposal/IssueProposal', {
    json: { ProposalUniqueId: proposal.UniqueId, Version: proposal.Version },
  });

export const cancelProposal = (
  proposal: Pick<ProposalDetail, 'UniqueId' | 'Version'>,
  justification: string,
) =>
  gatewayClient.post<ProposalDetail>('Proposal/CancelProposal', {
    query: { ProposalUniqueId: proposal.UniqueId },
    json: { Justification: justification, Version: proposal.Version },
  });

/** The insurer sends the proposal back to the broker with what to adjust. */
export const requestProposalAdjustment = (
  proposal: Pick<ProposalDetail, 'UniqueId' | 'Version'>,
  observation: string,
) =>
  gatewayClient.post<ProposalDetail>('Proposal/RequestProposalAdjustment', {
    json: {
      ProposalUniqueId: proposal.UniqueId,
      Observation: observation,
      Version: proposal.Version,
    },
  });

const engineCalls: Record<EngineName, string> = {
  PEP: 'Proposal/ExecuteAutomaticPEPApprovalValidation',
  Credito: 'Proposal/ExecuteAutomaticCreditApprovalValidation',
  Cadastro: 'Proposal/ExecuteAutomaticRegistrationApprovalValidation',
  Subscricao: 'Proposal/ExecuteAutomaticSubscriptionApprovalValidation',
  Resseguro: 'Proposal/ExecuteAutomaticReinsuranceApprovalValidation',
};

/** Runs one automatic engine again over a proposal in analysis (REPROCESSAMENTO). */
export const rerunProposalEngine = (uniqueId: string, engine: EngineName) =>
  gatewayClient.post<ProposalDetail>(engineCalls[engine], {
    query: { ProposalUniqueId: uniqueId },
  });

/** The contract draft PDF ("MINUTA" until the proposal is saved as approved): its signed link. */
export const generateContractDraft = (uniqueId: string) =>
  gatewayClient.get<{ UrlToDownload: string; FileName: string }>('Proposal/GenerateContractDraft', {
    query: { ProposalUniqueId: uniqueId, IsSaved: false },
  });
/** The risk data now against the approved, field by field (HasRiskChange false: none). */
export const getProposalRiskChange = (uniqueId: string) =>
  gatewayClient.get<ProposalRiskChange>('Proposal/GetProposalRiskChange', {
    query: { ProposalUniqueId: uniqueId },
  });

/** Undoes the risk change: the approved risk data back, and Aguardando Emissão again. */
export const resetProposalRiskChange = (
  risk: Pick<ProposalRiskChange, 'ProposalUniqueId' | 'Version'>,
) =>
  gatewayClient.post<ProposalDetail>('Proposal/ResetProposalRiskChange', {
    query: { ProposalUniqueId: risk.ProposalUniqueId, Version: risk.Version },
  });

/** A note on the step the proposal's timeline stands on, with the Version read. */
export const addProposalTimelineNote = (input: TimelineNoteInput) =>
  gatewayClient.post<ProposalDetail>('Proposal/UpdateProposalTimelineInfo', { json: input });

/** The object and the particular clauses with their tags filled from the proposal as it is now. */
export const getProposalContractualTerms = (uniqueId: string) =>
  gatewayClient.get<ProposalContractualTerms>('Proposal/GetProposalContractualTerms', {
    query: { proposalUniqueId: uniqueId },
  });

/** The tags a proposal text may use: the catalogue's (without the endorsement's) and the tenant's. */
export const getCompanyProposalTags = () =>
  gatewayClient.get<ProposalTag[]>('Proposal/GetCompanyProposalTags');

/**
 * Replaces all the particular clauses, in order, on the proposal read (its numeric Id and the
 * Version read); answers the contractual terms again.
 */
export const updateParticularClauses = (
  terms: Pick<ProposalContractualTerms, 'ProposalId' | 'Version'>,
  clauses: ParticularClausesInput,
) =>
  gatewayClient.post<ProposalContractualTerms>('Proposal/UpdateParticularClauses', {
    query: { proposalId: terms.ProposalId, Version: terms.Version },
    json: clauses,
  });

// ---- the new-proposal wizard's calls (resources/propostas/wizard)

/** The holder quick search of a new proposal: SearchPolicyHolder without inactive holders. */
export const searchHoldersForProposal = (TextSearch: string) =>
  gatewayClient.get<PolicyHolderListItem[]>('PolicyHolder/SearchPolicyHolder', {
    query: { TextSearch, IgnoreInactive: 'true' },
  });

/**
 * Completes a term (start with end or days) and checks it against the modality's limits (days,
 * retroactivity, future start); nothing is saved. A term that does not add up is a 400.
 */
export const validateDeadlineModality = (input: DeadlineModalityInput) =>
  gatewayClient.post<DeadlineValidation>('Proposal/GetValidateDeadlineModality', { json: input });

/** Whether the saved proposal's start date is still within its modality's limits today. */
export const validateRetroactivityDays = (proposalUniqueId: string) =>
  gatewayClient.get<TermValidation>('Proposal/ValidateRetroactivityDays', {
    query: { ProposalUniqueId: proposalUniqueId },
  });
/** Active brokers of the tenant (never the user's own) by name or CNPJ, to share the commission. */
export const searchCoBrokers = (TextSearch: string) =>
  gatewayClient.get<CoBrokerOption[]>('Proposal/SearchCoBrokers', { query: { TextSearch } });

/** The modality's required documents the proposal has not sent yet (or had refused). */
export const getPendingProposalDocuments = (proposalUniqueId: string) =>
  gatewayClient.get<PendingRequiredDocument[]>('Proposal/GetPendingRequiredRequestDocuments', {
    query: { uniqueId: proposalUniqueId },
  });

/** Files already sent through Archive/Upload to one of the proposal's (required) documents. */
export const saveProposalDocument = (input: SaveProposalDocumentInput) =>
  gatewayClient.post<RequestDocument>('Proposal/SaveProposalRequestDocument', { json: input });
