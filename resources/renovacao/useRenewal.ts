import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getRenewalHistory,
  getRenewalRule,
  getRenewalRules,
  getRenewalSettings,
} from './renewalApi';

export const renewalKeys = {
  all: ['renovacao'] as const,
  settings: ['renovacao', 'settings'] as const,
  rules: ['renovacao', 'rules'] as const,
  rule: (token: string) => ['renovacao', 'rule', token] as const,
  history: (token?: string) => ['renovacao', 'history', token ?? 'settings'] as const,
};

export const useRenewalSettings = () =>
  useQuery({ queryKey: renewalKeys.settings, queryFn: getRenewalSettings });

export const useRenewalRules = () =>
  useQuery({ queryKey: renewalKeys.rules, queryFn: getRenewalRules });

export const useRenewalRule = (token: string) =>
  useQuery({
    queryKey: renewalKeys.rule(token),
    queryFn: () => getRenewalRule(token),
    enabled: token !== '',
    retry: false,
  });

/** The defaults' history (no token) or a rule's. */
export const useRenewalHistory = (token?: string) =>
  useQuery({ queryKey: renewalKeys.history(token), queryFn: () => getRenewalHistory(token) });

/** Runs a write, then refreshes every query under `key` (settings, rules and histories). */
export const useReloadAfter = (key: readonly string[]) => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: key });
      return result;
    },
    [queryClient, key],
  );
};
