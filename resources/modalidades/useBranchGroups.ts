import { useQuery } from '@tanstack/react-query';
import {
  getBranchGroupHistory,
  getParameterisationBranches,
  getPremiumLimitParameter,
} from './branchGroupsApi';

/** Under the modality keys, so every modality write refreshes them too. */
export const branchGroupKeys = {
  branches: ['modalidades', 'parameterisation', 'branches'] as const,
  premiumLimit: ['modalidades', 'parameterisation', 'premium-limit'] as const,
  history: ['modalidades', 'parameterisation', 'history'] as const,
};

export const useParameterisationBranches = () =>
  useQuery({ queryKey: branchGroupKeys.branches, queryFn: getParameterisationBranches });

export const usePremiumLimit = () =>
  useQuery({ queryKey: branchGroupKeys.premiumLimit, queryFn: getPremiumLimitParameter });

/** The branch, group and premium-limit history; every write refreshes it (modality keys). */
export const useBranchGroupHistory = () =>
  useQuery({ queryKey: branchGroupKeys.history, queryFn: getBranchGroupHistory });
