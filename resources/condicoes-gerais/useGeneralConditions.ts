import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { GeneralConditionSector } from '../../domain/generalConditions';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export const conditionKeys = {
  all: ['condicoes-gerais'] as const,
  sector: (sector: GeneralConditionSector) => ['condicoes-gerais', 'sector', sector] as const,
  history: ['condicoes-gerais', 'history'] as const,
};

export const useSectorVersions = (sector: GeneralConditionSector) => {
  const { getGeneralConditionVersions } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: conditionKeys.sector(sector),
    queryFn: () => getGeneralConditionVersions(sector),
  });
};

export const useConditionsHistory = (enabled: boolean) => {
  const { getGeneralConditionsHistory } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: conditionKeys.history,
    queryFn: () => getGeneralConditionsHistory(),
    enabled,
  });
};

/** Refreshes every general-conditions query (after a publication or a 409). */
export const useConditionsReload = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: conditionKeys.all }),
    [queryClient],
  );
};
