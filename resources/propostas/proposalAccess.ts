import { useCanAccess, usePermissions } from 'react-admin';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { ProposalStatus } from '../../domain/proposalStatus';
import { canEdit } from '../../domain/proposalTransitions';
import type { ResourceAction } from '../../domain/resourceAccess';
import { isInsuranceStaff } from '../../domain/userTypes';
import { useCanAccessActions } from '../../src/components/useCanAccessActions';
import type { SessionUserInfo } from '../../src/providers/types';
import { proposalPath, type ProposalView } from './paths';

/** The proposal actions the detail offers, as domain/resourceAccess names them. */
const proposalActions = [
  'edit',
  'changeRate',
  'submit',
  'issue',
  'cancel',
  'requestAdjustment',
  'rerunEngines',
  'contractDraft',
  'riskChange',
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
    issue: can.issue && allowed('issue'),
    cancel: can.cancel && allowed('cancel'),
    requestAdjustment: can.requestAdjustment && allowed('requestAdjustment'),
    rerunEngines: can.rerunEngines && allowed('rerunEngines'),
    contractDraft: can.contractDraft && allowed('contractDraft'),
    riskChange: can.riskChange && allowed('riskChange'),
    resetRiskChange:
      can.resetRiskChange && !proposal.IsCoBroker && proposal.StatusId === ProposalStatus.EmAnalise,
    timelineNote: can.timelineNote && !proposal.IsCoBroker,
  };
  return { may, isPending };
};

// the two detail screens as the screen table spells them (domain/screenAccess)
const detailScreen = (view: ProposalView) => proposalPath(view, { UniqueId: ':propostaUniqueId' });

/**
 * Which proposal detail a link from another screen opens (a holder's proposals): the broker's
 * /propostas/proposta/:id, else the insurer's summary, as the user's screens allow; null when
 * neither (the proposals are then listed without links).
 */
export const useProposalDetailView = (): { view: ProposalView | null; isPending: boolean } => {
  const broker = useCanAccess({ resource: detailScreen('broker'), action: 'access' });
  const insurer = useCanAccess({ resource: detailScreen('insurer'), action: 'access' });
  const view = broker.canAccess ? 'broker' : insurer.canAccess ? 'insurer' : null;
  return { view, isPending: broker.isPending || insurer.isPending };
};

const clauseActions = ['editClauses'] as const satisfies readonly ResourceAction<'propostas'>[];

/**
 * Whether the proposal's status lets its particular clauses change, as UpdateParticularClauses
 * decides (server/modules/proposals/contractTerms.ts): while the quote may be edited (Cotação,
 * Aguardando Corretor) and, for the insurer's staff, also in analysis.
 */
export const particularClausesOpen = (statusId: number, insurer: boolean) =>
  canEdit(statusId) || (insurer && statusId === ProposalStatus.EmAnalise);

/**
 * Whether the user may change this proposal's particular clauses now: the permission for
 * UpdateParticularClauses (react-admin's canAccess), not a co-broker (who reads only) and a
 * status that allows it for the user's side.
 */
export const useParticularClausesAccess = (
  proposal: Pick<ProposalDetail, 'StatusId' | 'IsCoBroker'>,
) => {
  const { can, isPending } = useCanAccessActions('propostas', clauseActions);
  const { permissions: user } = usePermissions<SessionUserInfo | null>();
  const insurer = Boolean(user && isInsuranceStaff(user.UserTypeId));
  return {
    may:
      can.editClauses && !proposal.IsCoBroker && particularClausesOpen(proposal.StatusId, insurer),
    isPending,
  };
};
