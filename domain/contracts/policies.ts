import { z } from 'zod';
import { int32, querySmallInt } from './integers';
import { cappedPageResultSchema, pageQuery } from './paging';
import { policySortFields } from '../listSortFields';
import { sortQuery } from './sorting';
import { requiredVersion } from './version';

/**
 * The policy calls (spec part 2 §7 "Policies", /api/Policy/*; issue 15), written once: the
 * gateway's route schemas and the portal's types both come from here. Query names are the spec's
 * (camelCase for the policy list); answers are PascalCase. Money is a decimal string
 * ("1000000.00"); term dates are YYYY-MM-DD; instants ISO-8601.
 */

const money = z.string().describe('Decimal em reais, p.ex. "1000000.00"');
const day = z.string().max(10).optional().describe('AAAA-MM-DD ou DD/MM/AAAA');
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** SearchPoliciesRelatedToLoggedUser counts at most this many rows (TotalRowsIsCapped beyond). */
export const POLICY_COUNT_CAP = 10_000;

/** SearchPoliciesRelatedToLoggedUser's query: every filter of spec part 2 §2, all optional. */
export const searchPoliciesQuery = z.object({
  policyNumber: z.string().max(30).optional().describe('Número da apólice (ou parte dele)'),
  policyHolderName: z.string().max(200).optional().describe('Parte do nome do tomador'),
  policyHolderDocument: z.string().max(30).optional().describe('CPF/CNPJ do tomador'),
  insuredName: z.string().max(200).optional().describe('Parte do nome do segurado'),
  insuredDocument: z.string().max(30).optional().describe('CPF/CNPJ do segurado'),
  statusId: querySmallInt().optional().describe('Status (PolicyStatus 1–5)'),
  startDate: day.describe('Início de vigência a partir de'),
  endDate: day.describe('Fim de vigência até'),
  brokerName: z.string().max(200).optional().describe('Parte do nome do corretor'),
  brokerDocument: z.string().max(30).optional().describe('CNPJ/CPF do corretor'),
  enableToSteppin: flag.describe('Com cláusula de step-in'),
  enableToMonitoring: flag.describe('Com monitoramento exigido'),
  enableToBigRisk: flag.describe('Grande risco'),
  ...pageQuery,
  ...sortQuery(policySortFields),
});
export type SearchPoliciesQuery = Partial<z.input<typeof searchPoliciesQuery>>;

/** One policy as the lists answer it. */
export const policySummary = z.object({
  Id: int32(),
  UniqueId: z.string(),
  PolicyNumber: z.string(),
  ProposalUniqueId: z.string(),
  ProposalNumber: int32(),
  StatusId: int32(),
  StatusName: z.string(),
  ModalityName: z.string(),
  PolicyHolderUniqueId: z.string(),
  PolicyHolderName: z.string(),
  PolicyHolderDocument: z.string().describe('Sem máscara'),
  InsuredUniqueId: z.string(),
  InsuredName: z.string(),
  InsuredDocument: z.string().describe('Sem máscara'),
  BrokerName: z.string(),
  BrokerDocument: z.string().describe('Sem máscara'),
  StartDate: z.string(),
  EndDate: z.string(),
  InsuredAmountValue: money,
  InsurancePremium: money,
  EnableToSteppin: z.boolean(),
  EnableToMonitoring: z.boolean(),
  EnableToBigRisk: z.boolean(),
  RenewalBlocked: z.boolean(),
  IssuedAt: z.string(),
});
export type PolicySummary = z.infer<typeof policySummary>;

export const policySearchAnswer = z.object({
  Data: z.array(policySummary),
  PageResult: cappedPageResultSchema,
});

/** A bank slip as the policy and the proposal show it (no barcode: the PDF carries it). */
export const bankSlipSummary = z.object({
  UniqueId: z.string(),
  InstallmentNumber: int32(),
  Amount: money,
  DueDate: z.string(),
  DigitableLine: z.string(),
  Status: z.enum(['ABERTO', 'PAGO', 'CANCELADO']),
  StatusName: z.string(),
  PaidAt: z.string().nullable(),
  PaidAmount: money.nullable(),
  SettlementSource: z.enum(['CNAB', 'MANUAL']).nullable(),
});
export type BankSlipSummary = z.infer<typeof bankSlipSummary>;

/** GetPolicyShortBrief: the policy detail page's summary. */
export const policyBrief = policySummary.extend({
  Version: int32(),
  ModalityId: int32(),
  RiskRate: z.string().nullable(),
  NumberOfInstallment: int32(),
  GeneralConditionsProcessNumber: z.string().nullable().describe('Processo SUSEP das condições'),
  IssuedByName: z.string().nullable(),
  PremiumReceivable: z.boolean().describe('Emitida antes do pagamento do prêmio'),
  CancelledAt: z.string().nullable(),
  CancelReason: z.string().nullable(),
  CancellationMethod: z.string().nullable(),
  RefundValue: money.nullable(),
  RenewalCount: int32(),
  HasEndorsement: z.boolean(),
  BankSlips: z.array(bankSlipSummary),
  /** Anniversary-endorsement schedule (domain/anniversaryEndorsement.ts), days YYYY-MM-DD. */
  AnniversaryDates: z.array(z.string()),
  /** When the renewal opens (null when renewal is off, blocked or the policy is not in force). */
  RenewalOpensOn: z.string().nullable(),
});
export type PolicyBrief = z.infer<typeof policyBrief>;

/** GetHistory: who did what to the policy and when, newest first. */
export const policyHistoryEntry = z.object({
  Id: int32(),
  Description: z.string(),
  ChangedByName: z.string(),
  ChangedAt: z.string(),
});
export type PolicyHistoryEntry = z.infer<typeof policyHistoryEntry>;

export const policyUniqueIdQuery = z.object({ policyUniqueId: z.uuid() });

/** InternalCancelPolicy?policyNumber with the reason and the Version read. */
export const internalCancelQuery = z.object({ policyNumber: z.string().min(1).max(30) });
export const internalCancelBody = z.object({
  Reason: z.string().trim().min(1).max(2000),
  CancellationDate: z.string().max(10).optional().describe('Padrão: hoje (Brasília)'),
  /** true only previews the refund (nothing is saved). */
  Simulate: z.boolean().optional(),
  Version: requiredVersion('A Version lida da apólice'),
});
export type InternalCancelInput = z.input<typeof internalCancelBody>;

export const cancellationAnswer = z.object({
  PolicyUniqueId: z.string(),
  CancellationDate: z.string(),
  Method: z.enum(['PRO_RATA', 'PRAZO_CURTO']),
  MethodName: z.string(),
  DaysInForce: int32(),
  TermDays: int32(),
  RetainedPremium: money,
  RefundValue: money,
  Saved: z.boolean(),
  Version: int32(),
});
export type CancellationAnswer = z.infer<typeof cancellationAnswer>;

/** UpdatePolicyRenewal: block or unblock the renewal (BLOQUEIO_APOLICE_RENOVACAO). */
export const updatePolicyRenewalBody = z.object({
  PolicyUniqueId: z.uuid(),
  RenewalBlocked: z.boolean(),
  Version: requiredVersion('A Version lida da apólice'),
});
export type UpdatePolicyRenewalInput = z.input<typeof updatePolicyRenewalBody>;

/** Public validation (no login): both must match or nothing is told. */
export const validatePolicyQuery = z.object({
  numeroApolice: z.string().min(1).max(30),
  documento: z.string().min(11).max(20),
});
export const policyValidationAnswer = z.object({
  PolicyNumber: z.string(),
  StatusName: z.string(),
  ModalityName: z.string(),
  InsuredAmountValue: money,
  StartDate: z.string(),
  EndDate: z.string(),
  InsurerName: z.string(),
  InsurerDocument: z.string(),
});
export type PolicyValidationAnswer = z.infer<typeof policyValidationAnswer>;

export const policyNumberQuery = z.object({ numeroApolice: z.string().min(1).max(30) });
export const numberOfDaysToCancelAnswer = z.object({ Days: int32() });
export const policyDocumentQuery = z.object({
  ProposalUniqueId: z.uuid(),
  endorsement: z.enum(['true', 'false']).optional(),
});
