import { z } from 'zod';
import { MAX_CO_BROKERS } from '../coBrokers';
import { int32, queryInt32, querySmallInt, smallInt } from './integers';
import { pageQuery } from './paging';
import { partyLocationSchema } from './partyLocation';
import { proposalRequestDocuments } from './proposalDocuments';
import { proposalSortFields } from '../listSortFields';
import { sortQuery } from './sorting';
import { requiredVersion } from './version';

/**
 * The proposal calls (spec part 2 §7 "Proposals", /api/Proposal/*), written once: the gateway's
 * route schemas (server/modules/proposals/schemas.ts wraps the answers in the envelope) and the
 * portal's types both come from here. Money and rates are decimal strings ("1000000.00",
 * "0.5000" percent a year); term dates are YYYY-MM-DD.
 */

const money = z.string().nullable().describe('Decimal em reais, p.ex. "1000000.00"');
const rate = z.string().nullable().describe('Percentual, p.ex. "0.5000"');
const moneyIn = z
  .union([z.string().max(30), z.number()])
  .nullish()
  .describe('Em reais: 1000000.50 ou "1.000.000,50"');
const rateIn = z
  .union([z.string().max(30), z.number()])
  .nullish()
  .describe('Percentual: 0.5 ou "0,5"');
const day = z.string().max(10).nullish().describe('AAAA-MM-DD ou DD/MM/AAAA');
const days = int32().min(0).nullish();
const uniqueId = z.uuid();

// ---- requests

const proposalFilters = {
  Number: queryInt32().positive().optional().describe('Número da proposta'),
  PolicyHolderName: z.string().max(200).optional().describe('Parte do nome do tomador'),
  PolicyHolderCpfCnpj: z
    .string()
    .max(30)
    .optional()
    .describe('CPF/CNPJ do tomador, com ou sem máscara'),
  InsuredName: z.string().max(200).optional().describe('Parte do nome do segurado'),
  InsuredCpfCnpj: z
    .string()
    .max(30)
    .optional()
    .describe('CPF/CNPJ do segurado, com ou sem máscara'),
  StartDate: day.describe('Início de vigência a partir de (AAAA-MM-DD ou DD/MM/AAAA)'),
  EndDate: day.describe('Fim de vigência até (AAAA-MM-DD ou DD/MM/AAAA)'),
  LegalDeadlineWithinDays: queryInt32()
    .min(0)
    .max(365)
    .optional()
    .describe('Só as propostas em análise cujo prazo legal de aceite vence nestes dias'),
};

/**
 * SearchProposals counts at most this many matching rows (TotalRowsIsCapped beyond): counting a
 * million rows exactly costs ~100 ms per search, the page itself 1–3 ms (bench/RESULTS.md).
 */
export const PROPOSAL_COUNT_CAP = 10_000;

/** SearchProposals' query (paged; the status as StatusId). */
export const searchProposalsQuery = z.object({
  ...proposalFilters,
  StatusId: querySmallInt().optional().describe('Status (ProposalStatus)'),
  ...pageQuery,
  ...sortQuery(proposalSortFields),
});

/** GetProposals' query (the same filters, the status as Status; at most 100 rows). */
export const getProposalsQuery = z.object({
  ...proposalFilters,
  Status: querySmallInt().optional().describe('Status (ProposalStatus)'),
});

/** SearchBrokerProposalByText's query: the broker's own proposals by number or party. */
export const proposalTextSearchQuery = z.object({
  TextSearch: z
    .string()
    .max(200)
    .default('')
    .describe('Número, nome ou CPF/CNPJ do tomador ou segurado'),
});

/** The query of the calls that name one proposal. */
export const proposalUniqueIdQuery = z.object({ ProposalUniqueId: uniqueId });

/** A contractual text of the proposal as the portal sends it (rich text, sanitised on the way in). */
export const proposalTermInput = z.object({
  Value: z.string().max(100_000),
  SourceId: int32().positive().nullish().describe('Id do texto da modalidade de origem'),
  Title: z.string().max(300).nullish(),
});

/**
 * UpdateProposal's body: creates the quote (without UniqueId) or saves the wizard's step on it
 * (with UniqueId and the Version read). Fields absent are left as they are; null clears.
 */
export const updateProposalBody = z.object({
  UniqueId: uniqueId.nullish().describe('Ausente: cria a cotação'),
  Version: int32().nullish().describe('Obrigatória com UniqueId; desatualizada → 409'),
  PolicyHolderUniqueId: uniqueId.nullish(),
  PolicyHolderBranchId: int32().positive().nullish(),
  InsuredUniqueId: uniqueId.nullish(),
  InsuredLocationId: int32().positive().nullish(),
  BeneficiaryUniqueIds: z.array(uniqueId).max(20).nullish(),
  CoBrokers: z
    .array(
      z.object({
        BrokerUniqueId: uniqueId,
        CommissionSharePercentage: rateIn.describe('Parte da comissão do co-corretor (%)'),
      }),
    )
    .max(MAX_CO_BROKERS)
    .nullish(),
  EmissionProposalType: smallInt().nullish().describe('1 emissão, 2 renovação, 3 endosso'),
  ModalityId: int32().positive().nullish(),
  StartDate: day,
  EndDate: day,
  DeadlineDays: days,
  InsuredAmountValue: moneyIn,
  ComplementaryModalityId: int32().positive().nullish(),
  ComplementaryStartDate: day,
  ComplementaryEndDate: day,
  ComplementaryDeadlineDays: days,
  ComplementaryInsuredAmountValue: moneyIn,
  AdditionalCoverageIds: z.array(int32().positive()).max(50).nullish(),
  ContractualTerms: z
    .object({
      Object: z.array(proposalTermInput).max(10).nullish(),
      ParticularClausule: z.array(proposalTermInput).max(50).nullish(),
    })
    .nullish(),
});

/** The financial fields the broker (or the analyst) sets before calculating. */
export const financialDataBody = z.object({
  ProposalUniqueId: uniqueId,
  Version: requiredVersion(),
  RiskRate: rateIn.describe('Taxa (% a.a.); só a seguradora altera'),
  CalculatePerComissionPercentage: z
    .boolean()
    .nullish()
    .describe('true: o percentual define a comissão; false: o valor'),
  ComissionPercentage: rateIn,
  ComissionValue: moneyIn,
  NumberOfInstallment: int32().min(1).nullish().describe('Ausente: 1'),
  GracePeriod: int32().min(0).nullish().describe('Ausente: o primeiro prazo possível'),
});

/** CancelProposal's body. */
export const cancelProposalBody = z.object({
  Justification: z.string().max(2000).nullish().describe('Obrigatória'),
  Version: int32().nullish().describe('Opcional; desatualizada → 409'),
});

/** RequestProposalAdjustment's body. */
export const proposalAdjustmentBody = z.object({
  ProposalUniqueId: uniqueId,
  Observation: z
    .string()
    .max(4000)
    .nullish()
    .describe('O que o corretor deve ajustar; obrigatória'),
  Version: requiredVersion(),
});

/**
 * SubmitProposal (ours: the spec shows no call for it): the broker sends the quote (or, after an
 * adjustment, the proposal again) to the insurer; the automatic engines run at once.
 */
export const submitProposalBody = z.object({
  ProposalUniqueId: uniqueId,
  Version: requiredVersion(),
});

// ---- answers

/** A memory step of the premium calculation (domain/pricing). */
export const calculationStep = z.object({
  Key: z.string(),
  Label: z.string(),
  Formula: z.string(),
  Value: z.string(),
  Kind: z.enum(['money', 'rate', 'days', 'count']).describe('Como mostrar o valor'),
});

/** CalculateFinancialData: the premium with every factor (domain/pricing's result). */
export const financialCalculation = z.object({
  Tax: z.string().describe('Taxa usada (% a.a.); o mesmo que RiskRate'),
  StartingTax: z.string().describe('Taxa inicial (do tomador ou da modalidade)'),
  TaxSource: z.enum(['holder', 'modality']),
  StartDate: z.string(),
  EndDate: z.string(),
  DeadlineDays: int32(),
  InsuredAmountValue: z.string(),
  MinInsurancePremium: z.string(),
  MainModalityPremium: z.string(),
  ComplementaryModalityPremium: z.string().nullable(),
  CoveragesPremium: z.string(),
  InsurancePremium: z.string().describe('Prêmio sem IOF'),
  ComissionPercentage: z.string(),
  ComissionValue: z.string(),
  IofPercentage: z.string(),
  IofValue: z.string(),
  TotalWithIof: z.string(),
  NumberOfInstallment: int32(),
  InstallmentValues: z
    .array(z.string())
    .describe('Somam TotalWithIof; a primeira leva os centavos que sobram'),
  GracePeriod: int32().nullable(),
  InstallmentResult: z.object({
    PossibleInstallments: int32(),
    PossibleGracePeriodsInDays: z.array(int32()),
  }),
  CalculationMemory: z.array(calculationStep),
});

/** One proposal as lists answer it. */
export const proposalSummary = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Number: int32(),
  StatusId: int32(),
  StatusName: z.string(),
  EmissionProposalType: int32(),
  BrokerId: int32(),
  BrokerName: z.string(),
  PolicyHolderName: z.string(),
  PolicyHolderCpfCnpj: z.string().describe('Sem máscara'),
  InsuredName: z.string().nullable(),
  InsuredCpfCnpj: z.string().nullable(),
  ModalityName: z.string().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  InsuredAmountValue: money,
  InsurancePremium: money,
  LegalDeadline: z.string().nullable().describe('Prazo legal de aceite (Lei 15.040/2024)'),
  CreatedAt: z.string(),
  IsCoBroker: z.boolean().describe('true: o corretor da sessão é co-corretor (só leitura)'),
});

const partyRef = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  CpfCnpj: z.string(),
});

export const proposalTerm = z.object({
  Id: int32(),
  SourceId: int32().nullable(),
  Title: z.string().nullable(),
  Value: z.string(),
  JSONTag: z.array(z.string()),
  JSONTagValue: z.record(z.string(), z.string()),
});

export const proposalTimelineEntry = z.object({
  Id: int32(),
  Situation: int32(),
  SituationName: z.string(),
  Status: int32(),
  StatusName: z.string(),
  ProposalStatus: int32(),
  Note: z.string().nullable(),
  ChangedByName: z.string(),
  ChangedAt: z.string(),
});

export const proposalObservation = z.object({
  Id: int32(),
  Kind: z.string(),
  Text: z.string(),
  AuthorName: z.string(),
  CreatedAt: z.string(),
});

export const proposalEngineLog = z.object({
  Id: int32(),
  Engine: z.string(),
  Verdict: z.enum(['approved', 'referred', 'refused']),
  Reasons: z.array(z.string()),
  Inputs: z.record(z.string(), z.unknown()),
  RanAt: z.string(),
});

/** GetProposalByUniqueId: the proposal with everything its screens show. */
export const proposalDetail = proposalSummary.extend({
  PolicyHolder: partyRef.extend({ Branches: z.array(z.object({ Id: int32(), Cnpj: z.string() })) }),
  PolicyHolderId: int32(),
  PolicyHolderBranch: z.object({ Id: int32(), Cnpj: z.string() }).nullable(),
  Insured: partyRef.extend({ NomeSocial: z.string().nullable() }).nullable(),
  InsuredId: int32().nullable(),
  InsuredLocation: partyLocationSchema.nullable(),
  Beneficiaries: z.array(partyRef),
  CoBrokers: z.array(
    z.object({
      BrokerId: int32(),
      BrokerUniqueId: z.string(),
      Name: z.string(),
      CommissionSharePercentage: z.string(),
    }),
  ),
  HasCoBrokers: z.boolean(),
  Modality: z.object({ Id: int32(), Name: z.string(), GroupName: z.string() }).nullable(),
  ModalityId: int32().nullable(),
  ComplementaryModality: z.object({ Id: int32(), Name: z.string() }).nullable(),
  DeadlineDays: int32().nullable(),
  ComplementaryStartDate: z.string().nullable(),
  ComplementaryEndDate: z.string().nullable(),
  ComplementaryDeadlineDays: int32().nullable(),
  ComplementaryInsuredAmountValue: money,
  AdditionalCoverageIds: z.array(int32()),
  RiskRate: rate,
  Tax: rate.describe('O mesmo que RiskRate'),
  MinInsurancePremium: money,
  ComissionValue: money,
  ComissionPercentage: rate,
  CalculatePerComissionPercentage: z.boolean(),
  IofValue: money,
  NumberOfInstallment: int32().nullable(),
  GracePeriod: int32().nullable(),
  PaymentMethod: z.string(),
  CalculationMemory: z.array(calculationStep),
  FinancialUpdatedAt: z.string().nullable(),
  GeneralConditionVersionId: int32().nullable(),
  SubmittedAt: z.string().nullable(),
  CancelJustification: z.string().nullable(),
  ContractualTerms: z.object({
    Object: z.array(proposalTerm),
    ParticularClausule: z.array(proposalTerm),
  }),
  Observations: z.array(proposalObservation),
  ProposalEngineExecutionLogs: z.array(proposalEngineLog),
  ...proposalRequestDocuments.shape,
  TimelineHistory: z.array(proposalTimelineEntry),
  AllowedActions: z.array(z.string()).describe('Ações que o usuário pode fazer agora'),
  Policy: z
    .object({ UniqueId: z.string(), Number: z.string(), StatusId: int32() })
    .nullable()
    .describe('A apólice emitida desta proposta, quando já emitida'),
  Version: int32(),
  UpdatedAt: z.string(),
});

/** IssueProposal (our extension): the broker or staff issue an approved proposal. */
export const issueProposalBody = z.object({
  ProposalUniqueId: uniqueId,
  Version: requiredVersion(),
});
export type IssueProposalInput = z.input<typeof issueProposalBody>;

export type ProposalSummary = z.infer<typeof proposalSummary>;
export type ProposalDetail = z.infer<typeof proposalDetail>;
export type ProposalTerm = z.infer<typeof proposalTerm>;
export type ProposalTimelineEntry = z.infer<typeof proposalTimelineEntry>;
export type ProposalEngineLog = z.infer<typeof proposalEngineLog>;
export type CalculationStep = z.infer<typeof calculationStep>;
export type FinancialCalculation = z.infer<typeof financialCalculation>;
export type UpdateProposalInput = z.input<typeof updateProposalBody>;
export type FinancialDataInput = z.input<typeof financialDataBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type SearchProposalsQuery = Partial<z.infer<typeof searchProposalsQuery>>;
export type GetProposalsQuery = Partial<z.infer<typeof getProposalsQuery>>;
