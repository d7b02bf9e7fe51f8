import { z } from 'zod';
import { brokerFlags } from './brokers';
import { partyHistoryEntry } from './history';
import { int32 } from './integers';
import {
  requestDocument,
  requestDocumentDescription,
  requestDocumentName,
  requestDocumentRefBody,
  requestDocumentUniqueId,
} from './requestDocuments';
import { requiredVersion } from './version';

/**
 * The broker cards' calls of the main API (spec part 1 §7 "Kanban card data": GetCardBrokerInfo
 * and the KanbanBroker… actions; shapes ours, as the spec does not show them). The caller sees a
 * pipe the broker has a card in (Documentação or Conformidade da Corretora) and, to act, may move
 * its cards.
 */

const brokerUniqueId = z.string().max(64).describe('UniqueId da corretora (RefUniqueId do card)');

export const cardBrokerInfoQuery = z.object({ BrokerUniqueId: brokerUniqueId });

export const cardBrokerPartner = z.object({
  Name: z.string(),
  Cpf: z.string(),
  ParticipationPercentage: z.string().nullable(),
  IsPoliticallyExposed: z.boolean().describe('Pessoa politicamente exposta (PEP)'),
});

export const cardBrokerInfo = z.object({
  Broker: z.object({
    Id: int32(),
    UniqueId: z.string(),
    Name: z.string(),
    Cnpj: z.string(),
    SusepCode: z.string(),
    Email: z.string().nullable(),
    Phone: z.string().nullable(),
    CreatedAt: z.string(),
    ...brokerFlags.shape,
    Version: int32(),
  }),
  Partners: z.array(cardBrokerPartner),
  RequestDocuments: z.array(requestDocument),
  DeletedRequestDocuments: z.array(requestDocument),
  TimelineHistory: z
    .array(partyHistoryEntry)
    .describe('Histórico da corretora, mais recente primeiro'),
});

export const kanbanBrokerRequestDocumentBody = z.object({
  BrokerUniqueId: brokerUniqueId,
  Name: requestDocumentName,
  Description: requestDocumentDescription,
});

export const kanbanBrokerChangeStatusBody = z.object({
  RequestDocumentUniqueId: requestDocumentUniqueId,
  Status: z.string().max(40).describe('Conforme ou Reprovado'),
  ReviewNote: z.string().max(1000).nullish().describe('Obrigatório quando Reprovado'),
  Version: requiredVersion('A Version lida do documento'),
});

export const kanbanBrokerDeleteBody = requestDocumentRefBody;

export const kanbanBrokerSendToBrokerBody = z.object({
  BrokerUniqueId: brokerUniqueId,
  CardId: int32().positive().describe('O card da corretora que vai para "Pendente corretor"'),
  Version: requiredVersion('A Version lida do card'),
});

export const kanbanBrokerSentAnswer = z.object({
  SentCount: int32().describe('Documentos pendentes listados no e-mail'),
  Email: z.string().describe('Para onde foi o e-mail'),
  CardId: int32(),
  StepId: int32().describe('A etapa "Pendente corretor" em que o card está agora'),
  Version: int32().describe('A nova Version do card'),
});

export type CardBrokerInfo = z.infer<typeof cardBrokerInfo>;
export type CardBrokerPartner = z.infer<typeof cardBrokerPartner>;
export type KanbanBrokerRequestDocumentInput = z.infer<typeof kanbanBrokerRequestDocumentBody>;
export type KanbanBrokerChangeStatusInput = z.infer<typeof kanbanBrokerChangeStatusBody>;
export type KanbanBrokerDeleteInput = z.infer<typeof kanbanBrokerDeleteBody>;
export type KanbanBrokerSendToBrokerInput = z.infer<typeof kanbanBrokerSendToBrokerBody>;
export type KanbanBrokerSentAnswer = z.infer<typeof kanbanBrokerSentAnswer>;
