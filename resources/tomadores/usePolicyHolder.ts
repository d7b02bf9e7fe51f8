import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** Every query of the holder screens starts with the resource name, as react-admin's own do. */
export const holderKeys = {
  all: ['tomadores'] as const,
  history: (id: number) => ['tomadores', 'history', id] as const,
};

/**
 * A holder's history, and `reload`: run a write, then refresh every holder query — the record
 * react-admin's Show holds, the lists, the history and the tabs' own lists.
 */
export const usePolicyHolderRefresh = (holderId: number) => {
  const queryClient = useQueryClient();
  const { getPolicyHolderHistory } = useDataProvider<AvalDataProvider>();
  const history = useQuery({
    queryKey: holderKeys.history(holderId),
    queryFn: () => getPolicyHolderHistory(holderId),
    enabled: holderId > 0,
  });
  const reload = useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: holderKeys.all });
      return result;
    },
    [queryClient],
  );
  return { history, reload };
};
