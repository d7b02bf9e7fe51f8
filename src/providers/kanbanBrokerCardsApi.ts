import type {
  CardBrokerInfo,
  KanbanBrokerSentAnswer,
} from '../../domain/contracts/kanbanBrokerCards';
import type { RequestDocument, ReviewVerdict } from '../../domain/requestDocuments';
import { gatewayClient } from './gatewayClient';

/**
 * The broker cards' calls (spec part 1 §7 "Kanban card data": GetCardBrokerInfo and the
 * KanbanBroker… actions). Failures reject with the gateway's Errors, else "Erro ao tentar executar
 * a solicitação." (gatewayClient).
 */
export const kanbanBrokerCardsApi = {
  info: (brokerUniqueId: string) =>
    gatewayClient.get<CardBrokerInfo>('kanban/GetCardBrokerInfo', {
      query: { BrokerUniqueId: brokerUniqueId },
    }),
  requestDocument: (brokerUniqueId: string, input: { Name: string; Description: string | null }) =>
    gatewayClient.post<RequestDocument>('kanban/KanbanBrokerRequestDocument', {
      json: { BrokerUniqueId: brokerUniqueId, ...input },
    }),
  changeDocumentStatus: (
    documentUniqueId: string,
    status: ReviewVerdict,
    reviewNote: string | null,
    version: number,
  ) =>
    gatewayClient.post<RequestDocument>('kanban/KanbanBrokerChangeStatusRequestDocument', {
      json: {
        RequestDocumentUniqueId: documentUniqueId,
        Status: status,
        ReviewNote: reviewNote,
        Version: version,
      },
    }),
  deleteDocument: (documentUniqueId: string, version: number) =>
    gatewayClient.post<RequestDocument>('kanban/KanbanBrokerDeleteRequestDocument', {
      json: { RequestDocumentUniqueId: documentUniqueId, Version: version },
    }),
  sendDocumentsToBroker: (brokerUniqueId: string, cardId: number, cardVersion: number) =>
    gatewayClient.post<KanbanBrokerSentAnswer>('kanban/KanbanBrokerRequestDocumentsSendToBroker', {
      json: { BrokerUniqueId: brokerUniqueId, CardId: cardId, Version: cardVersion },
    }),
};
