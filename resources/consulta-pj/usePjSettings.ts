import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export const pjKeys = {
  all: ['consulta-pj'] as const,
  settings: ['consulta-pj', 'settings'] as const,
  history: ['consulta-pj', 'history'] as const,
};

export const usePjSettings = () => {
  const { getPjSettings, getPjSettingsHistory } = useDataProvider<AvalDataProvider>();
  return {
    settings: useQuery({ queryKey: pjKeys.settings, queryFn: () => getPjSettings() }),
    history: useQuery({ queryKey: pjKeys.history, queryFn: () => getPjSettingsHistory() }),
  };
};

export const usePjReload = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: pjKeys.all });
      return result;
    },
    [queryClient],
  );
};
