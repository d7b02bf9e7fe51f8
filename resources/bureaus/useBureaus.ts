import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getQueryType, getQueryTypeHistory, getQueryTypes } from './bureausApi';

export const bureauKeys = {
  all: ['bureaus'] as const,
  list: ['bureaus', 'list'] as const,
  detail: (id: number) => ['bureaus', 'detail', id] as const,
  history: (id: number) => ['bureaus', 'history', id] as const,
};

export const useQueryTypes = () => useQuery({ queryKey: bureauKeys.list, queryFn: getQueryTypes });

/** One query type with its bureaus and its history. */
export const useQueryType = (id: number) => {
  const detail = useQuery({
    queryKey: bureauKeys.detail(id),
    queryFn: () => getQueryType(id),
    enabled: id > 0,
    retry: false,
  });
  const history = useQuery({
    queryKey: bureauKeys.history(id),
    queryFn: () => getQueryTypeHistory(id),
    enabled: id > 0,
    retry: false,
  });
  return { detail, history };
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
