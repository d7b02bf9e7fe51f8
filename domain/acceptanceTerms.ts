/**
 * The proposal types an acceptance term is published for (/termos-aceite,
 * CompanyAcceptanceTerm/GetLastCompanyAcceptanceTerm?proposaltype).
 */
export const AcceptanceProposalType = {
  /** A new quote / proposal for a policy (the standard term). */
  PROPOSTA: 1,
  RENOVACAO: 2,
  ENDOSSO: 3,
} as const;
export type AcceptanceProposalTypeId =
  (typeof AcceptanceProposalType)[keyof typeof AcceptanceProposalType];

export const acceptanceProposalTypes: readonly AcceptanceProposalTypeId[] = [1, 2, 3];

export const acceptanceProposalTypeLabels: Record<AcceptanceProposalTypeId, string> = {
  1: 'Cotação e proposta (emissão)',
  2: 'Renovação',
  3: 'Endosso',
};

export const isAcceptanceProposalType = (value: number): value is AcceptanceProposalTypeId =>
  (acceptanceProposalTypes as readonly number[]).includes(value);
