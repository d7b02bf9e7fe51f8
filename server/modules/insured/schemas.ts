import { z } from 'zod';
import { int32, queryInt32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { pagedOf, pageQuery } from '../../http/paging';
import { sortQuery } from '../../http/sorting';
import { specOptionalVersionQuery } from '../../http/versionField';
import { partyLocationInputSchema, partyLocationSchema } from '../locations/schemas';
import { partyHistoryEntry } from '../../../domain/contracts/history';

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

export const searchInsuredsQuery = z.object({
  InsuredName: z.string().max(200).optional().describe('Parte do nome'),
  InsuredDocument: z.string().max(30).optional().describe('Parte do CPF/CNPJ, com ou sem máscara'),
  ...pageQuery,
  ...sortQuery(insuredSortFields),
});

export const textSearchQuery = z.object({
  TextSearch: z.string().max(200).optional().describe('Parte do nome ou do CPF/CNPJ'),
});

export const historyQuery = z.object({ insuredId: positiveId.describe('Id do segurado') });
export const personUniqueIdQuery = z.object({
  personUniqueId: z.string().max(64).describe('UniqueId do segurado'),
});

export const setBlockedQuery = z.object({
  id: positiveId.describe('Id do segurado'),
  isBlocked: z.stringbool().describe('true bloqueia, false desbloqueia'),
  blockJustify: z
    .string()
    .max(2000)
    .optional()
    .describe('Justificativa, obrigatória para bloquear e para desbloquear'),
  version,
});

export const updateNameQuery = z.object({
  id: positiveId.describe('Id do segurado'),
  insuredName: z.string().max(2000).optional(),
  version,
});

export const updateBranchQuery = z.object({
  id: positiveId.describe('Id do segurado'),
  isPrivate: z.stringbool().describe('true: setor privado (0776); false: setor público (0775)'),
  version,
});

export const locationIdQuery = z.object({ locationId: positiveId });
export const updateLocationQuery = z.object({ id: positiveId.describe('Id do endereço') });

export const saveLocationBody = partyLocationInputSchema.extend({
  InsuredId: int32().positive().describe('Id do segurado'),
});

export const insertInsuredBody = z.object({
  Name: z.string().max(2000).nullish(),
  CpfCnpj: z.string().max(30).nullish().describe('CPF ou CNPJ (numérico ou alfanumérico)'),
  NomeSocial: z.string().max(2000).nullish(),
  IsPrivate: z.boolean().optional().describe('Ausente: setor privado (0776)'),
  Location: partyLocationInputSchema
    .nullish()
    .describe('Primeiro endereço (o principal), opcional'),
});

export type InsertInsuredBody = z.infer<typeof insertInsuredBody>;

export const validateDocumentBody = z.object({
  Document: z.string().max(30).nullish().describe('CPF ou CNPJ, com ou sem máscara'),
});

const insuredSummary = z.object({
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

const insuredDetail = insuredSummary.extend({
  Locations: z.array(partyLocationSchema).describe('Endereços atuais, o principal primeiro'),
  Version: int32(),
  CreatedAt: z.string(),
});

export const insuredsPageAnswer = envelopeOf(pagedOf(insuredSummary));
export const insuredListAnswer = envelopeOf(z.array(insuredDetail));
export const insuredAnswer = envelopeOf(insuredDetail);
export const historyAnswer = envelopeOf(z.array(partyHistoryEntry));
export const locationAnswer = envelopeOf(partyLocationSchema);
export const booleanAnswer = envelopeOf(z.boolean());
export const validationAnswer = envelopeOf(
  z.object({
    CanUse: z.boolean(),
    Reasons: z.array(z.string()),
    Insured: insuredDetail.nullable(),
  }),
);
