import { z } from 'zod';
import { int32, queryInt32 } from './integers';
import { proposalTerm, proposalTermInput } from './proposals';
import { requiredVersion, specOptionalVersionQuery } from './version';

/**
 * The proposal calls around its texts, risk and term (spec part 2 §7 "Proposals"), added to the
 * contract of domain/contracts/proposals.ts: the contract draft PDF, the contractual terms with
 * their tags filled, the tags a proposal text may use, the particular clauses, the risk change
 * after approval, the modality's term checks and the timeline note. Dates are YYYY-MM-DD in
 * answers; requests take YYYY-MM-DD or DD/MM/YYYY.
 */

const uniqueId = z.uuid();
const day = z.string().max(10).nullish().describe('AAAA-MM-DD ou DD/MM/AAAA');

/** The spec's `true`/`false` flags, in either case. */
const trueFalse = z
  .enum(['true', 'false', 'True', 'False'])
  .default('false')
  .transform((value) => value.toLowerCase() === 'true');

// ---- requests

/** GenerateContractDraft?ProposalUniqueId&IsSaved */
export const contractDraftQuery = z.object({
  ProposalUniqueId: uniqueId,
  IsSaved: trueFalse.describe(
    'false (padrão): minuta com a marca d’água MINUTA; true: sem a marca, só depois da aprovação',
  ),
});

/** GetProposalContractualTerms?proposalUniqueId (the spec spells it in lower camel case). */
export const contractualTermsQuery = z.object({ proposalUniqueId: uniqueId });

/** UpdateParticularClauses?proposalId (the proposal's numeric Id, as the spec names it). */
export const particularClausesQuery = z.object({
  proposalId: queryInt32().positive().describe('Id da proposta'),
  Version: specOptionalVersionQuery(),
});

/** UpdateParticularClauses' body: the proposal's particular clauses, in order, replacing all. */
export const particularClausesBody = z.array(proposalTermInput).max(50);

/** ResetProposalRiskChange?ProposalUniqueId */
export const riskChangeResetQuery = z.object({
  ProposalUniqueId: uniqueId,
  Version: specOptionalVersionQuery(),
});

/** GetValidateDeadlineModality's body: a term to check against a modality's limits. */
export const deadlineModalityBody = z.object({
  ModalityId: int32().positive().describe('Modalidade (principal ou complementar)'),
  StartDate: day.describe('Início de vigência; obrigatório'),
  EndDate: day.describe('Fim de vigência; ou o prazo em DeadlineDays'),
  DeadlineDays: int32().min(1).nullish().describe('Prazo em dias; ou o fim em EndDate'),
});

/** UpdateProposalTimelineInfo's body: a note on the proposal's current timeline step. */
export const timelineNoteBody = z.object({
  ProposalUniqueId: uniqueId,
  Note: z.string().max(4000).nullish().describe('Texto da observação; obrigatório'),
  Version: requiredVersion(),
});

// ---- answers

/** A contractual text of the proposal with its tags filled from the proposal (now). */
export const proposalTextTerm = proposalTerm.extend({
  JSONTagValue: z
    .record(z.string(), z.string())
    .describe('O valor de cada tag usada, preenchido com os dados atuais da proposta'),
  RenderedValue: z
    .string()
    .describe('O texto (HTML) com as tags preenchidas; as sem valor em <mark class="tag-missing">'),
  MissingTags: z.array(z.string()).describe('Tags usadas que a proposta ainda não preenche'),
});

/** GetProposalContractualTerms and UpdateParticularClauses. */
export const proposalContractualTerms = z.object({
  ProposalId: int32(),
  ProposalUniqueId: z.string(),
  Version: int32(),
  Object: z.array(proposalTextTerm),
  ParticularClausule: z.array(proposalTextTerm),
});

/** GetCompanyProposalTags: one tag a proposal text may use. */
export const proposalTag = z.object({
  Tag: z.string().describe('Nome, usado no texto como [Tag]'),
  Description: z.string(),
  Group: z.string(),
});

/** GenerateContractDraft. */
export const contractDraft = z.object({
  UrlToDownload: z.string().describe('Link assinado e temporário do PDF'),
  ArchiveUniqueId: z.string(),
  FileName: z.string(),
});

/** One changed field of a risk change (the spec's diff entry: key, label, origin, current). */
export const riskChangeEntry = z.object({
  Key: z.string(),
  Label: z.string(),
  Origin: z.string().nullable().describe('O valor aprovado, como a tela mostra'),
  Current: z.string().nullable().describe('O valor atual, como a tela mostra'),
});

/** GetProposalRiskChange. */
export const proposalRiskChange = z.object({
  ProposalUniqueId: z.string(),
  StatusId: int32(),
  HasApprovedRisk: z.boolean().describe('false: a proposta ainda não foi aprovada'),
  HasRiskChange: z.boolean(),
  Changes: z.array(riskChangeEntry),
  Version: int32(),
});

/** ValidateRetroactivityDays and GetValidateDeadlineModality. */
export const termValidation = z.object({
  IsValid: z.boolean(),
  Messages: z.array(z.string()),
});

export const deadlineValidation = termValidation.extend({
  StartDate: z.string(),
  EndDate: z.string(),
  DeadlineDays: int32(),
});

export type ProposalTextTerm = z.infer<typeof proposalTextTerm>;
export type ProposalContractualTerms = z.infer<typeof proposalContractualTerms>;
export type ProposalTag = z.infer<typeof proposalTag>;
export type ContractDraft = z.infer<typeof contractDraft>;
export type RiskChangeEntry = z.infer<typeof riskChangeEntry>;
export type ProposalRiskChange = z.infer<typeof proposalRiskChange>;
export type TermValidation = z.infer<typeof termValidation>;
export type DeadlineValidation = z.infer<typeof deadlineValidation>;
export type ParticularClausesInput = z.input<typeof particularClausesBody>;
export type DeadlineModalityInput = z.input<typeof deadlineModalityBody>;
export type TimelineNoteInput = z.input<typeof timelineNoteBody>;
