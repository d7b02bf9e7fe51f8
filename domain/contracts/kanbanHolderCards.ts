import { z } from 'zod';
import { int32 } from './integers';
import { requestDocument } from './requestDocuments';
import { requiredVersion, specOptionalVersion } from './version';

/**
 * The card data and actions of the policy holders' kanban cards (issue 14; spec part 1 §7 "Kanban
 * card data", shapes ours since the spec does not show them): the nomination request
 * (NOMEACAO_TOMADOR, pipe Nomeação) and the limit review (REQUEST_LIMIT, pipe Revisão de Limite).
 * Money and rates are decimal strings (`"1250000.00"`, `"1.2000"` percent a year).
 */

const uuid = z.uuid();
const money = z.string().nullable().describe('Decimal em reais, p.ex. "1250000.00"');
const rate = z.string().nullable().describe('Taxa em % a.a., p.ex. "1.2000"');

// ---- requests

export const nominationCardQuery = z.object({
  NomeationRequestUniqueId: uuid.describe('UniqueId da solicitação de nomeação (RefUniqueId)'),
});

export const requestLimitCardQuery = z
  .object({
    RequestLimitUniqueId: uuid.optional().describe('UniqueId da revisão de limite (RefUniqueId)'),
    PolicyHolderUniqueId: uuid.optional().describe('Ou: o tomador (a sua revisão mais recente)'),
  })
  .refine((query) => query.RequestLimitUniqueId || query.PolicyHolderUniqueId, {
    message: 'O campo "RequestLimitUniqueId" é obrigatório.',
    path: ['RequestLimitUniqueId'],
  });

/** KanbanRequestLimitChangeStatusRequestDocument: the analyst's verdict on a limit document. */
export const requestLimitDocumentStatusBody = z.object({
  RequestDocumentUniqueId: z.string().max(64).describe('UniqueId do documento da revisão'),
  Status: z.string().max(40).describe('Conforme ou Reprovado'),
  ReviewNote: z.string().max(1000).nullish().describe('Obrigatório quando Reprovado'),
  Version: requiredVersion('A Version lida do documento'),
});

const amountIn = z
  .union([z.string().max(30), z.number()])
  .nullish()
  .describe('Em reais: 1250000.50 ou "1.250.000,50"');
const rateIn = z
  .union([z.string().max(20), z.number()])
  .nullish()
  .describe('Em % a.a.: 1.25 ou "1,25"');

/** UpdateRequestLimitProposal: the new limit and rate the analyst proposes (ours). */
export const requestLimitProposalBody = z.object({
  RequestLimitUniqueId: uuid,
  ProposedLimitValue: amountIn,
  ProposedBaseRate: rateIn,
  Version: requiredVersion('A Version lida da revisão de limite'),
});

/** CreatePolicyHolderRequestLimitObservation (spec part 1 §7). */
export const requestLimitObservationBody = z
  .object({
    RequestLimitUniqueId: uuid.optional(),
    PolicyHolderUniqueId: uuid.optional().describe('Ou: o tomador (a sua revisão mais recente)'),
    Observation: z.string().max(4000).describe('Texto da observação (até 2000 caracteres)'),
    Version: specOptionalVersion(),
  })
  .refine((body) => body.RequestLimitUniqueId || body.PolicyHolderUniqueId, {
    message: 'O campo "RequestLimitUniqueId" é obrigatório.',
    path: ['RequestLimitUniqueId'],
  });

// ---- answers

const party = z.object({ UniqueId: z.string(), Name: z.string(), CpfCnpj: z.string() });

export const nominationCardInfo = z.object({
  NomeationRequestUniqueId: z.string(),
  Status: z.string().describe('pending | approved | rejected | revoked'),
  StatusLabel: z.string(),
  PolicyHolder: party,
  Broker: party,
  Letter: z
    .object({ UniqueId: z.string(), Name: z.string() })
    .nullable()
    .describe('Carta de nomeação: Application/GetUrlFileDownload?ArchiveUniqueId'),
  RequestedByName: z.string().nullable(),
  RequestedAt: z.string(),
  DecidedByName: z.string().nullable(),
  DecidedAt: z.string().nullable(),
});

export const requestLimitObservation = z.object({
  UniqueId: z.string(),
  Text: z.string(),
  UserName: z.string().nullable(),
  CreatedAt: z.string(),
});

export const requestLimitHolder = party.extend({
  RiskClass: z.string().nullable(),
  LimitValue: money,
  LimitUsedValue: money,
  LimitAvailableValue: money,
  BaseRate: rate,
  LimitsCalculatedAt: z.string().nullable(),
  AnnualRevenue: money,
  NetWorth: money,
  FoundationDate: z.string().nullable(),
  SentToAnalysisAt: z.string().nullable(),
});

export const requestLimitCardInfo = z.object({
  RequestLimitUniqueId: z.string(),
  Status: z.string().describe('pending | approved | refused'),
  StatusLabel: z.string(),
  Version: int32(),
  PolicyHolder: requestLimitHolder,
  CurrentLimitValue: money.describe('Limite do tomador quando a revisão foi aberta'),
  CurrentBaseRate: rate,
  ProposedLimitValue: money.describe('Novo limite proposto pelo analista'),
  ProposedBaseRate: rate,
  ProposedByName: z.string().nullable(),
  Justification: z.string().nullable(),
  RequestedByName: z.string().nullable(),
  RequestedAt: z.string(),
  DecidedByName: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  RequestDocuments: z.array(requestDocument),
  Observations: z.array(requestLimitObservation),
});

export type NominationCardInfo = z.infer<typeof nominationCardInfo>;
export type RequestLimitCardInfo = z.infer<typeof requestLimitCardInfo>;
export type RequestLimitObservation = z.infer<typeof requestLimitObservation>;
export type RequestLimitProposalBody = z.infer<typeof requestLimitProposalBody>;
