import { CardType, type CardTypeName } from '../../../../domain/cardTypes';
import { brokerCardDecisions } from './brokerDecision';
import { decideBranchActivity } from './branchActivityDecision';
import { decideEconomicGroup } from './economicGroupDecision';
import { decideNominationCard } from './nominationDecision';
import { decideCcgAnalysis } from './ccgDecision';
import { decideProposalReferral } from './proposalDecision';
import { decideLimitReview } from './requestLimitDecision';
import type { DecideCard } from './types';

/**
 * What deciding a card of each type does to its record (issue 14). A type missing here cannot be
 * moved to a final step yet (409 DECISION_UNAVAILABLE). One entry per card type; the effect lives
 * in the file of its record family (proposal, broker, holder, CCG…).
 */
export const cardDecisions: Partial<Record<CardTypeName, DecideCard>> = {
  [CardType.PROPOSTA]: decideProposalReferral,
  ...brokerCardDecisions,
  [CardType.RAMO_ATIVIDADE]: decideBranchActivity,
  [CardType.GRUPO_ECONOMICO]: decideEconomicGroup,
  // endorsement and renewal proposals are referred by the same engines (proposalCardPlace)
  [CardType.PROPOSTA_RENOVACAO]: decideProposalReferral,
  [CardType.ENDOSSO_ALTERACAO]: decideProposalReferral,
  [CardType.ENDOSSO_CANCELAMENTO]: decideProposalReferral,
  [CardType.ENDOSSO_ANIVERSARIO]: decideProposalReferral,
  // the PEP engine's referral of a proposal, about the holder's or the insured's partners
  [CardType.TOMADOR_QSA_PEP]: decideProposalReferral,
  [CardType.SEGURADO_QSA_PEP]: decideProposalReferral,
  [CardType.NOMEACAO_TOMADOR]: decideNominationCard,
  [CardType.REQUEST_LIMIT]: decideLimitReview,
  [CardType.ANALISE_CCG]: decideCcgAnalysis,
  [CardType.ANALISE_CCG_MANUAL]: decideCcgAnalysis,
};

export type { CardDecision, DecideCard } from './types';
