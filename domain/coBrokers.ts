/**
 * Co-brokerage (co-corretagem) of a proposal: the brokers that share its commission, saved with
 * UpdateProposal's `CoBrokers`. Its calls' shapes are the contract in ./contracts/coBrokers; the
 * limit is here, apart from zod, because the wizard's co-brokers step needs the number alone.
 */

/** How many co-brokers one proposal may have (UpdateProposal refuses more). */
export const MAX_CO_BROKERS = 5;
