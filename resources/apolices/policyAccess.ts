import type { PolicyBrief } from '../../domain/contracts/policies';
import { PolicyStatus } from '../../domain/policyStatus';
import type { ResourceAction } from '../../domain/resourceAccess';
import { useCanAccessActions } from '../../src/components/useCanAccessActions';

/** The policy actions the detail offers, as domain/resourceAccess names them. */
const policyActions = [
  'cancel',
  'blockRenewal',
  'issuanceReport',
  'requestEndorsement',
] as const satisfies readonly ResourceAction<'apolices'>[];

export type PolicyScreenAction = (typeof policyActions)[number];

/**
 * What the user may do on this policy now: the user's permission for each action (react-admin's
 * canAccess over domain/resourceAccess) and the policy's status — only an issued (Emitida) policy
 * is cancelled, has its renewal blocked or asks an endorsement; the issuance report exists for any
 * policy issued.
 */
export const usePolicyActions = (policy: Pick<PolicyBrief, 'StatusId'>) => {
  const { can, isPending } = useCanAccessActions('apolices', policyActions);
  const inForce = policy.StatusId === PolicyStatus.Emitida;
  const may: Record<PolicyScreenAction, boolean> = {
    cancel: can.cancel && inForce,
    blockRenewal: can.blockRenewal && inForce,
    issuanceReport: can.issuanceReport,
    requestEndorsement: can.requestEndorsement && inForce,
  };
  return { may, isPending };
};
