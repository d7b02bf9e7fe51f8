/**
 * EmissionProposalType: what a proposal issues (1 emissão, 2 renovação, 3 endosso). The gateway,
 * its daily jobs and the seed read the same numbers, and the wizard sends the endorsement's.
 */

/** EmissionProposalType of a renewal proposal. */
export const RENEWAL_EMISSION_TYPE = 2;

/** EmissionProposalType of an endorsement proposal. */
export const ENDORSEMENT_EMISSION_TYPE = 3;
