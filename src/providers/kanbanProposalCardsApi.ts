import type {
  CardContractualTermsInput,
  CardDeleteDocumentInput,
  CardDocumentStatusInput,
  CardProposalInfo,
  CardRequestDocumentInput,
  CardSendToBrokerInput,
  CardUpdateProposalInput,
  FollowUpObservationInput,
  SentEmails,
} from '../../domain/contracts/kanbanProposalCards';
import type { PipeDocumentsAnswer } from '../../domain/contracts/modalityTerms';
import { gatewayClient } from './gatewayClient';

/**
 * The calls of a proposal or endorsement card (spec part 1 §7 "Kanban card data"): its data and
 * the analyst's actions. Failures reject with the gateway's Errors, else the generic message
 * (gatewayClient). Every write answers the card's data as it now stands (the e-mails: who got one).
 */

const write = (call: string) => (json: unknown) =>
  gatewayClient.post<CardProposalInfo>(`kanban/${call}`, { json });

export const kanbanProposalCardsApi = {
  getProposalInfo: (proposalUniqueId: string) =>
    gatewayClient.get<CardProposalInfo>('kanban/GetCardProposalInfo', {
      query: { ProposalUniqueId: proposalUniqueId },
    }),
  getEndorsementInfo: (proposalUniqueId: string) =>
    gatewayClient.get<CardProposalInfo>('kanban/GetCardEndorsementInfo', {
      query: { ProposalUniqueId: proposalUniqueId },
    }),
  /** The modality's documents a card may request, by pipe type. */
  getParameterRequestDocuments: (modalityUniqueId: string) =>
    gatewayClient.get<PipeDocumentsAnswer[]>('Core/GetCardProposalParameterRequestDocuments', {
      query: { ModalityUniqueId: modalityUniqueId },
    }),
  requestDocument: write('KanbanProposalRequestDocument') as (
    input: CardRequestDocumentInput,
  ) => Promise<CardProposalInfo>,
  changeDocumentStatus: write('KanbanProposalChangeStatusRequestDocument') as (
    input: CardDocumentStatusInput,
  ) => Promise<CardProposalInfo>,
  deleteDocument: write('KanbanProposalDeleteRequestDocument') as (
    input: CardDeleteDocumentInput,
  ) => Promise<CardProposalInfo>,
  sendFollowUp: write('FollowUpSendObservation') as (
    input: FollowUpObservationInput,
  ) => Promise<CardProposalInfo>,
  updateProposal: write('KanbanInsuranceUpdateProposal') as (
    input: CardUpdateProposalInput,
  ) => Promise<CardProposalInfo>,
  updateContractualTerms: write('KanbanInsuranceUpdateProposalContractualTerms') as (
    input: CardContractualTermsInput,
  ) => Promise<CardProposalInfo>,
  sendToBroker: (input: CardSendToBrokerInput) =>
    gatewayClient.post<SentEmails>('kanban/KanbanProposalSendToBroker', { json: input }),
  emailDocuments: (proposalUniqueId: string) =>
    gatewayClient.post<SentEmails>('kanban/KanbanSendEmailRequestDocumentToBroker', {
      json: { ProposalUniqueId: proposalUniqueId },
    }),
  emailPipeDocuments: (pipeId: number) =>
    gatewayClient.post<SentEmails>('kanban/KanbanSendEmailRequestDocumentToBrokerByPipe', {
      json: { PipeId: pipeId },
    }),
};
