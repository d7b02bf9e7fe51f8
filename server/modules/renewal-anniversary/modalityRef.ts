import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyBranches, modalities, modalityGroups } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { visibleModalities } from '../modalities/scope';
import type { AuthContext } from '../security/principal';
import * as M from './messages';

/** How a rule names its modality on screen: name, branch code and group. */
export const modalityColumns = {
  modalityId: modalities.id,
  modalityUniqueId: modalities.uniqueId,
  modalityName: modalities.name,
  branchCode: companyBranches.code,
  groupName: modalityGroups.name,
};
export interface ModalityRef {
  modalityId: number;
  modalityUniqueId: string;
  modalityName: string;
  branchCode: string;
  groupName: string;
}

export const toModalityAnswer = (ref: ModalityRef) => ({
  ModalityId: ref.modalityId,
  ModalityUniqueId: ref.modalityUniqueId,
  ModalityName: ref.modalityName,
  BranchCode: ref.branchCode,
  ModalityGroupName: ref.groupName,
});

/** A modality the caller reaches (its tenant's; live ones unless it parametrizes), or 404. */
export const findModalityRef = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<ModalityRef> => {
  const [row] = await db
    .select(modalityColumns)
    .from(modalities)
    .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
    .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
    .where(and(visibleModalities(auth), eq(modalities.uniqueId, uniqueId)));
  if (!row) throw new NotFoundError(M.MODALITY_NOT_FOUND);
  return row;
};
