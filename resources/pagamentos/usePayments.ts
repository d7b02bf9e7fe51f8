import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export const paymentKeys = {
  all: ['pagamentos'] as const,
  tabs: ['pagamentos', 'tabs'] as const,
  history: (id: number) => ['pagamentos', 'history', id] as const,
};

export const usePaymentTabs = () => {
  const { getPaymentTabs } = useDataProvider<AvalDataProvider>();
  return useQuery({ queryKey: paymentKeys.tabs, queryFn: () => getPaymentTabs() });
};

export const usePaymentHistory = (id: number) => {
  const { getPaymentHistory } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: paymentKeys.history(id),
    queryFn: () => getPaymentHistory(id),
    enabled: id > 0,
  });
};

/** Runs a write, then refreshes the tabs and the histories. */
export const usePaymentReload = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      return result;
    },
    [queryClient],
  );
};

/** A refused write because someone else changed the record first. */
export const isStale = (error: unknown) => (error as { status?: number } | null)?.status === 409;
