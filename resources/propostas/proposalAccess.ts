import type { ProposalDetail } from '../../domain/contracts/proposals';
import { ProposalStatus } from '../../domain/proposalStatus';
import type { ResourceAction } from '../../domain/resourceAccess';
import { useCanAccessActions } from '../../src/components/useCanAccessActions';

/** The proposal actions the detail offers, as domain/resourceAccess names them. */
const proposalActions = [
  'edit',
  'changeRate',
  'submit',
  'cancel',
  'requestAdjustment',
  'rerunEngines',
  'contractDraft',
  'resetRiskChange',
  'timelineNote',
] as const satisfies readonly ResourceAction<'propostas'>[];

export type ProposalScreenAction = (typeof proposalActions)[number] | 'resubmit';

/**
 * What the user may do on this proposal now: the gateway's AllowedActions (status, scope,
 * co-brokerage) and the user's permission for the call behind each (react-admin's canAccess).
 * AllowedActions names neither the risk change's undoing nor the timeline note: a co-broker
 * writes neither, and only a proposal in analysis goes back to its approved risk data.
 */
export const useProposalActions = (
  proposal: Pick<ProposalDetail, 'AllowedActions' | 'StatusId' | 'IsCoBroker'>,
) => {
  const { can, isPending } = useCanAccessActions('propostas', proposalActions);
  const allowed = (action: string) => proposal.AllowedActions.includes(action);
  const may: Record<ProposalScreenAction, boolean> = {
    edit: can.edit && allowed('edit'),
    changeRate: can.changeRate && allowed('changeRate'),
    submit: can.submit && allowed('submit'),
    resubmit: can.submit && allowed('resubmit'),
    cancel: can.cancel && allowed('cancel'),
    requestAdjustment: can.requestAdjustment && allowed('requestAdjustment'),
    rerunEngines: can.rerunEngines && allowed('rerunEngines'),
    contractDraft: can.contractDraft && allowed('contractDraft'),
    resetRiskChange:
      can.resetRiskChange && !proposal.IsCoBroker && proposal.StatusId === ProposalStatus.EmAnalise,
    timelineNote: can.timelineNote && !proposal.IsCoBroker,
  };
  return { may, isPending };
};
