import type {
  NominationCardInfo,
  RequestLimitCardInfo,
  RequestLimitObservation,
} from '../../domain/contracts/kanbanHolderCards';
import type { RequestDocument, ReviewVerdict } from '../../domain/requestDocuments';
import { gatewayClient } from './gatewayClient';

/**
 * The policy holders' kanban card calls (issue 14): the nomination request's data and the limit
 * review's data and actions. Failures reject with the gateway's Errors (gatewayClient), else
 * "Erro ao tentar executar a solicitação.".
 */

export const getNominationCardInfo = (nominationUniqueId: string) =>
  gatewayClient.get<NominationCardInfo>('kanban/GetCardPolicyHolderNomeationRequestInfo', {
    query: { NomeationRequestUniqueId: nominationUniqueId },
  });

export const getRequestLimitCardInfo = (requestLimitUniqueId: string) =>
  gatewayClient.get<RequestLimitCardInfo>('kanban/GetCardRequestLimitInfo', {
    query: { RequestLimitUniqueId: requestLimitUniqueId },
  });

/** Conforme, or Reprovado with the note the holder will read, on a limit document read at `version`. */
export const changeRequestLimitDocumentStatus = (
  documentUniqueId: string,
  status: ReviewVerdict,
  reviewNote: string | null,
  version: number,
) =>
  gatewayClient.post<RequestDocument>('kanban/KanbanRequestLimitChangeStatusRequestDocument', {
    json: {
      RequestDocumentUniqueId: documentUniqueId,
      Status: status,
      ReviewNote: reviewNote,
      Version: version,
    },
  });

export interface LimitProposalInput {
  RequestLimitUniqueId: string;
  ProposedLimitValue: string | null;
  ProposedBaseRate: string | null;
  /** The review's Version as read. */
  Version: number;
}

export const updateRequestLimitProposal = (input: LimitProposalInput) =>
  gatewayClient.post<RequestLimitCardInfo>('kanban/UpdateRequestLimitProposal', { json: input });

export const createRequestLimitObservation = (
  requestLimitUniqueId: string,
  observation: string,
  version: number,
) =>
  gatewayClient.post<RequestLimitObservation[]>(
    'policyHolder/CreatePolicyHolderRequestLimitObservation',
    {
      json: {
        RequestLimitUniqueId: requestLimitUniqueId,
        Observation: observation,
        Version: version,
      },
    },
  );
