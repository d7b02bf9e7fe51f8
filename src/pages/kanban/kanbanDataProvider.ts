import { defineResource } from '../../providers/resourceRegistry';
import * as activityCardsApi from '../../providers/kanbanActivityCardsApi';
import { kanbanBrokerCardsApi } from '../../providers/kanbanBrokerCardsApi';
import * as cardCommonApi from '../../providers/kanbanCardCommonApi';
import * as holderCardsApi from '../../providers/kanbanHolderCardsApi';
import { kanbanProposalCardsApi } from '../../providers/kanbanProposalCardsApi';

/**
 * The kanban card screens' named calls: the calls common to every card (owner, priority,
 * justification, movements), and each card kind's (broker, proposal and endorsement, nomination
 * and limit request, branch activity and economic group). No react-admin resource: the board
 * reads its pipes and cards through its own client.
 */
const kanbanMethods = {
  // common to every card
  getCardOwner: cardCommonApi.getCardOwner,
  getCardOwnerList: cardCommonApi.getCardOwnerList,
  getCardMovements: cardCommonApi.getCardMovements,
  getCardPriorities: cardCommonApi.getCardPriorities,
  getCardJustificationParameters: cardCommonApi.getCardJustificationParameters,
  getCardApprovers: cardCommonApi.getCardApprovers,
  updateCardOwner: cardCommonApi.updateCardOwner,
  updateCardPriority: cardCommonApi.updateCardPriority,
  updateCardJustification: cardCommonApi.updateCardJustification,
  // the broker's card
  getBrokerCardInfo: kanbanBrokerCardsApi.info,
  brokerCardRequestDocument: kanbanBrokerCardsApi.requestDocument,
  brokerCardChangeDocumentStatus: kanbanBrokerCardsApi.changeDocumentStatus,
  brokerCardDeleteDocument: kanbanBrokerCardsApi.deleteDocument,
  brokerCardSendDocumentsToBroker: kanbanBrokerCardsApi.sendDocumentsToBroker,
  // the proposal's and the endorsement's cards
  getProposalCardInfo: kanbanProposalCardsApi.getProposalInfo,
  getEndorsementCardInfo: kanbanProposalCardsApi.getEndorsementInfo,
  getProposalCardParameterRequestDocuments: kanbanProposalCardsApi.getParameterRequestDocuments,
  proposalCardRequestDocument: kanbanProposalCardsApi.requestDocument,
  proposalCardChangeDocumentStatus: kanbanProposalCardsApi.changeDocumentStatus,
  proposalCardDeleteDocument: kanbanProposalCardsApi.deleteDocument,
  proposalCardSendFollowUp: kanbanProposalCardsApi.sendFollowUp,
  proposalCardUpdateProposal: kanbanProposalCardsApi.updateProposal,
  proposalCardUpdateContractualTerms: kanbanProposalCardsApi.updateContractualTerms,
  proposalCardSendToBroker: kanbanProposalCardsApi.sendToBroker,
  proposalCardEmailDocuments: kanbanProposalCardsApi.emailDocuments,
  proposalCardEmailPipeDocuments: kanbanProposalCardsApi.emailPipeDocuments,
  // the nomination's and the limit request's cards
  getNominationCardInfo: holderCardsApi.getNominationCardInfo,
  getRequestLimitCardInfo: holderCardsApi.getRequestLimitCardInfo,
  changeRequestLimitDocumentStatus: holderCardsApi.changeRequestLimitDocumentStatus,
  updateRequestLimitProposal: holderCardsApi.updateRequestLimitProposal,
  createRequestLimitObservation: holderCardsApi.createRequestLimitObservation,
  // the holder's branch activity and economic group cards
  getBranchActivities: activityCardsApi.getBranchActivities,
  getCardBranchActivityInfo: activityCardsApi.getCardBranchActivityInfo,
  saveBranchActivity: activityCardsApi.saveBranchActivity,
  getCardEconomicGroupInfo: activityCardsApi.getCardEconomicGroupInfo,
  saveEconomicGroup: activityCardsApi.saveEconomicGroup,
};
type KanbanMethods = typeof kanbanMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends KanbanMethods {}
}

export const kanbanProvider = defineResource('kanban', {}, kanbanMethods);
