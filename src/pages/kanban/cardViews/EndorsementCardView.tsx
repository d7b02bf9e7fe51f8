import { ProposalCardBody } from './proposalCard/ProposalCardBody';
import type { CardViewProps } from './types';

/** Dados do Endosso: the endorsement's proposal, documents, observations, history and actions (issue 14). */
const EndorsementCardView = (props: CardViewProps) => (
  <ProposalCardBody {...props} kind="endorsement" />
);

export default EndorsementCardView;
