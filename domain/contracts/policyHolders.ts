import { z } from 'zod';
import { int32, queryInt32 } from './integers';
import { pageQuery } from './paging';
import { partyLocationInputSchema, partyLocationSchema } from './partyLocation';
import { sortQuery } from './sorting';
import { requiredVersion, specOptionalVersion, specOptionalVersionQuery } from './version';

/**
 * The policy-holder calls (spec part 2 §7 "Policy holders", /api/PolicyHolder/*), written once:
 * the gateway's route schemas (server/modules/policy-holders/schemas.ts wraps the answers in the
 * envelope) and the portal's types (domain/policyHolders.ts) both come from here. Money and rates
 * are decimal strings (`"1250000.00"`, `"1.2000"` percent a year).
 */

const positiveId = queryInt32().positive();
const money = z.string().nullable().describe('Decimal em reais, p.ex. "1250000.00"');
const moneyIn = z
  .union([z.string().max(30), z.number()])
  .nullish()
  .describe('Em reais: 1250000.50 ou "1.250.000,50"');
const version = requiredVersion();

export const riskClass = z.enum(['A', 'B', 'C', 'D', 'E']);
export const nominationStatus = z.enum(['pending', 'approved', 'rejected', 'revoked']);

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

// ---- requests

/** SearchPolicyHoldersRelatedToCurrentUserLogged's query. */
export const searchPolicyHoldersQuery = z.object({
  policyHolderName: z.string().max(200).optional(),
  policyHolderDocument: z.string().max(30).optional().describe('CPF/CNPJ, com ou sem máscara'),
  ...pageQuery,
  ...sortQuery(holderSortFields),
});
/** SearchPolicyHolder's query (the quick search). */
export const policyHolderTextSearchQuery = z.object({
  TextSearch: z.string().max(200).default('').describe('Parte do nome ou do CPF/CNPJ'),
  IgnoreInactive: z.enum(['true', 'false']).optional().describe('true: só tomadores ativos'),
});
export const policyHolderUniqueIdQuery = z.object({ UniqueId: z.uuid() });
export const holderUniqueIdQuery = z.object({ PolicyHolderUniqueId: z.uuid() });
export const holderIdQuery = z.object({ policyHolderId: positiveId });
export const policyHolderLocationIdQuery = z.object({ locationId: positiveId });
export const holderCnpjQuery = z.object({
  Cnpj: z.string().max(30).describe('CPF/CNPJ do tomador'),
});
export const annualInstallmentQuery = z.object({
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

/** InsertPolicyHolder's body. */
export const insertPolicyHolderBody = z.object({
  Name: z.string().max(300),
  CpfCnpj: z.string().max(30).describe('Com ou sem máscara'),
  ...complementaryFields,
  Location: partyLocationInputSchema.nullish().describe('Primeiro endereço (fica como principal)'),
});
/** SaveComplementarData's body. */
export const complementaryDataBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  ...complementaryFields,
  Version: version,
});
/** UpdatePolicyHolderName's body. */
export const policyHolderNameBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  Name: z.string().max(300).nullish(),
  Version: specOptionalVersion(),
});
/** SavePolicyHolderLocation's body. */
export const savePolicyHolderLocationBody = partyLocationInputSchema.extend({
  PolicyHolderUniqueId: z.uuid(),
  Id: int32().positive().nullish().describe('Presente: altera este endereço'),
});
/** InverterIgnoreCCGSignaturePolicyHolder's body (and the base of the justified toggles). */
export const holderToggleBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  Version: version,
});
/** InverterBlockedPolicyHolder's and InverterBlockedRestrictvePolicyHolder's body. */
export const justifiedToggleBody = holderToggleBody.extend({
  Justification: z.string().max(2000).nullish().describe('Obrigatória; fica no histórico'),
});
/** UpdateEconomicGroupParticipantAfiancadoHolding's body. */
export const economicGroupBody = z.object({
  PolicyHolderUniqueId: z.uuid(),
  EconomicGroupName: z.string().max(300).nullish(),
  HoldingPolicyHolderUniqueId: z.string().max(64).nullish().describe('null: sem holding'),
  Version: version,
});
/** RegisterPolicyHolderNomeationRequest's body. */
export const nominationBody = z.object({
  PolicyHolderUniqueId: z.string().max(64).nullish(),
  Cnpj: z.string().max(30).nullish().describe('Sem PolicyHolderUniqueId: o CPF/CNPJ do tomador'),
  Name: z.string().max(300).nullish().describe('Nome, se o tomador ainda não existir'),
  BrokerUniqueId: z.string().max(64).nullish().describe('Seguradora: a corretora a nomear'),
  LetterArchiveUniqueId: z.string().max(64).nullish().describe('Carta de nomeação enviada'),
});
/** DecidePolicyHolderNomeationRequest's body. */
export const nominationDecisionBody = z.object({
  NominationUniqueId: z.string().max(64),
  Approved: z.boolean(),
  Justification: z.string().max(2000).nullish().describe('Obrigatória para reprovar'),
});

// ---- answers

/** A row of the list and of the text searches (CpfCnpj mask stripped). */
export const policyHolderListItem = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string(),
  IsActive: z.boolean(),
  IsBlocked: z.boolean(),
  IsRestrictiveBlocked: z.boolean(),
  RiskClass: riskClass.nullable(),
  LimitValue: money,
  EconomicGroupName: z.string().nullable(),
  CityName: z.string().nullable(),
  StateAbbreviation: z.string().nullable(),
});
export const policyHolderLimits = z.object({
  RiskClass: riskClass.nullable(),
  LimitValue: money,
  LimitUsedValue: z.string(),
  LimitAvailableValue: money,
  BaseRate: z.string().nullable().describe('Taxa base, % a.a.'),
  LimitsCalculatedAt: z.string().nullable(),
});
export const policyHolderRef = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string(),
});
export const policyHolderBranch = z.object({
  Id: int32(),
  UniqueId: z.string(),
  PolicyHolderId: int32(),
  Cnpj: z.string(),
  CreatedAt: z.string(),
});
/** UniqueId is the nomination's (DecidePolicyHolderNomeationRequest names it). */
export const nominatedBroker = z.object({
  UniqueId: z.string(),
  BrokerId: int32(),
  BrokerUniqueId: z.string(),
  BrokerName: z.string(),
  BrokerCnpj: z.string(),
  Status: nominationStatus,
  StatusLabel: z.string(),
  HasLetter: z.boolean(),
  RequestedAt: z.string(),
  DecidedAt: z.string().nullable(),
});
/** Holding: when the caller may see it; Participants: the holders whose holding this is. */
export const economicGroup = z.object({
  Name: z.string().nullable(),
  Holding: policyHolderRef.nullable(),
  Participants: z.array(policyHolderRef),
});
/** GetPolicyHolder's answer. */
export const policyHolderDetail = policyHolderListItem.extend({
  Version: int32(),
  IgnoreCcgSignature: z.boolean(),
  EnableAnnualInstallments: z.boolean(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  MainActivity: z.string().nullable(),
  FoundationDate: z.string().nullable(),
  AnnualRevenue: money,
  NetWorth: money,
  Limits: policyHolderLimits,
  EconomicGroup: economicGroup,
  Branches: z.array(policyHolderBranch),
  Locations: z.array(partyLocationSchema),
  NominatedBrokers: z.array(nominatedBroker),
  SentToAnalysisAt: z.string().nullable(),
  CreatedAt: z.string(),
});
/** UpdatePolicyHolderName's answer. */
export const policyHolderNameAnswer = z.object({ Name: z.string(), Version: int32() });
/** SaveComplementarData's answer. */
export const policyHolderVersionAnswer = z.object({ Version: int32() });
/** A toggle's answer: the flag's new value and the holder's new Version. */
export const flagAnswer = z.object({
  Value: z.boolean().describe('O novo valor'),
  Version: int32(),
});
/** CalculatePolicyHolderLimitsAndRates' answer. */
export const limitsCalculation = policyHolderLimits.extend({
  EquityRatio: z.string().describe('Patrimônio líquido ÷ faturamento anual'),
  YearsOfActivity: int32(),
  Version: int32(),
});
/** ValidatePolicyHolderByCNPJToNewProposal: may a new proposal use this holder, and why not. */
export const policyHolderProposalCheck = z.object({
  CanUse: z.boolean(),
  Reasons: z.array(z.string()),
  PolicyHolder: policyHolderListItem.extend({ Limits: policyHolderLimits }).nullable(),
});
export const nominationAnswer = nominatedBroker.extend({
  PolicyHolderUniqueId: z.string(),
  PolicyHolderName: z.string(),
});

export type NominationStatus = z.infer<typeof nominationStatus>;
export type PolicyHolderListItem = z.infer<typeof policyHolderListItem>;
export type PolicyHolderLimitsAnswer = z.infer<typeof policyHolderLimits>;
export type PolicyHolderBranch = z.infer<typeof policyHolderBranch>;
export type PolicyHolderRef = z.infer<typeof policyHolderRef>;
export type EconomicGroupAnswer = z.infer<typeof economicGroup>;
export type NominatedBroker = z.infer<typeof nominatedBroker>;
export type PolicyHolderDetail = z.infer<typeof policyHolderDetail>;
export type PolicyHolderProposalCheck = z.infer<typeof policyHolderProposalCheck>;
export type NominationAnswer = z.infer<typeof nominationAnswer>;
export type FlagAnswer = z.infer<typeof flagAnswer>;
export type PolicyHolderNameAnswer = z.infer<typeof policyHolderNameAnswer>;
export type PolicyHolderVersionAnswer = z.infer<typeof policyHolderVersionAnswer>;
export type PolicyHolderLimitsCalculation = z.infer<typeof limitsCalculation>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type InsertPolicyHolderInput = z.input<typeof insertPolicyHolderBody>;
export type ComplementaryDataInput = z.input<typeof complementaryDataBody>;
export type PolicyHolderNameInput = z.input<typeof policyHolderNameBody>;
export type SavePolicyHolderLocationInput = z.input<typeof savePolicyHolderLocationBody>;
export type HolderToggleInput = z.input<typeof holderToggleBody>;
export type JustifiedToggleInput = z.input<typeof justifiedToggleBody>;
export type EconomicGroupInput = z.input<typeof economicGroupBody>;
export type NominationInput = z.input<typeof nominationBody>;
export type NominationDecisionInput = z.input<typeof nominationDecisionBody>;
