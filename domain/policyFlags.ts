import Decimal from 'decimal.js';

/**
 * The three attributes a policy is searched by (spec part 2 §2: enableToSteppin,
 * enableToMonitoring, enableToBigRisk), fixed when it is issued:
 * - step-in: the insurer may take over the works (Lei 14.133/2021 art. 102) — the proposal carries
 *   a particular clause that says so (its title or text names "step-in" or "retomada");
 * - large risk: the insured amount exceeds the tenant's retention limit, so the policy needed
 *   facultative reinsurance (the reinsurance engine's own threshold);
 * - monitoring required: the insurer follows the contract's execution — every step-in policy and
 *   every large risk.
 */
export interface PolicyFlags {
  enableToSteppin: boolean;
  enableToMonitoring: boolean;
  enableToBigRisk: boolean;
}

const STEP_IN = /step[\s-]?in|retomada/i;

export const policyFlagsOf = (facts: {
  insuredAmountValue: string;
  retentionLimit: string;
  clauses: readonly { title: string | null; value: string }[];
}): PolicyFlags => {
  const enableToSteppin = facts.clauses.some(
    (clause) => STEP_IN.test(clause.title ?? '') || STEP_IN.test(clause.value),
  );
  const enableToBigRisk = new Decimal(facts.insuredAmountValue).greaterThan(facts.retentionLimit);
  return {
    enableToSteppin,
    enableToBigRisk,
    enableToMonitoring: enableToSteppin || enableToBigRisk,
  };
};
