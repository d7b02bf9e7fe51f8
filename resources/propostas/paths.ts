/** The proposal screens' paths (spec part 1 §2), built in one place. */
export const BROKER_LIST_PATH = '/propostas';
export const INSURER_LIST_PATH = '/propostas-seguradora';
export const NEW_PROPOSAL_PATH = '/propostas/nova-proposta-new';

/** Which of the two proposal screens a user is on: the broker's or the insurer's. */
export type ProposalView = 'broker' | 'insurer';

export const listPath = (view: ProposalView) =>
  view === 'insurer' ? INSURER_LIST_PATH : BROKER_LIST_PATH;

/**
 * The detail of a proposal: the broker's, or the insurer's summary, whose path also carries the
 * proposal's type (EmissionProposalType: 1 emissão, 2 renovação, 3 endosso).
 */
export const proposalPath = (
  view: ProposalView,
  proposal: { UniqueId: string; EmissionProposalType?: number },
) =>
  view === 'insurer'
    ? `${INSURER_LIST_PATH}/proposta/${proposal.EmissionProposalType ?? 1}/${proposal.UniqueId}`
    : `${BROKER_LIST_PATH}/proposta/${proposal.UniqueId}`;

export const editProposalPath = (uniqueId: string) => `/propostas/proposta/editar/${uniqueId}`;
export const timelinePath = (uniqueId: string) => `/propostas/timeline/${uniqueId}`;

/** How react-admin writes a proposal record (recordRepresentation): "Proposta nº 123". */
export const proposalRepresentation = (proposal: { Number: number }) =>
  `Proposta nº ${proposal.Number}`;
