import type { ModalityGroupAnswer } from '../../domain/modalities';
import { useModalityCatalogue } from './useModalities';

/** The group a route names, by its Id (or UniqueId), within the branch the route names. */
export const findGroup = (
  groups: ModalityGroupAnswer[] | undefined,
  branchId: string,
  modalityGroupId: string,
) =>
  groups?.find(
    (group) =>
      (String(group.Id) === modalityGroupId || group.ModalityGroupUniqueId === modalityGroupId) &&
      (String(group.BranchId) === branchId || !branchId),
  );

export const useModalityGroup = (branchId: string, modalityGroupId: string) => {
  const { groups } = useModalityCatalogue();
  return { group: findGroup(groups.data, branchId, modalityGroupId), query: groups };
};
