/**
 * Proposal pricing, shared by the gateway and the portal: pure functions over decimal.js, no I/O.
 * `calculateProposalPremium` is the entry point; the pieces are exported for screens that show one
 * of them (the term, the rate bounds, the instalments) and for the gateway's messages.
 */
export * from './calculateProposalPremium';
export * from './commission';
export * from './coverages';
export * from './installments';
export * from './memory';
export * from './messages';
export * from './modalityPremium';
export * from './proposalPremiumTypes';
export * from './term';
