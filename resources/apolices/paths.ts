/** The policy screens' paths (spec part 1 §2), built in one place. */
export const POLICY_LIST_PATH = '/apolices';

/** The detail of a policy: /apolice/:policyUniqueId. */
export const policyPath = (policy: { UniqueId: string }) => `/apolice/${policy.UniqueId}`;

/** The change-endorsement wizard (next issue) for the policy: /apolices/endossos/alteracao/:id/1. */
export const endorsementRequestPath = (policy: { UniqueId: string }) =>
  `/apolices/endossos/alteracao/${policy.UniqueId}/1`;

/** How react-admin writes a policy record (recordRepresentation): "Apólice nº 0100…". */
export const policyRepresentation = (policy: { PolicyNumber: string }) =>
  `Apólice nº ${policy.PolicyNumber}`;
