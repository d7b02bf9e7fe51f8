import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { InsuredDetail } from '../../domain/insureds';
import type { PartyLocationInput } from '../../domain/partyLocation';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** Every query of the insured screens starts with the resource name, as react-admin's own do. */
export const insuredKeys = {
  all: ['segurados'] as const,
  history: (id: number) => ['segurados', 'history', id] as const,
};

/**
 * An insured's history and every change the detail screen makes, each through the dataProvider
 * with the `Version` read; after a write every insured query refreshes (the record react-admin's
 * Show holds, the lists and the history).
 */
export const useInsuredChanges = (insured: InsuredDetail) => {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const history = useQuery({
    queryKey: insuredKeys.history(insured.Id),
    queryFn: () => dataProvider.getInsuredHistory(insured.Id),
  });
  const reload = useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: insuredKeys.all });
      return result;
    },
    [queryClient],
  );

  return {
    history,
    rename: (name: string) => reload(dataProvider.updateInsuredName(insured, name)),
    setBranch: (isPrivate: boolean) => reload(dataProvider.updateInsuredBranch(insured, isPrivate)),
    setBlocked: (isBlocked: boolean, justify: string) =>
      reload(dataProvider.setInsuredBlocked(insured, isBlocked, justify)),
    addLocation: (input: PartyLocationInput) =>
      reload(dataProvider.saveInsuredLocation(insured.Id, input)),
    updateLocation: (locationId: number, input: PartyLocationInput) =>
      reload(dataProvider.updateInsuredLocation(locationId, input)),
    removeLocation: (locationId: number) => reload(dataProvider.removeInsuredLocation(locationId)),
  };
};
