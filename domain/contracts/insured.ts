import { z } from 'zod';
import { int32, queryInt32 } from './integers';
import { pageQuery } from './paging';
import { partyLocationInputSchema, partyLocationSchema } from './partyLocation';
import { sortQuery } from './sorting';
import { specOptionalVersionQuery } from './version';

/**
 * The insured calls (spec part 1 §7 "Insured", /api/Insured/*), written once: the gateway's route
 * schemas (server/modules/insured/schemas.ts wraps the answers in the envelope) and the portal's
 * types (domain/insureds.ts) both come from here.
 */

const positiveId = queryInt32().positive();
const version = specOptionalVersionQuery();

/** The list's columns the database can order by (IsPrivate is the branch, BranchLabel). */
export const insuredSortFields = [
  'Name',
  'NomeSocial',
  'CpfCnpj',
  'IsPrivate',
  'IsBlocked',
] as const;
export type InsuredSortField = (typeof insuredSortFields)[number];

/** SearchInsureds' query. */
export const searchInsuredsQuery = z.object({
  InsuredName: z.string().max(200).optional().describe('Parte do nome'),
  InsuredDocument: z.string().max(30).optional().describe('Parte do CPF/CNPJ, com ou sem máscara'),
  ...pageQuery,
  ...sortQuery(insuredSortFields),
});

/** SearchInsured's query (the quick search). */
export const insuredTextSearchQuery = z.object({
  TextSearch: z.string().max(200).optional().describe('Parte do nome ou do CPF/CNPJ'),
});

/** InsuredChangeHistory/Get's query. */
export const insuredHistoryQuery = z.object({ insuredId: positiveId.describe('Id do segurado') });

/** GetInsured's query. */
export const insuredUniqueIdQuery = z.object({
  personUniqueId: z.string().max(64).describe('UniqueId do segurado'),
});

export const setInsuredBlockedQuery = z.object({
  id: positiveId.describe('Id do segurado'),
  isBlocked: z.stringbool().describe('true bloqueia, false desbloqueia'),
  blockJustify: z
    .string()
    .max(2000)
    .optional()
    .describe('Justificativa, obrigatória para bloquear e para desbloquear'),
  version,
});

export const updateInsuredNameQuery = z.object({
  id: positiveId.describe('Id do segurado'),
  insuredName: z.string().max(2000).optional(),
  version,
});

export const updateInsuredBranchQuery = z.object({
  id: positiveId.describe('Id do segurado'),
  isPrivate: z.stringbool().describe('true: setor privado (0776); false: setor público (0775)'),
  version,
});

/** RemoveInsuredLocation's query. */
export const insuredLocationIdQuery = z.object({ locationId: positiveId });
/** UpdateLocation's query (its body is the address). */
export const updateInsuredLocationQuery = z.object({
  id: positiveId.describe('Id do endereço'),
});

export const saveInsuredLocationBody = partyLocationInputSchema.extend({
  InsuredId: int32().positive().describe('Id do segurado'),
});

/**
 * InsertInsured's body (not in the spec: the "Novo segurado" dialog). Name and CpfCnpj are
 * nullish here so that their absence is the service's 400 with its pt-BR message.
 */
export const insertInsuredBody = z.object({
  Name: z.string().max(2000).nullish(),
  CpfCnpj: z.string().max(30).nullish().describe('CPF ou CNPJ (numérico ou alfanumérico)'),
  NomeSocial: z.string().max(2000).nullish(),
  IsPrivate: z.boolean().optional().describe('Ausente: setor privado (0776)'),
  Location: partyLocationInputSchema
    .nullish()
    .describe('Primeiro endereço (o principal), opcional'),
});

/** ValidateInsuredByDocumentToNewProposal's body. */
export const validateInsuredDocumentBody = z.object({
  Document: z.string().max(30).nullish().describe('CPF ou CNPJ, com ou sem máscara'),
});

/** One insured as lists and searches answer it. */
export const insuredSummary = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  NomeSocial: z.string().nullable(),
  CpfCnpj: z.string().describe('Sem máscara'),
  DocumentType: z.enum(['cpf', 'cnpj']).nullable(),
  IsPrivate: z.boolean().describe('true: setor privado (0776); false: setor público (0775)'),
  BranchLabel: z.string(),
  IsBlocked: z.boolean(),
  BlockJustify: z.string().nullable(),
  MainLocation: partyLocationSchema.nullable(),
});

/** GetInsured: the insured with all its current addresses (main first). */
export const insuredDetail = insuredSummary.extend({
  Locations: z.array(partyLocationSchema).describe('Endereços atuais, o principal primeiro'),
  Version: int32(),
  CreatedAt: z.string(),
});

/** ValidateInsuredByDocumentToNewProposal's answer; Insured null: no insured has the document. */
export const insuredProposalValidation = z.object({
  CanUse: z.boolean(),
  Reasons: z.array(z.string()),
  Insured: insuredDetail.nullable(),
});

export type InsuredSummary = z.infer<typeof insuredSummary>;
export type InsuredDetail = z.infer<typeof insuredDetail>;
export type InsuredProposalValidation = z.infer<typeof insuredProposalValidation>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type InsertInsuredInput = z.input<typeof insertInsuredBody>;
export type SaveInsuredLocationInput = z.input<typeof saveInsuredLocationBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type SetInsuredBlockedQuery = z.infer<typeof setInsuredBlockedQuery>;
export type UpdateInsuredNameQuery = z.infer<typeof updateInsuredNameQuery>;
export type UpdateInsuredBranchQuery = z.infer<typeof updateInsuredBranchQuery>;
