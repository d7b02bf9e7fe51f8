import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useCallback } from 'react';
import type { ChangeHistoryRow } from '../../domain/renewal';
import type { BreadcrumbItem } from '../../src/components/Breadcrumb';
import type { CheckedForm, FormFields } from './useConfigForm';

/** What every modality rule answers, whatever its area (the Effective is the area's). */
export interface ModalityRuleAnswer<Effective> {
  UniqueId: string;
  ModalityUniqueId: string;
  ModalityName: string;
  BranchCode: string;
  ModalityGroupName: string;
  Effective: Effective;
  Version: number;
}

/** A form's mapping to and from the gateway, and the domain rules checked before sending. */
export interface FormKit<Fields, Form, Input> {
  formOf: (fields: Fields) => Form;
  inputOf: (form: Form) => Input;
  check: (form: Form) => CheckedForm<Form>;
  messagesByField: (messages: string[]) => CheckedForm<Form>;
  /** The values as the domain reads them, for the simulation (invalid ones fall back). */
  fieldsOf: (form: Form) => Fields;
}

/** The gateway calls of an area (reads and writes of its defaults and modality rules). */
export interface ModalityRuleApi<Settings, SettingsInput, Rule, RuleInput> {
  getSettings: () => Promise<Settings & { Version: number }>;
  saveSettings: (Version: number, input: SettingsInput) => Promise<unknown>;
  getRules: () => Promise<Rule[]>;
  getRule: (uniqueId: string) => Promise<Rule>;
  createRule: (ModalityUniqueId: string, input: RuleInput) => Promise<Rule>;
  updateRule: (UniqueId: string, Version: number, input: RuleInput) => Promise<unknown>;
  deleteRule: (UniqueId: string, Version: number) => Promise<unknown>;
  getHistory: (uniqueId?: string) => Promise<ChangeHistoryRow[]>;
}

/** The queries of an area's screens, all under one key so that a write refreshes them all. */
export const modalityRuleQueries = <Settings, Rule>(
  root: string,
  api: Pick<
    ModalityRuleApi<Settings, unknown, Rule, unknown>,
    'getSettings' | 'getRules' | 'getRule' | 'getHistory'
  >,
) => {
  const keys = {
    all: [root] as const,
    settings: [root, 'settings'] as const,
    rules: [root, 'rules'] as const,
    rule: (token: string) => [root, 'rule', token] as const,
    history: (token?: string) => [root, 'history', token ?? 'settings'] as const,
  };
  return {
    keys,
    useSettings: () => useQuery({ queryKey: keys.settings, queryFn: () => api.getSettings() }),
    useRules: () => useQuery({ queryKey: keys.rules, queryFn: () => api.getRules() }),
    useRule: (token: string) =>
      useQuery({
        queryKey: keys.rule(token),
        queryFn: () => api.getRule(token),
        enabled: token !== '',
        retry: false,
      }),
    /** The defaults' history (no token) or a rule's. */
    useHistory: (token?: string) =>
      useQuery({ queryKey: keys.history(token), queryFn: () => api.getHistory(token) }),
  };
};

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

/** The types of one area: its defaults, rule, forms, inputs and what a policy follows. */
export interface AreaTypes {
  settings: object;
  settingsForm: object;
  settingsInput: object;
  ruleFields: object;
  ruleForm: object;
  ruleInput: object;
  effective: object;
}

/** A modality rule as the gateway answers it: the area's fields, its modality and Effective. */
export type RuleOf<T extends AreaTypes> = T['ruleFields'] & ModalityRuleAnswer<T['effective']>;

/**
 * Everything the shared screens (rule list, create, edit, defaults) need to know of one area:
 * renewal (resources/renovacao) and anniversary endorsement (resources/aniversario) each give
 * one; the screens themselves are the same.
 */
export interface ModalityRuleScreens<T extends AreaTypes> {
  /** The i18n branch of the area's texts: resources.<resource>.… */
  resource: string;
  /** The word of the area's routes and test ids: modalidades-<word>, configurar-<word>… */
  routeWord: string;
  /** The prefix of the inputs' ids (renewal-…, anniversary-…). */
  idPrefix: string;
  paths: { rules: string; create: string; edit: (token: string) => string };
  /** To the area page, and to the rule list. */
  breadcrumbs: { area: BreadcrumbItem[]; rules: BreadcrumbItem[] };
  api: ModalityRuleApi<T['settings'], T['settingsInput'], RuleOf<T>, T['ruleInput']>;
  queries: ReturnType<typeof modalityRuleQueries<T['settings'], RuleOf<T>>>;
  /** What a tenant that never saved its defaults follows. */
  defaults: T['settings'];
  settingsForm: FormKit<T['settings'], T['settingsForm'], T['settingsInput']>;
  ruleForm: FormKit<T['ruleFields'], T['ruleForm'], T['ruleInput']> & { empty: T['ruleForm'] };
  /** The label of the modality picker (the rule's ModalityUniqueId). */
  modalityLabel: string;
  effective: (settings: T['settings'], rule: T['ruleFields'] | null) => T['effective'];
  /** The policy the defaults page simulates: a modality that follows the defaults. */
  simulateDefaults: (settings: T['settings']) => T['effective'];
  /** Whether the modality's policies get the area's treatment, and its rules.<label> text. */
  status: (effective: T['effective']) => { on: boolean; label: string };
  RuleInputs: ComponentType<{ form: FormFields<T['ruleForm']>; defaults: T['settings'] }>;
  SettingsInputs: ComponentType<{ form: FormFields<T['settingsForm']> }>;
  Simulation: ComponentType<{ config: T['effective']; hint?: string }>;
}

/** A column of the rule list beyond the modality and its status. */
export interface RuleColumn<Rule> {
  /** rules.columns.<header> */
  header: string;
  cell: (rule: Rule) => ReactNode;
}
