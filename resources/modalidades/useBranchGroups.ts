import { useQuery } from '@tanstack/react-query';
import { getParameterisationBranches, getPremiumLimitParameter } from './branchGroupsApi';

/** Under the modality keys, so every modality write refreshes them too. */
export const branchGroupKeys = {
  branches: ['modalidades', 'parameterisation', 'branches'] as const,
  premiumLimit: ['modalidades', 'parameterisation', 'premium-limit'] as const,
};

export const useParameterisationBranches = () =>
  useQuery({ queryKey: branchGroupKeys.branches, queryFn: getParameterisationBranches });

export const usePremiumLimit = () =>
  useQuery({ queryKey: branchGroupKeys.premiumLimit, queryFn: getPremiumLimitParameter });
