import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { QueryTypeParameters } from '../../domain/bureauQueries';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** A query type as the `bureaus` resource answers it (id: its TipoConsultaId). */
export type QueryTypeRecord = QueryTypeParameters & { id: number };

// react-admin keys its caches of the `bureaus` resource under the same root
export const bureauKeys = {
  all: ['bureaus'] as const,
  history: (id: number) => ['bureaus', 'history', id] as const,
};

/** A query type's history (who changed its bureaus, when, old → new). */
export const useBureauHistory = (id: number) => {
  const { getBureauHistory } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: bureauKeys.history(id),
    queryFn: () => getBureauHistory(id),
    enabled: id > 0,
    retry: false,
  });
};

/** Runs a write, then refreshes every bureau query (list, detail and history). */
export const useBureauReload = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: bureauKeys.all });
      return result;
    },
    [queryClient],
  );
};
