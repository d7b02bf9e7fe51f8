import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getBranches, getModality, getModalityGroups, getModalityHistory } from './modalitiesApi';

export const modalityKeys = {
  all: ['modalidades'] as const,
  branches: ['modalidades', 'branches'] as const,
  groups: ['modalidades', 'groups'] as const,
  detail: (id: number) => ['modalidades', 'detail', id] as const,
  history: (id: number) => ['modalidades', 'history', id] as const,
};

/** The tenant's branches and its groups, each group with its modalities. */
export const useModalityCatalogue = () => {
  const branches = useQuery({ queryKey: modalityKeys.branches, queryFn: getBranches });
  const groups = useQuery({ queryKey: modalityKeys.groups, queryFn: getModalityGroups });
  return { branches, groups };
};

/** Runs a write, then refreshes every modality query (lists, detail and history). */
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
  const detail = useQuery({
    queryKey: modalityKeys.detail(modalityId),
    queryFn: () => getModality(modalityId),
    enabled: modalityId > 0,
    retry: false,
  });
  const history = useQuery({
    queryKey: modalityKeys.history(modalityId),
    queryFn: () => getModalityHistory(modalityId),
    enabled: modalityId > 0,
  });
  return { detail, history };
};
