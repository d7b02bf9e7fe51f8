import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** Under the modality keys, so every modality write refreshes them too. */
export const branchGroupKeys = {
  branches: ['modalidades', 'parameterisation', 'branches'] as const,
  premiumLimit: ['modalidades', 'parameterisation', 'premium-limit'] as const,
  history: ['modalidades', 'parameterisation', 'history'] as const,
};

export const useParameterisationBranches = () => {
  const { getParameterisationBranches } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: branchGroupKeys.branches,
    queryFn: () => getParameterisationBranches(),
  });
};

export const usePremiumLimit = () => {
  const { getPremiumLimitParameter } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: branchGroupKeys.premiumLimit,
    queryFn: () => getPremiumLimitParameter(),
  });
};

/** The branch, group and premium-limit history; every write refreshes it (modality keys). */
export const useBranchGroupHistory = () => {
  const { getBranchGroupHistory } = useDataProvider<AvalDataProvider>();
  return useQuery({ queryKey: branchGroupKeys.history, queryFn: () => getBranchGroupHistory() });
};
