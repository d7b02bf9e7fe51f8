import { z } from 'zod';
import { int32 } from './integers';
import {
  financialDataBody,
  proposalDetail,
  proposalEngineLog,
  proposalObservation,
  proposalTerm,
  proposalTermInput,
  proposalTimelineEntry,
} from './proposals';
import {
  requestDocument,
  requestDocumentDescription,
  requestDocumentName,
  requestDocumentUniqueId,
} from './requestDocuments';
import { requiredVersion } from './version';

/**
 * The main API's calls of a proposal or endorsement card (spec part 1 §7 "Kanban card data",
 * part 2 §3 "Kanban card response for a proposal or endorsement"), under /api/kanban/…. The
 * caller must see a pipe holding a card of the proposal; writes also need to act in it.
 * Core/GetCardProposalParameterRequestDocuments is the modalities module's, by ModalityUniqueId,
 * which the card info gives. Shapes beyond the spec's field names are ours.
 */

const proposalUniqueId = z.uuid().describe('UniqueId da proposta do card (card.refUniqueId)');

export const cardProposalQuery = z.object({ ProposalUniqueId: proposalUniqueId });

/** GetCardProposalInfo / GetCardEndorsementInfo. */
export const cardProposalInfo = z.object({
  Proposal: proposalDetail,
  Observations: z.array(proposalObservation),
  ProposalObjects: z.array(proposalTerm).describe('O objeto da proposta (termos contratuais)'),
  ProposalEngineExecutionLogs: z.array(proposalEngineLog),
  RequestDocuments: z.array(requestDocument),
  DeletedRequestDocuments: z.array(requestDocument),
  TimelineHistory: z.array(proposalTimelineEntry),
  ModalityUniqueId: z
    .string()
    .nullable()
    .describe('Para Core/GetCardProposalParameterRequestDocuments?ModalityUniqueId'),
  CanAct: z.boolean().describe('true: o usuário pode agir em uma esteira com card da proposta'),
});

export const cardRequestDocumentBody = z.object({
  ProposalUniqueId: proposalUniqueId,
  Name: requestDocumentName.describe('Nome do documento (p.ex. um da modalidade)'),
  Description: requestDocumentDescription,
});

export const cardDocumentStatusBody = z.object({
  RequestDocumentUniqueId: requestDocumentUniqueId,
  Status: z.string().max(30).describe('Conforme ou Reprovado'),
  ReviewNote: z.string().max(2000).nullish().describe('Obrigatório para Reprovado'),
  Version: requiredVersion('A Version lida do documento'),
});

export const cardDeleteDocumentBody = z.object({
  RequestDocumentUniqueId: requestDocumentUniqueId,
  Restore: z.boolean().nullish().describe('true: restaura o documento excluído'),
  Version: requiredVersion('A Version lida do documento'),
});

export const cardSendToBrokerBody = z.object({
  ProposalUniqueId: proposalUniqueId,
  CardId: int32().positive().describe('O card a mover para "Pendente corretor"'),
  Message: z.string().max(2000).nullish().describe('Recado ao corretor no e-mail'),
  Version: requiredVersion('A version lida do card'),
});

export const cardSendEmailBody = z.object({ ProposalUniqueId: proposalUniqueId });
export const pipeSendEmailBody = z.object({ PipeId: int32().positive() });

export const sentEmails = z.object({
  SentCount: int32().describe('E-mails gravados na caixa de saída'),
  Recipients: z.array(z.string()),
});

export const followUpObservationBody = z.object({
  ProposalUniqueId: proposalUniqueId,
  Observation: z.string().max(20_000).nullish().describe('Obrigatória'),
  IsRichText: z.boolean().nullish().describe('true: HTML do editor (sanitizado)'),
  Version: requiredVersion('A Version lida da proposta'),
});

/** KanbanInsuranceUpdateProposal: the insurer's financial data (as Proposal/UpdateFinancialData). */
export const cardUpdateProposalBody = financialDataBody;

export const cardContractualTermsBody = z.object({
  ProposalUniqueId: proposalUniqueId,
  ParticularClausule: z.array(proposalTermInput).max(50),
  Version: requiredVersion('A Version lida da proposta'),
});

export type CardProposalInfo = z.infer<typeof cardProposalInfo>;
export type CardRequestDocumentInput = z.input<typeof cardRequestDocumentBody>;
export type CardDocumentStatusInput = z.input<typeof cardDocumentStatusBody>;
export type CardDeleteDocumentInput = z.input<typeof cardDeleteDocumentBody>;
export type CardSendToBrokerInput = z.input<typeof cardSendToBrokerBody>;
export type FollowUpObservationInput = z.input<typeof followUpObservationBody>;
export type CardUpdateProposalInput = z.input<typeof cardUpdateProposalBody>;
export type CardContractualTermsInput = z.input<typeof cardContractualTermsBody>;
export type SentEmails = z.infer<typeof sentEmails>;
