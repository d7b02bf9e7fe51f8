import { Stack } from '@mui/material';
import { CardType } from '../../../../domain/cardTypes';
import EconomicGroupPanel from './EconomicGroupPanel';
import { ProposalCardBody } from './proposalCard/ProposalCardBody';
import type { CardViewProps } from './types';

/** Dados da Proposta: the card's proposal, documents, observations, history and actions (issue 14). */
const ProposalCardView = (props: CardViewProps) => (
  <Stack spacing={2}>
    {props.card.cardType.toUpperCase() === CardType.GRUPO_ECONOMICO && (
      <EconomicGroupPanel {...props} />
    )}
    <ProposalCardBody {...props} kind="proposal" />
  </Stack>
);

export default ProposalCardView;
