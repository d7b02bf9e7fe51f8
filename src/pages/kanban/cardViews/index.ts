import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { CardView } from '../../../../domain/cardTypes';
import type { CardViewProps } from './types';

/**
 * The view each card type opens (spec part 1 §7 "Card types and the view each opens", through
 * domain/cardTypes.ts cardViewFor), each loaded when a card of its kind is first opened.
 */
export const cardViewComponents: Record<
  CardView,
  LazyExoticComponent<ComponentType<CardViewProps>>
> = {
  brokerData: lazy(() => import('./BrokerCardView')),
  nominationRequest: lazy(() => import('./NominationCardView')),
  ccgRequest: lazy(() => import('./CcgCardView')),
  proposal: lazy(() => import('./ProposalCardView')),
  endorsement: lazy(() => import('./EndorsementCardView')),
  policyHolder: lazy(() => import('./PolicyHolderCardView')),
  requestLimit: lazy(() => import('./RequestLimitCardView')),
};

export type { CardViewProps } from './types';
