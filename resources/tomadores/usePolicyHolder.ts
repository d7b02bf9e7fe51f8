import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPolicyHolder, getPolicyHolderHistory } from './policyHoldersApi';

export const holderKeys = {
  all: ['tomadores'] as const,
  search: ['tomadores', 'search'] as const,
  detail: (uniqueId: string) => ['tomadores', 'detail', uniqueId] as const,
  history: (id: number) => ['tomadores', 'history', id] as const,
};

/** One holder and its history; `reload` runs a write, then refreshes both (and the lists). */
export const usePolicyHolder = (uniqueId: string) => {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: holderKeys.detail(uniqueId),
    queryFn: () => getPolicyHolder(uniqueId),
    retry: false,
  });
  const holderId = detail.data?.Id ?? 0;
  const history = useQuery({
    queryKey: holderKeys.history(holderId),
    queryFn: () => getPolicyHolderHistory(holderId),
    enabled: holderId > 0,
  });
  const reload = useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: holderKeys.detail(uniqueId) });
      void queryClient.invalidateQueries({ queryKey: ['tomadores', 'history'] });
      void queryClient.invalidateQueries({ queryKey: holderKeys.search });
      return result;
    },
    [queryClient, uniqueId],
  );
  return { detail, history, reload };
};
