import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import type { ModalityAnswer } from '../../domain/modalities';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** Every key starts with the resource name, as react-admin's own, so one invalidation hits both. */
export const modalityKeys = {
  all: ['modalidades'] as const,
  branches: ['modalidades', 'branches'] as const,
  groups: ['modalidades', 'groups'] as const,
  history: (id: number) => ['modalidades', 'history', id] as const,
};

/** The tenant's branches (Core/GetAllCompanyBranch), the tabs of the modality list. */
export const useModalityBranches = () => {
  const { getModalityBranches } = useDataProvider<AvalDataProvider>();
  const branches = useQuery({
    queryKey: modalityKeys.branches,
    queryFn: () => getModalityBranches(),
  });
  return { branches };
};

/** The tenant's branches and its groups, each group with its modalities. */
export const useModalityCatalogue = () => {
  const { getModalityGroups } = useDataProvider<AvalDataProvider>();
  const { branches } = useModalityBranches();
  const groups = useQuery({ queryKey: modalityKeys.groups, queryFn: () => getModalityGroups() });
  return { branches, groups };
};

/**
 * Runs a write, then refreshes every modality query (the list, groups, detail, history and
 * texts): react-admin's `modalidades` queries share the key prefix.
 */
export const useModalityReload = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: modalityKeys.all });
      return result;
    },
    [queryClient],
  );
};

/** One modality (with coverages and complementary links) and its change history. */
export const useModality = (modalityId: number) => {
  const { getModalityHistory } = useDataProvider<AvalDataProvider>();
  const detail = useGetOne<ModalityAnswer & { id: number }>(
    'modalidades',
    { id: modalityId },
    { enabled: modalityId > 0, retry: false },
  );
  const history = useQuery({
    queryKey: modalityKeys.history(modalityId),
    queryFn: () => getModalityHistory(modalityId),
    enabled: modalityId > 0,
  });
  return { detail, history };
};
