import { z } from 'zod';
import { int32 } from './integers';
import { partyLocationInputSchema, partyLocationSchema } from './partyLocation';
import { sortQuery } from './sorting';

/**
 * The beneficiary calls of the proposal flow (spec part 2 §7, /api/Beneficiary/*), written once:
 * the gateway's route schemas (server/modules/beneficiaries/schemas.ts wraps the answers in the
 * envelope) and the portal's types (domain/beneficiaries.ts) both come from here.
 */

/** The answer's columns the database can order by. */
export const beneficiarySortFields = ['Name', 'CpfCnpj'] as const;
export type BeneficiarySortField = (typeof beneficiarySortFields)[number];

/** SearchBeneficiary's query: at most 20, no pages. */
export const searchBeneficiariesQuery = z.object({
  TextSearch: z.string().max(200).optional().describe('Parte do nome ou do CPF/CNPJ'),
  CanHaveBeneficiaryPF: z
    .stringbool()
    .optional()
    .describe('false: só pessoas jurídicas (CNPJ), para modalidades que não aceitam CPF'),
  ...sortQuery(beneficiarySortFields),
});

/**
 * ValidateBeneficiaryByDocument's body. Document is nullish here so that its absence is the
 * service's 400 with its pt-BR message.
 */
export const validateBeneficiaryBody = z.object({
  Document: z.string().max(30).nullish().describe('CPF ou CNPJ, com ou sem máscara'),
  Name: z
    .string()
    .max(2000)
    .nullish()
    .describe('Nome: cadastra o beneficiário quando o documento ainda não existe'),
  CanHaveBeneficiaryPF: z
    .boolean()
    .optional()
    .describe('false: a modalidade não aceita pessoa física (CPF). Padrão true'),
});

/** SaveBeneficiaryLocation's body: adds an address, or updates LocationId when given. */
export const saveBeneficiaryLocationBody = z.object({
  BeneficiaryUniqueId: z.string().max(64).describe('UniqueId do beneficiário'),
  Location: partyLocationInputSchema,
  LocationId: int32()
    .positive()
    .nullish()
    .describe('Id do endereço a alterar; ausente para incluir um novo'),
});

/** One beneficiary with its addresses (main first); CpfCnpj without mask, IsPF for a CPF. */
export const beneficiary = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string().describe('Sem máscara'),
  DocumentType: z.enum(['cpf', 'cnpj']).nullable(),
  IsPF: z.boolean().describe('Pessoa física (CPF)'),
  MainLocation: partyLocationSchema.nullable(),
  Locations: z.array(partyLocationSchema).describe('Endereços atuais, o principal primeiro'),
});

/**
 * ValidateBeneficiaryByDocument's answer: whether the proposal may name the beneficiary of this
 * document and why not; Beneficiary is the existing or just registered one, null when the
 * document is unknown and no Name was sent (the portal then asks for the name).
 */
export const beneficiaryValidation = z.object({
  CanUse: z.boolean(),
  Reasons: z.array(z.string()).describe('Por que o beneficiário não pode ser usado'),
  Beneficiary: beneficiary
    .nullable()
    .describe('O existente ou o recém-cadastrado; null: documento novo sem Name'),
});

export type Beneficiary = z.infer<typeof beneficiary>;
export type BeneficiaryValidation = z.infer<typeof beneficiaryValidation>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type ValidateBeneficiaryInput = z.input<typeof validateBeneficiaryBody>;
export type SaveBeneficiaryLocationInput = z.input<typeof saveBeneficiaryLocationBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type SearchBeneficiariesQuery = z.infer<typeof searchBeneficiariesQuery>;
