import { useQuery } from '@tanstack/react-query';
import {
  getAnniversaryHistory,
  getAnniversaryRule,
  getAnniversaryRules,
  getAnniversarySettings,
} from './anniversaryApi';

export const anniversaryKeys = {
  all: ['aniversario'] as const,
  settings: ['aniversario', 'settings'] as const,
  rules: ['aniversario', 'rules'] as const,
  rule: (token: string) => ['aniversario', 'rule', token] as const,
  history: (token?: string) => ['aniversario', 'history', token ?? 'settings'] as const,
};

export const useAnniversarySettings = () =>
  useQuery({ queryKey: anniversaryKeys.settings, queryFn: getAnniversarySettings });

export const useAnniversaryRules = () =>
  useQuery({ queryKey: anniversaryKeys.rules, queryFn: getAnniversaryRules });

export const useAnniversaryRule = (token: string) =>
  useQuery({
    queryKey: anniversaryKeys.rule(token),
    queryFn: () => getAnniversaryRule(token),
    enabled: token !== '',
    retry: false,
  });

export const useAnniversaryHistory = (token?: string) =>
  useQuery({
    queryKey: anniversaryKeys.history(token),
    queryFn: () => getAnniversaryHistory(token),
  });
