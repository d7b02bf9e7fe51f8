import { z } from 'zod';
import { int32, queryInt32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { pageQuery, pagedOf } from '../../http/paging';
import { sortQuery } from '../../http/sorting';
import { partyLocationInputSchema, partyLocationSchema } from '../locations/schemas';
import {
  requiredVersion,
  specOptionalVersion,
  specOptionalVersionQuery,
} from '../../http/versionField';
import { partyHistoryEntry } from '../../../domain/contracts/history';

const positiveId = queryInt32().positive();
const money = z.string().nullable().describe('Decimal em reais, p.ex. "1250000.00"');
const moneyIn = z
  .union([z.string().max(30), z.number()])
  .nullish()
  .describe('Em reais: 1250000.50 ou "1.250.000,50"');
const version = requiredVersion();

/**
 * The list's columns the database can order by. CityName and StateAbbreviation are left out:
 * their names come from the in-memory IBGE catalogue, not from a table.
 */
export const holderSortFields = [
  'Name',
  'CpfCnpj',
  'RiskClass',
  'LimitValue',
  'EconomicGroupName',
  'IsActive',
  'IsBlocked',
] as const;
export type HolderSortField = (typeof holderSortFields)[number];

export const searchQuery = z.object({
  policyHolderName: z.string().max(200).optional(),
  policyHolderDocument: z.string().max(30).optional().describe('CPF/CNPJ, com ou sem máscara'),
  ...pageQuery,
  ...sortQuery(holderSortFields),
});
export const textSearchQuery = z.object({
  TextSearch: z.string().max(200).default('').describe('Parte do nome ou do CPF/CNPJ'),
  IgnoreInactive: z.enum(['true', 'false']).optional().describe('true: só tomadores ativos'),
});
export const uniqueIdQuery = z.object({ UniqueId: z.uuid() });
export const holderUniqueIdQuery = z.object({ PolicyHolderUniqueId: z.uuid() });
export const holderIdQuery = z.object({ policyHolderId: positiveId });
export const locationIdQuery = z.object({ locationId: positiveId });
export const cnpjQuery = z.object({ Cnpj: z.string().max(30).describe('CPF/CNPJ do tomador') });
export const installmentQuery = z.object({
  enableInstallment: z.enum(['true', 'false']),
  policyHolderUniqueId: z.uuid(),
  Version: specOptionalVersionQuery(),
});
export const branchInsertQuery = z.object({
  PolicyHolderUniqueId: z.uuid(),
  BranchCnpj: z.string().max(30).describe('CNPJ da filial, com ou sem máscara'),
});
export const branchUniqueIdQuery = z.object({ uniqueId: z.string().max(64) });
export const brokerUniqueIdQuery = z.object({ brokerUniqueId: z.string().max(64) });

const complementaryFields = {
  Email: z.string().max(200).nullish(),
  Phone: z.string().max(20).nullish(),
  MainActivity: z.string().max(300).nullish(),
  FoundationDate: z.string().max(10).nullish().describe('AAAA-MM-DD ou DD/MM/AAAA'),
  AnnualRevenue: moneyIn,
  NetWorth: moneyIn,
};

export const insertBody = z.object({
  Name: z.string().max(300),
  CpfCnpj: z.string().max(30).describe('Com ou sem máscara'),
  ...complementaryFields,
  Location: partyLocationInputSchema.nullish().describe('Primeiro endereço (fica como principal)'),
});
export const complementaryBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  ...complementaryFields,
  Version: version,
});
export const nameBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  Name: z.string().max(300).nullish(),
  Version: specOptionalVersion(),
});
export const saveLocationBody = partyLocationInputSchema.extend({
  PolicyHolderUniqueId: z.uuid(),
  Id: int32().positive().nullish().describe('Presente: altera este endereço'),
});
export const toggleBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  Version: version,
});
export const justifiedToggleBody = toggleBody.extend({
  Justification: z.string().max(2000).nullish().describe('Obrigatória; fica no histórico'),
});
export const economicGroupBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  EconomicGroupName: z.string().max(300).nullish(),
  HoldingPolicyHolderUniqueId: z.string().max(64).nullish().describe('null: sem holding'),
  Version: version,
});
export const nominationBody = z.object({
  PolicyHolderUniqueId: z.string().max(64).nullish(),
  Cnpj: z.string().max(30).nullish().describe('Sem PolicyHolderUniqueId: o CPF/CNPJ do tomador'),
  Name: z.string().max(300).nullish().describe('Nome, se o tomador ainda não existir'),
  BrokerUniqueId: z.string().max(64).nullish().describe('Seguradora: a corretora a nomear'),
  LetterArchiveUniqueId: z.string().max(64).nullish().describe('Carta de nomeação enviada'),
});
export const decisionBody = z.object({
  NominationUniqueId: z.string().max(64),
  Approved: z.boolean(),
  Justification: z.string().max(2000).nullish().describe('Obrigatória para reprovar'),
});

const listItem = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string(),
  IsActive: z.boolean(),
  IsBlocked: z.boolean(),
  IsRestrictiveBlocked: z.boolean(),
  RiskClass: z.enum(['A', 'B', 'C', 'D', 'E']).nullable(),
  LimitValue: money,
  EconomicGroupName: z.string().nullable(),
  CityName: z.string().nullable(),
  StateAbbreviation: z.string().nullable(),
});
const limits = z.object({
  RiskClass: z.enum(['A', 'B', 'C', 'D', 'E']).nullable(),
  LimitValue: money,
  LimitUsedValue: z.string(),
  LimitAvailableValue: money,
  BaseRate: z.string().nullable().describe('Taxa base, % a.a.'),
  LimitsCalculatedAt: z.string().nullable(),
});
const ref = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string(),
});
const branch = z.object({
  Id: int32(),
  UniqueId: z.string(),
  PolicyHolderId: int32(),
  Cnpj: z.string(),
  CreatedAt: z.string(),
});
const nominatedBroker = z.object({
  UniqueId: z.string(),
  BrokerId: int32(),
  BrokerUniqueId: z.string(),
  BrokerName: z.string(),
  BrokerCnpj: z.string(),
  Status: z.enum(['pending', 'approved', 'rejected', 'revoked']),
  StatusLabel: z.string(),
  HasLetter: z.boolean(),
  RequestedAt: z.string(),
  DecidedAt: z.string().nullable(),
});
const economicGroup = z.object({
  Name: z.string().nullable(),
  Holding: ref.nullable(),
  Participants: z.array(ref),
});
const detail = listItem.extend({
  Version: int32(),
  IgnoreCcgSignature: z.boolean(),
  EnableAnnualInstallments: z.boolean(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  MainActivity: z.string().nullable(),
  FoundationDate: z.string().nullable(),
  AnnualRevenue: money,
  NetWorth: money,
  Limits: limits,
  EconomicGroup: economicGroup,
  Branches: z.array(branch),
  Locations: z.array(partyLocationSchema),
  NominatedBrokers: z.array(nominatedBroker),
  SentToAnalysisAt: z.string().nullable(),
  CreatedAt: z.string(),
});

export const pagedAnswer = envelopeOf(pagedOf(listItem));
export const listAnswer = envelopeOf(z.array(listItem));
export const detailAnswer = envelopeOf(detail);
export const nameAnswer = envelopeOf(z.object({ Name: z.string(), Version: int32() }));
export const versionAnswer = envelopeOf(z.object({ Version: int32() }));
export const flagAnswer = envelopeOf(
  z.object({ Value: z.boolean().describe('O novo valor'), Version: int32() }),
);
export const booleanAnswer = envelopeOf(z.boolean());
export const locationAnswer = envelopeOf(partyLocationSchema);
export const branchAnswer = envelopeOf(branch);
export const branchesAnswer = envelopeOf(z.array(branch));
export const economicGroupAnswer = envelopeOf(economicGroup);
export const historyAnswer = envelopeOf(z.array(partyHistoryEntry));
export const limitsAnswer = envelopeOf(
  limits.extend({
    EquityRatio: z.string().describe('Patrimônio líquido ÷ faturamento anual'),
    YearsOfActivity: int32(),
    Version: int32(),
  }),
);
export const proposalCheckAnswer = envelopeOf(
  z.object({
    CanUse: z.boolean(),
    Reasons: z.array(z.string()),
    PolicyHolder: listItem.extend({ Limits: limits }).nullable(),
  }),
);
export const nominationAnswer = envelopeOf(
  nominatedBroker.extend({ PolicyHolderUniqueId: z.string(), PolicyHolderName: z.string() }),
);
