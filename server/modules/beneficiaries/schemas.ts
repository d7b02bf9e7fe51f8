import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { sortQuery } from '../../http/sorting';
import { partyLocationInputSchema, partyLocationSchema } from '../locations/schemas';

/** The answer's columns the database can order by. */
export const beneficiarySortFields = ['Name', 'CpfCnpj'] as const;
export type BeneficiarySortField = (typeof beneficiarySortFields)[number];

export const searchQuery = z.object({
  TextSearch: z.string().max(200).optional().describe('Parte do nome ou do CPF/CNPJ'),
  CanHaveBeneficiaryPF: z
    .stringbool()
    .optional()
    .describe('false: só pessoas jurídicas (CNPJ), para modalidades que não aceitam CPF'),
  ...sortQuery(beneficiarySortFields),
});

export const validateBody = z.object({
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

export const saveLocationBody = z.object({
  BeneficiaryUniqueId: z.string().max(64).describe('UniqueId do beneficiário'),
  Location: partyLocationInputSchema,
  LocationId: int32()
    .positive()
    .nullish()
    .describe('Id do endereço a alterar; ausente para incluir um novo'),
});

const beneficiary = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string().describe('Sem máscara'),
  DocumentType: z.enum(['cpf', 'cnpj']).nullable(),
  IsPF: z.boolean().describe('Pessoa física (CPF)'),
  MainLocation: partyLocationSchema.nullable(),
  Locations: z.array(partyLocationSchema).describe('Endereços atuais, o principal primeiro'),
});

export const searchAnswer = envelopeOf(z.array(beneficiary));
export const beneficiaryAnswer = envelopeOf(beneficiary);
export const validationAnswer = envelopeOf(
  z.object({
    CanUse: z.boolean(),
    Reasons: z.array(z.string()).describe('Por que o beneficiário não pode ser usado'),
    Beneficiary: beneficiary
      .nullable()
      .describe('O existente ou o recém-cadastrado; null: documento novo sem Name'),
  }),
);
