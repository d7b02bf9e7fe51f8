import { eq } from 'drizzle-orm';
import type { CardProposalInfo } from '../../../../domain/contracts/kanbanProposalCards';
import type { Database } from '../../../db/client';
import { modalities } from '../../../db/schema';
import { proposalDetailOf } from '../../proposals/queries';
import type { AuthContext } from '../../security/principal';
import type { ProposalCardAccess } from './access';

/**
 * GetCardProposalInfo / GetCardEndorsementInfo (part 2 §3): the proposal's detail (the proposals
 * module's reader) split as the card response names its parts.
 */
export const cardProposalInfoOf = async (
  db: Database,
  auth: AuthContext,
  access: ProposalCardAccess,
): Promise<CardProposalInfo> => {
  const { proposal } = access;
  const [detail, modality] = await Promise.all([
    proposalDetailOf(db, auth, proposal),
    proposal.modalityId
      ? db
          .select({ uniqueId: modalities.uniqueId })
          .from(modalities)
          .where(eq(modalities.id, proposal.modalityId))
      : Promise.resolve([]),
  ]);
  return {
    Proposal: detail,
    Observations: detail.Observations,
    ProposalObjects: detail.ContractualTerms.Object,
    ProposalEngineExecutionLogs: detail.ProposalEngineExecutionLogs,
    RequestDocuments: detail.RequestDocuments,
    DeletedRequestDocuments: detail.DeletedRequestDocuments,
    TimelineHistory: detail.TimelineHistory,
    ModalityUniqueId: modality[0]?.uniqueId ?? null,
    CanAct: access.canAct,
  };
};
