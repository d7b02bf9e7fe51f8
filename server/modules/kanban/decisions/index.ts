import { CardType, type CardTypeName } from '../../../../domain/cardTypes';
import { decideCcgAnalysis } from './ccgDecision';
import { decideProposalReferral } from './proposalDecision';
import type { DecideCard } from './types';

/**
 * What deciding a card of each type does to its record (issue 14). A type missing here cannot be
 * moved to a final step yet (409 DECISION_UNAVAILABLE). One entry per card type; the effect lives
 * in the file of its record family (proposal, broker, holder, CCG…).
 */
export const cardDecisions: Partial<Record<CardTypeName, DecideCard>> = {
  [CardType.PROPOSTA]: decideProposalReferral,
  [CardType.ANALISE_CCG]: decideCcgAnalysis,
  [CardType.ANALISE_CCG_MANUAL]: decideCcgAnalysis,
};

export type { CardDecision, DecideCard } from './types';
